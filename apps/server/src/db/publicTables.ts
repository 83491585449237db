/**
 * What the two public tables (raid leaders in features/users, communities in features/guilds) share: reads of
 * raid_totals, the per-leader and per-community counts the raids' triggers keep (migration 0004), and the
 * version that rises whenever either table may show something new (migration 0006).
 */
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql } from 'kysely';
import type { Db } from './database.js';

/** All raids of the expansion, from the maintained totals. */
export const totalRaids = (expansion: ExpansionKey) =>
  sql<number>`(SELECT coalesce(sum(raids), 0)::int FROM raid_totals WHERE expansion = ${expansion})`.as(
    'totalRaids',
  );

/**
 * Per community or leader of the expansion (`owner`), the realm or loot system most of its raids use (ties:
 * the lowest id). The result's `owner_id` is the community's or the leader's id.
 */
export function mostUsed(
  db: Db,
  expansion: ExpansionKey,
  owner: 'guild_id' | 'user_id',
  column: 'server' | 'loot_system',
) {
  return db
    .selectFrom((inner) =>
      inner
        .selectFrom('raid_totals')
        .select([`${owner} as owner_id`, `${column} as value`, sql<number>`sum(raids)`.as('n')])
        .where('expansion', '=', expansion)
        .groupBy([owner, column])
        .as('uses'),
    )
    .distinctOn('uses.owner_id')
    .select(['uses.owner_id', 'uses.value'])
    .where('uses.n', '>', 0)
    .orderBy('uses.owner_id')
    .orderBy('uses.n', 'desc')
    .orderBy('uses.value');
}

/** Rises whenever what the raid leaders or communities tables show may have changed (migration 0006). */
export async function publicTablesVersion(db: Db): Promise<string> {
  const { rows } = await sql<{
    version: string;
  }>`SELECT last_value::text || ':' || is_called::text AS version FROM public_tables_version`.execute(db);
  return rows[0]?.version ?? '';
}
