import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export async function expectedRolesOf(db: Db, guildId: string): Promise<string[]> {
  const row = await db
    .selectFrom('guilds')
    .select('expected_roles')
    .where('id', '=', guildId)
    .executeTakeFirst();
  return row?.expected_roles ?? [];
}

/**
 * Raids that may owe a nudge: not canceled, not started, whose server nudges and whose longest lead has come.
 * The raids_upcoming index (date, not canceled) bounds the scan to the coming week.
 */
export function raidsInNudgeTime(db: Db, now: Date, latestStart: Date) {
  return db
    .selectFrom('raids')
    .innerJoin('guilds', 'guilds.id', 'raids.discord_server')
    .select([
      'raids.id',
      'raids.expansion',
      'raids.date',
      'raids.discord_server',
      'raids.team_id',
      'guilds.nudge_minutes',
    ])
    .where('raids.canceled', '=', false)
    .where('raids.date', '>', now)
    .where('raids.date', '<=', latestStart)
    .where(sql<boolean>`cardinality(guilds.nudge_minutes) > 0`)
    .where(
      sql<boolean>`raids.date - make_interval(mins => (SELECT max(m) FROM unnest(guilds.nudge_minutes) m)) <= ${now}`,
    )
    .orderBy('raids.date')
    .execute();
}

/** Users of the raid with any record (signed up, Absence included): they have answered. */
export async function answeredUsers(db: Db | Transaction<Database>, raidId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('records')
    .select('user_id')
    .distinct()
    .where('raid_id', '=', raidId)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Marks the users as nudged at this lead and answers those not nudged at it before — the ones to message. The
 * primary key decides, so two processes (or a rerun after a crash) never message twice.
 */
export async function claimNudges(
  trx: Transaction<Database>,
  raidId: number,
  userIds: readonly string[],
  minutes: number,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const inserted = await trx
    .insertInto('raid_nudges')
    .values(userIds.map((userId) => ({ raid_id: raidId, user_id: userId, minutes })))
    .onConflict((conflict) => conflict.doNothing())
    .returning('user_id')
    .execute();
  return inserted.map((row) => row.user_id);
}
