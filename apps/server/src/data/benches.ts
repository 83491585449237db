import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { BenchEntry } from '@raid/domain/rules/benches';
import type { Executor } from '../db/database.js';

/**
 * The raids bench standings are counted over: those of a community and expansion that ran before a moment and
 * were recorded in attendance, newest first, at most `limit`. A team (issue 30, part 1) narrows it further.
 */
export interface BenchScope {
  guildId: string;
  expansion: ExpansionKey;
  before: Date;
  limit: number;
}

export async function scopeRaids(db: Executor, scope: BenchScope): Promise<number[]> {
  const rows = await db
    .selectFrom('attendance')
    .select('raid_id')
    .distinct()
    .select('date')
    .where('guild_id', '=', scope.guildId)
    .where('expansion', '=', scope.expansion)
    .where('date', '<', scope.before)
    .orderBy('date', 'desc')
    .orderBy('raid_id', 'desc')
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
