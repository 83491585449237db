import { type Kysely, sql } from 'kysely';

/**
 * The HTTP rate limits' counters when there is no Redis: one row per key (the limit and who is counted), its
 * hits in the present window and when that window ends. UNLOGGED: counters are hot writes that need no WAL, and
 * losing them in a crash only forgives a minute of requests. No index on `resets_at`: the sweep of ended windows
 * scans a small table once a minute, and without it each hit is a HOT update that leaves no index garbage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limit_counters (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      resets_at timestamptz NOT NULL
    ) WITH (fillfactor = 70);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_counters;`.execute(db);
}
