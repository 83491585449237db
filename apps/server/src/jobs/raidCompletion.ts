import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { AppDeps } from '../appDeps.js';
import { recordRaidAttendance } from './recordAttendance.js';
import { expectedMembers } from './expectedMembers.js';
import { saveCompletedRoster } from '../features/lockouts/service.js';
import { raidForCompletion } from '../data/raids.js';
import { forgetRecordRemovals } from '../data/records.js';
import type { ScheduledJob } from './jobQueue.js';

export const RAID_COMPLETION = 'raid-completion';

export interface CompletionJob {
  raidId: number;
  /** The start the job was scheduled for (ISO); a raid moved since has a newer job. */
  date: string;
}

/** An hour after the start the raid is completed; one job per raid and start. */
export function completionJob(raidId: number, date: Date): ScheduledJob {
  const job: CompletionJob = { raidId, date: date.toISOString() };
  return {
    name: RAID_COMPLETION,
    data: job,
    runAt: new Date(date.getTime() + COMPLETION_DELAY_MS),
    key: `${raidId}:${job.date}`,
  };
}

/**
 * The completion job. Status and archive listing follow from the date already; this tells live clients (and
 * anything else listening) the moment it happens. A raid rescheduled or canceled since is left alone: its
 * newer job, or none, speaks for it. Answers whether it told.
 */
export async function completeRaid(
  deps: Pick<AppDeps, 'db' | 'events' | 'discord'>,
  job: CompletionJob,
): Promise<boolean> {
  const raid = await raidForCompletion(deps.db, job.raidId);
  if (!raid || raid.canceled || raid.date.toISOString() !== job.date) return false;
  // Who was expected is asked now, while the roles are those of the raid's day.
  await recordRaidAttendance(deps.db, job.raidId, (raid) => expectedMembers(deps, raid));
  await saveCompletedRoster(deps.db, job.raidId);
  // Removed records are remembered for live clients that hold an older list; a completed raid's roster
  // changes no more, so its clients need none of them.
  await forgetRecordRemovals(deps.db, job.raidId);
  deps.events.emit({ type: 'raidCompleted', expansion: raid.expansion, raidId: job.raidId });
  return true;
}
