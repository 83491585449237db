import type { Db } from '../db/database.js';

/** Users with a visible record in the raid: their character cards list it. */
export async function raidParticipants(db: Db, raidId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('records')
    .select('user_id')
    .distinct()
    .where('raid_id', '=', raidId)
    .where('suspended_by_raid_id', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}
