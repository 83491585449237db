import { type Kysely, sql } from 'kysely';

/**
 * Priority sign-ups and fair benches (issue 30). Each record carries its player's order of preference in the
 * raid (1 = first choice); records made before it are numbered in the order they were signed up. Each
 * community sets what a raid on the bench counts for in attendance, in whole percent (100 = the full credit the
 * bench had before), so no fraction is stored inexactly.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE records ADD COLUMN preference smallint NOT NULL DEFAULT 1 CHECK (preference >= 1);
    UPDATE records SET preference = ordered.position
    FROM (
      SELECT id, row_number() OVER (PARTITION BY raid_id, user_id ORDER BY created_at, id) AS position
      FROM records
    ) AS ordered
    WHERE records.id = ordered.id AND ordered.position > 1;
    ALTER TABLE guilds ADD COLUMN bench_credit_percent smallint NOT NULL DEFAULT 100
      CHECK (bench_credit_percent BETWEEN 0 AND 100);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE guilds DROP COLUMN bench_credit_percent;
    ALTER TABLE records DROP COLUMN preference;
  `.execute(db);
}
