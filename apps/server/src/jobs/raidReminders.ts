import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql } from 'kysely';
import type { AppDeps } from '../app.js';
import { presentRaid } from '../features/raids/presenter.js';
import { findRaidView } from '../features/raids/repository.js';
import { botLanguage, botTexts } from '../integrations/discord/bot/botTexts.js';
import { enqueueDirectMessages } from '../integrations/discord/bot/discordOutbox.js';
import { raidTitle } from '../integrations/discord/bot/raidAnnouncement.js';
import { raidAddress } from '../integrations/discord/bot/raidSync.js';
import type { ScheduledJob } from './jobQueue.js';

export const RAID_REMINDER = 'raid-reminder';
/** Every minute: reminders that are due but were never scheduled (see sendOverdueReminders). */
export const RAID_REMINDER_SWEEP = 'raid-reminder-sweep';

type ReminderDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

const MINUTE_MS = 60_000;
/** The longest reminder a Discord server may set (guild settings: 0 to 1440 minutes). */
const LONGEST_REMINDER_MS = 1440 * MINUTE_MS;

export interface ReminderJob {
  raidId: number;
  /** The start (ISO) and the Discord server's reminder minutes the job was scheduled for. */
  date: string;
  minutes: number;
}

/** One job per raid, start and setting, due `minutes` before the start (at once if that has passed). */
export function reminderJob(raidId: number, date: Date, minutes: number): ScheduledJob {
  const job: ReminderJob = { raidId, date: date.toISOString(), minutes };
  return {
    name: RAID_REMINDER,
    data: job,
    runAt: new Date(date.getTime() - minutes * MINUTE_MS),
    key: `${raidId}:${job.date}:${minutes}`,
  };
}

/**
 * The reminder (Premium: the Discord server's reminder minutes can only be switched on by a Premium user): a
 * direct message to every roster member, in their language, saying the raid starts in N minutes. A raid
 * moved, canceled or already started, or a server whose setting changed, is left alone (its newer job, or
 * none, speaks for it). Marking the start as reminded in the same transaction that queues the messages makes
 * every send happen once, however often the job runs. Answers how many members were reminded.
 */
export async function sendReminder(deps: ReminderDeps, job: ReminderJob): Promise<number> {
  const now = deps.now();
  const row = await deps.db
    .selectFrom('raids')
    .innerJoin('guilds', 'guilds.id', 'raids.discord_server')
    .select(['raids.expansion', 'raids.date', 'raids.canceled', 'guilds.reminder_minutes'])
    .where('raids.id', '=', job.raidId)
    .executeTakeFirst();
  if (
    !row ||
    row.canceled ||
    row.date.toISOString() !== job.date ||
    row.reminder_minutes !== job.minutes ||
    row.date <= now
  ) {
    return 0;
  }
  const expansion = row.expansion as ExpansionKey;
  const view = await findRaidView(deps.db, expansion, job.raidId);
  if (!view) return 0;
  const raid = presentRaid(view, now);
  const url = raidAddress(deps.config.baseUrl, expansion, raid.id);
  // The minutes actually left, so a reminder delayed by an outage still tells the truth.
  const minutesLeft = Math.round((row.date.getTime() - now.getTime()) / MINUTE_MS);

  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('raids')
      .set({ reminder_sent_for: row.date })
      .where('id', '=', job.raidId)
      .where('date', '=', row.date)
      .where('canceled', '=', false)
      .where((eb) => eb.or([eb('reminder_sent_for', 'is', null), eb('reminder_sent_for', '!=', row.date)]))
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return 0;
    const roster = await trx
      .selectFrom('records')
      .innerJoin('users', 'users.id', 'records.user_id')
      .select(['users.id', 'users.language'])
      .distinct()
      .where('records.raid_id', '=', job.raidId)
      .where('records.slot', '>', 0)
      .where('records.suspended_by_raid_id', 'is', null)
      .execute();
    await enqueueDirectMessages(
      trx,
      roster.map((member) => {
        const language = botLanguage(member.language);
        return {
          userId: member.id,
          content: botTexts[language].reminder(minutesLeft, raidTitle(raid, language), row.date, url),
        };
      }),
      now,
    );
    return roster.length;
  });
}

/**
 * Reminders that are due and unsent although the raid has not started: raids made before their Discord server
 * switched reminders on, or whose job was never scheduled because the process stopped between the save and
 * its event. Runs every minute; sendReminder keeps each to one.
 */
export async function sendOverdueReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('raids')
    .innerJoin('guilds', 'guilds.id', 'raids.discord_server')
    .select(['raids.id', 'raids.date', 'guilds.reminder_minutes'])
    .where('raids.canceled', '=', false)
    .where('raids.date', '>', now)
    .where('raids.date', '<=', new Date(now.getTime() + LONGEST_REMINDER_MS))
    .where('guilds.reminder_minutes', 'is not', null)
    .where(sql<Date>`raids.date - guilds.reminder_minutes * interval '1 minute'`, '<=', now)
    .where((eb) =>
      eb.or([
        eb('raids.reminder_sent_for', 'is', null),
        eb('raids.reminder_sent_for', '!=', eb.ref('raids.date')),
      ]),
    )
    .$narrowType<{ reminder_minutes: number }>()
    .execute();
  let reminded = 0;
  for (const raid of due) {
    reminded += await sendReminder(deps, {
      raidId: raid.id,
      date: raid.date.toISOString(),
      minutes: raid.reminder_minutes,
    });
  }
  return reminded;
}
