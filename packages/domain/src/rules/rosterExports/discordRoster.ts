import type { SignUpStatus } from '../../schemas/record.js';
import { escapeDiscordMarkdown } from '../discordMarkdown.js';
import { rosterGroupsOf, signUpRecords, type ExportRecord } from './rosterOrder.js';

/** The words of the roster in the reader's language; the web fills them from its translations. */
export interface DiscordRosterTexts<T extends ExportRecord = ExportRecord> {
  /** The raid's title (zones, size, difficulty): our own text, written as is. */
  title: string;
  group: (number: number) => string;
  signUps: (count: number) => string;
  /** Role, class and spec of a record, e.g. "Tank · Warrior · Protection". */
  describe: (record: T) => string;
  status: (status: SignUpStatus) => string;
  buyer: string;
}

function line<T extends ExportRecord>(record: T, texts: DiscordRosterTexts<T>): string {
  const notes = [record.status && texts.status(record.status), record.byer && texts.buyer].filter(Boolean);
  const suffix = notes.length > 0 ? ` · _${notes.join(', ')}_` : '';
  return `- **${escapeDiscordMarkdown(record.charName)}** · ${texts.describe(record)}${suffix}`;
}

/**
 * The roster for pasting into Discord: the title with a Discord timestamp (every reader sees their own time),
 * the groups of 5 that hold anyone, then the sign-up list. Character names are the only user text; they are
 * escaped so that none turns into formatting or a mention.
 */
export function discordRoster<T extends ExportRecord>(
  raid: { date: string },
  records: readonly T[],
  texts: DiscordRosterTexts<T>,
): string {
  const unix = Math.floor(new Date(raid.date).getTime() / 1000);
  const sections = [`## ${texts.title}\n<t:${unix}:F>`];
  for (const group of rosterGroupsOf(records)) {
    sections.push(
      [`**${texts.group(group.number)}**`, ...group.records.map((r) => line(r, texts))].join('\n'),
    );
  }
  const signUps = signUpRecords(records);
  if (signUps.length > 0) {
    sections.push([`**${texts.signUps(signUps.length)}**`, ...signUps.map((r) => line(r, texts))].join('\n'));
  }
  return sections.join('\n\n');
}
