/**
 * What the two public tables (raid leaders in features/users, communities in features/guilds) share: the
 * expansion's raid count from the per-leader summary the raids' triggers keep (migration 0024), and the version
 * that rises whenever either table may show something new (migration 0006).
 */
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql } from 'kysely';
import type { Db } from './database.js';

/** All raids of the expansion, from the per-leader summary (one row per leader, whatever the raids). */
export const totalRaids = (expansion: ExpansionKey) =>
  sql<number>`(SELECT coalesce(sum(raids), 0)::int FROM leader_totals WHERE expansion = ${expansion})`.as(
    'totalRaids',
  );

/** Rises whenever what the raid leaders or communities tables show may have changed (migration 0006). */
export async function publicTablesVersion(db: Db): Promise<string> {
  const { rows } = await sql<{
    version: string;
  }>`SELECT last_value::text || ':' || is_called::text AS version FROM public_tables_version`.execute(db);
  return rows[0]?.version ?? '';
}
