import { type Kysely, sql } from 'kysely';

/**
 * Sessions end after a time without use as well as at a fixed age (domain rules/sessionLifetime.ts), and their
 * owner sees them listed with the browser they came from. Sessions from before this migration count as used now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sessions
      ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN user_agent text NOT NULL DEFAULT '';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN last_seen_at, DROP COLUMN user_agent;`.execute(db);
}
