import { findSpec } from '@raid/domain/catalogue/classes';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { raidEventEnd } from '@raid/domain/rules/calendarLinks';
import type { Raid } from '@raid/domain/schemas/raid';
import ical, { ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { BotLanguage } from '../../discordBot/botTexts.js';
import { raidTitle } from '../../discordBot/raidAnnouncement.js';
import { raidAddress } from '../../discordBot/raidSync.js';
import type { FeedTexts } from './feedTexts.js';
import { feedTexts } from './feedTexts.js';
import type { FeedRecord } from '../../data/calendarFeeds.js';

/** What an event is made of: the raid as the API presents it, and the row facts the feed adds. */
export interface FeedRaid {
  raid: Raid;
  expansion: ExpansionKey;
  sequence: number;
  /** When the event last changed: its DTSTAMP and LAST-MODIFIED, so an unchanged feed is byte-identical. */
  changedAt: Date;
}

interface FeedOptions {
  baseUrl: string;
  language: BotLanguage;
  name: string;
}

/** `Arthas (Blood): roster · Tentative` — one of the reader's characters in the raid. */
function recordLine(
  record: FeedRecord,
  expansion: ExpansionKey,
  text: FeedTexts,
  language: BotLanguage,
): string {
  const spec = findSpec(expansion, record.spec_id);
  const specName = language === 'ru' ? spec?.name : spec?.nameEng;
  const place = record.leader ? text.place.leader : record.slot > 0 ? text.place.roster : text.place.list;
  const marks = [place, record.status ? text.status[record.status] : null, record.byer ? text.buyer : null];
  return `${record.name}${specName ? ` (${specName})` : ''}: ${marks.filter(Boolean).join(' · ')}`;
}

function eventOf(entry: FeedRaid, options: FeedOptions, records: FeedRecord[]): ICalEventData {
  const { raid } = entry;
  const text = feedTexts[options.language];
  const url = raidAddress(options.baseUrl, entry.expansion, raid.id);
  const start = new Date(raid.date);
  const lines = [
    raid.canceled ? text.canceled(raid.canceledReason ?? '') : null,
    ...records.map((record) => recordLine(record, entry.expansion, text, options.language)),
    text.leader(raid.userRepresentation),
    text.counts(raid.slotsFilled, raid.size, raid.recordsCount),
    raid.comment || null,
    url,
  ];
  return {
    id: `raid-${raid.id}@${new URL(options.baseUrl).hostname}`,
    start,
    end: raidEventEnd(start),
    stamp: entry.changedAt,
    lastModified: entry.changedAt,
    sequence: entry.sequence,
    status: raid.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: raidTitle(raid, options.language),
    description: lines.filter((line) => line !== null).join('\n'),
    url,
  };
}

/**
 * The feed as iCalendar text (RFC 5545), every time in UTC. Records, when given, are the reader's own, listed
 * under the raid they belong to. ical-generator ends the text at `END:VCALENDAR`; RFC 5545's grammar ends every
 * content line, the last one too, with CRLF (section 3.1), so it is added.
 */
export function feedCalendar(entries: FeedRaid[], options: FeedOptions, records: FeedRecord[] = []): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: new URL(options.baseUrl).hostname, product: 'raid-planner', language: 'EN' },
    // A hint to clients that poll: the ETag makes an unchanged answer cheap anyway.
    ttl: 15 * 60,
    events: entries.map((entry) =>
      eventOf(
        entry,
        options,
        records.filter((record) => record.raid_id === entry.raid.id),
      ),
    ),
  });
  return `${calendar.toString()}\r\n`;
}
