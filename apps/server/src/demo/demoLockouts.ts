import { CURRENT_EXPANSION } from '@raid/domain/catalogue/expansions';
import { catalogueZone, lockoutPeriod, realmRegion } from '@raid/domain/rules/lockouts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { saveCompletedRoster } from '../features/lockouts/service.js';
import { completedDemoRaids } from './demoAttendance.js';

/**
 * The demo's saves (issue 30): each completed raid's roster saved as completion saves it, and one save added by
 * hand — a character on the sign-up list of the soonest upcoming raid of the bare domain's expansion, saved to
 * that raid's zone in its reset (a player's, not the leader's own), so the sign-up list, the chip and the sign-up dialog show the mark.
 */
export async function seedDemoLockouts(trx: Transaction<Database>, now: Date): Promise<void> {
  for (const raid of await completedDemoRaids(trx, now)) await saveCompletedRoster(trx, raid.id);

  const listed = await trx
    .selectFrom('records')
    .innerJoin('raids', 'raids.id', 'records.raid_id')
    .select(['records.char_id', 'raids.expansion', 'raids.server', 'raids.zone', 'raids.date'])
    .where('raids.expansion', '=', CURRENT_EXPANSION)
    .where('raids.canceled', '=', false)
    .where('raids.date', '>', now)
    .where('records.slot', '=', 0)
    .whereRef('records.user_id', '!=', 'raids.user_id')
    .where('records.suspended_by_raid_id', 'is', null)
    .orderBy('raids.date')
    .orderBy('records.id')
    .executeTakeFirst();
  const region = listed && realmRegion(listed.expansion, listed.server);
  if (!listed || !region) return;
  const { from, to } = lockoutPeriod(listed.date, catalogueZone(listed.expansion, listed.zone), region);
  await trx
    .insertInto('lockout_saves')
    .values({ char_id: listed.char_id, zone: listed.zone, saved_from: from, saved_until: to })
    .execute();
}
