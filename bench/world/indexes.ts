import type pg from 'pg';

/**
 * A bulk load's usual trick: a table's plain indexes (not those behind a primary key or unique constraint,
 * which keep guarding the load) are dropped before the load and built again after it, which is several times
 * faster than maintaining them row by row. The definitions are read from the database, so whatever indexes
 * the app's migrations made are the ones rebuilt.
 */
/** Drops them and answers their definitions, to run again after the load. */
export async function dropPlainIndexes(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = $1
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}
