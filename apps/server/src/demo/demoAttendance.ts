import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordRaidAttendance } from '../jobs/recordAttendance.js';

/**
 * The demo's past raids completed before the app ever ran, so no completion job wrote their attendance: written
 * here as completion writes it. No Discord is asked while seeding, so no one counts as not answering.
 */
export async function recordDemoAttendance(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const raid of await completedDemoRaids(trx, now))
    await recordRaidAttendance(trx, raid.id, async () => []);
}

/** The demo's raids that are completed at `now`: not canceled, started at least the completion delay ago. */
export function completedDemoRaids(trx: Transaction<Database>, now: Date) {
  return trx
    .selectFrom('raids')
    .select('id')
    .where('canceled', '=', false)
    .where('date', '<=', new Date(now.getTime() - COMPLETION_DELAY_MS))
    .execute();
}
