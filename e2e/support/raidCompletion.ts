import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import pg from 'pg';
import { JobQueue } from '../../apps/server/src/jobs/jobQueue.js';
import { completionJob } from '../../apps/server/src/jobs/raidCompletion.js';
import type { RunningApp } from './startApp.js';

/**
 * Lets a raid's evening pass in seconds rather than hours: its start moves into the past in the app's database
 * (a raid cannot be created or moved there through the product), and its completion job is queued on the app's
 * own job queue as the app queues one for a moved raid (jobs/scheduledWork.ts), now due. Nothing is completed
 * here: the app's worker runs the job as it would an hour after a real start (saves, attendance, the live
 * `raidUpdated`), so a journey waits for what the user then sees. Answers the raid's new start.
 *
 * The test process joins the queue as a second app process would (pg-boss in the same database); no route or
 * switch of the app is involved, so nothing here exists in production.
 */
export async function letRaidComplete(app: RunningApp, raidId: number): Promise<Date> {
  const connectionString = await app.databaseUrl();
  // Started twice the completion delay ago, to the minute, as raids start.
  const start = new Date(Date.now() - 2 * COMPLETION_DELAY_MS);
  start.setUTCSeconds(0, 0);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const moved = await client.query('UPDATE raids SET date = $2 WHERE id = $1', [raidId, start]);
    if (moved.rowCount !== 1) throw new Error(`raid ${raidId} is not in the app's database`);
  } finally {
    await client.end();
  }
  const queue = await JobQueue.start(connectionString, {
    pollingIntervalSeconds: 1,
    cronMonitorIntervalSeconds: 30,
    log: (message, error) => console.error(message, error),
  });
  try {
    await queue.sendAt(completionJob(raidId, start));
  } finally {
    await queue.stop();
  }
  return start;
}
