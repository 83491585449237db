import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { BenchEntry } from '@raid/domain/rules/benches';
import type { Executor } from '../db/database.js';

/**
 * The raids bench standings are counted over: those of a community and expansion that ran before a moment and
 * were recorded in attendance, newest first, at most `limit`. A team's raid (issue 30, part 1) is weighed against
 * that team's raids only: sitting out for one team says nothing about a turn in another team's roster.
 */
export interface BenchScope {
  guildId: string;
  expansion: ExpansionKey;
  teamId: number | null;
  before: Date;
  limit: number;
}

export async function scopeRaids(db: Executor, scope: BenchScope): Promise<number[]> {
  let query = db
    .selectFrom('attendance')
    .select('attendance.raid_id')
    .distinct()
    .select('attendance.date')
    .where('attendance.guild_id', '=', scope.guildId)
    .where('attendance.expansion', '=', scope.expansion)
    .where('attendance.date', '<', scope.before);
  const { teamId } = scope;
  if (teamId !== null) {
    query = query.innerJoin('raids', 'raids.id', 'attendance.raid_id').where('raids.team_id', '=', teamId);
  }
  const rows = await query
    .orderBy('attendance.date', 'desc')
    .orderBy('attendance.raid_id', 'desc')
    .limit(scope.limit)
    .execute();
  return rows.map((row) => row.raid_id);
}

/** What the players answered in the raids: one entry per raid and player. */
export async function benchEntries(
  db: Executor,
  raidIds: readonly number[],
  userIds: readonly string[],
): Promise<BenchEntry[]> {
  if (raidIds.length === 0 || userIds.length === 0) return [];
  const rows = await db
    .selectFrom('attendance')
    .select(['raid_id', 'date', 'user_id', 'outcome'])
    .where('raid_id', 'in', raidIds)
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map((row) => ({
    raidId: row.raid_id,
    date: row.date,
    userId: row.user_id,
    outcome: row.outcome,
  }));
}
