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

/** The records version and expansion of each of these raids that still exists. */
export async function raidRecordsVersions(db: Db, raidIds: readonly number[]) {
  if (raidIds.length === 0) return [];
  return db
    .selectFrom('raids')
    .select(['id', 'expansion', 'records_version as version'])
    .where('id', 'in', raidIds)
    .execute();
}
