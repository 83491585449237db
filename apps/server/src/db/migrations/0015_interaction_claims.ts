import { type Kysely, sql } from 'kysely';

/**
 * The Discord interactions already acted on (issue 26): one row per interaction id, kept for the 15 minutes its
 * token lives. A signed request stays valid for the 5 minutes of its signature's time window, so whoever
 * captured one could send it again; the claim makes the second delivery act on nothing. Logged, unlike the rate
 * limit counters: after a crash a claim must still refuse the replay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE interaction_claims (
      id text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX interaction_claims_expires ON interaction_claims (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE interaction_claims;`.execute(db);
}
