import type { AppDeps } from '../appDeps.js';
import { presentRaid } from '../presenters/raids.js';
import { claimReminder, findRaidView, raidForReminder, raidsOwingReminders } from '../data/raids.js';
import { rosterMembers } from '../data/recordSlots.js';
import { botLanguage, botTexts } from '../discordBot/botTexts.js';
import { enqueueDirectMessages } from '../discordBot/outboxRepository.js';
import { raidTitle } from '../discordBot/raidAnnouncement.js';
import { raidAddress } from '../discordBot/raidSync.js';
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
  const row = await raidForReminder(deps.db, job.raidId);
  if (
    !row ||
    row.canceled ||
    row.date.toISOString() !== job.date ||
    row.reminder_minutes !== job.minutes ||
    row.date <= now
  ) {
    return 0;
  }
  const expansion = row.expansion;
  const view = await findRaidView(deps.db, expansion, job.raidId);
  if (!view) return 0;
  const raid = presentRaid(view, now);
  const url = raidAddress(deps.config.baseUrl, expansion, raid.id);
  // The minutes actually left, so a reminder delayed by an outage still tells the truth.
  const minutesLeft = Math.round((row.date.getTime() - now.getTime()) / MINUTE_MS);

  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, job.raidId, row.date))) return 0;
    const roster = await rosterMembers(trx, job.raidId);
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
  const due = await raidsOwingReminders(deps.db, now, new Date(now.getTime() + LONGEST_REMINDER_MS));
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
