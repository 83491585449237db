import { type Kysely, sql } from 'kysely';

/**
 * The invite each Discord server's community page hands out (issue 25): made once with a max age and reused
 * while it lives, instead of a new invite for every press of the button. `checked_at` is when Discord last
 * confirmed it exists (a moderator may revoke it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE guild_invites (
      guild_id text PRIMARY KEY REFERENCES guilds (id) ON DELETE CASCADE,
      code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),
      channel_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      checked_at timestamptz NOT NULL
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE guild_invites`.execute(db);
}
