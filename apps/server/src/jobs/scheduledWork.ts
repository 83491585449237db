import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { AppDeps } from '../appDeps.js';
import { subscribe } from '../events/subscribers.js';
import { raidSchedules } from '../data/raids.js';
import { AUTO_RAID_CREATION, createOwedRaids } from './autoRaidCreation.js';
import { JobQueue, withStartupLock, type JobQueueOptions } from './jobQueue.js';
import { defineNightlyBackup } from './nightlyBackup.js';
import { completeRaid, completionJob, RAID_COMPLETION, type CompletionJob } from './raidCompletion.js';
import { RAID_NUDGE_SWEEP, sendDueNudges } from './raidNudges.js';
import {
  RAID_REMINDER,
  RAID_REMINDER_SWEEP,
  reminderJob,
  sendOverdueReminders,
  sendReminder,
  type ReminderJob,
} from './raidReminders.js';
import { syncAllRoleTeams } from '../features/teams/roleSync.js';
import { defineWebhookJobs, listenForWebhookEvents } from './webhookDeliveries.js';

const EVERY_MINUTE = '* * * * *';

/** Role teams are read anew from Discord this often, besides on save and on a stale read (teams/roleSync.ts). */
const TEAM_ROLE_SYNC = 'team-role-sync';
const EVERY_TEN_MINUTES = '*/10 * * * *';

export interface ScheduledWork {
  queue: JobQueue;
  /** Raid jobs this start queued: those of upcoming raids that no earlier start (or save) had queued. */
  queuedAtStart: number;
  stop: () => Promise<void>;
}

/**
 * The completion and reminder jobs of these raids' present starts (sending one twice adds nothing); for the
 * upcoming raids at start-up, only those not queued yet. Answers how many were sent.
 */
async function scheduleRaidJobs(
  queue: JobQueue,
  deps: Pick<AppDeps, 'db' | 'now'>,
  raids: { id: number } | 'upcoming',
): Promise<number> {
  const now = deps.now();
  const schedules = await raidSchedules(
    deps.db,
    raids === 'upcoming' ? { startedAfter: new Date(now.getTime() - COMPLETION_DELAY_MS) } : raids,
  );
  const jobs = schedules.flatMap((raid) => {
    const reminded = raid.reminder_sent_for?.getTime() === raid.date.getTime();
    const remind = raid.reminder_minutes !== null && raid.date > now && !reminded;
    return [
      completionJob(raid.id, raid.date),
      ...(remind && raid.reminder_minutes !== null
        ? [reminderJob(raid.id, raid.date, raid.reminder_minutes)]
        : []),
    ];
  });
  if (raids === 'upcoming') return queue.sendMissingAt(jobs);
  await queue.sendManyAt(jobs);
  return jobs.length;
}

/**
 * Starts the durable background work on pg-boss, in the application's database: weekly raid creation, the
 * reminder sweep and the nudge sweep every minute, and per raid a reminder and a completion job, scheduled when it is created or
 * changed (and, at start-up, for every upcoming raid, in case a process stopped between a save and its
 * event). Every process may run this; each job runs once.
 */
export async function startScheduledWork(
  deps: AppDeps,
  connectionString: string,
  options: JobQueueOptions,
): Promise<ScheduledWork> {
  // Two processes creating the same queues at once deadlock inside pg-boss; start-up takes turns instead.
  const starting = withStartupLock(connectionString, async () => {
    const started = await JobQueue.start(connectionString, options);
    try {
      await started.define({ name: AUTO_RAID_CREATION, run: () => createOwedRaids(deps) });
      await started.define({ name: RAID_REMINDER_SWEEP, run: () => sendOverdueReminders(deps) });
      await started.define<ReminderJob>({ name: RAID_REMINDER, run: (job) => sendReminder(deps, job) });
      await started.define<CompletionJob>({ name: RAID_COMPLETION, run: (job) => completeRaid(deps, job) });
      await started.every(AUTO_RAID_CREATION, EVERY_MINUTE);
      await started.every(RAID_REMINDER_SWEEP, EVERY_MINUTE);
      await started.define({ name: RAID_NUDGE_SWEEP, run: () => sendDueNudges(deps) });
      await started.every(RAID_NUDGE_SWEEP, EVERY_MINUTE);
      await started.define({ name: TEAM_ROLE_SYNC, run: () => syncAllRoleTeams(deps) });
      await started.every(TEAM_ROLE_SYNC, EVERY_TEN_MINUTES);
      await defineWebhookJobs(started, deps, EVERY_MINUTE);
      await defineNightlyBackup(started, deps, connectionString);
      return started;
    } catch (error) {
      await started.stop();
      throw error;
    }
  });
  // The server may answer requests while the queue starts (bootstrap.ts): their events wait here for the queue.
  // Listening before the upcoming raids are read leaves no moment in which a new raid is in neither.
  const stopWebhookEvents = listenForWebhookEvents(deps, starting);
  const stopListening = subscribe(deps.events, 'raidJobs', {
    listen: async (event) => {
      if (event.type === 'raidCreated' || event.type === 'raidUpdated') {
        await scheduleRaidJobs(await starting, deps, { id: event.raidId });
      }
    },
  });
  let queue: JobQueue | undefined;
  let queuedAtStart: number;
  try {
    queue = await starting;
    queuedAtStart = await scheduleRaidJobs(queue, deps, 'upcoming');
  } catch (error) {
    stopListening();
    stopWebhookEvents();
    await queue?.stop();
    throw error;
  }
  return {
    queue,
    queuedAtStart,
    stop: async () => {
      stopListening();
      stopWebhookEvents();
      await deps.events.idle();
      await queue.stop();
    },
  };
}
