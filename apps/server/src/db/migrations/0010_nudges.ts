import { type Kysely, sql } from 'kysely';

/**
 * Nudges (issue 16): a Discord server's managers mark the roles whose members are expected at its raids and
 * when to nudge those who have not answered (minutes before the start). raid_nudges remembers every nudge
 * sent, so none is sent twice — not after a restart, not by two processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE guilds
      ADD COLUMN expected_roles text[] NOT NULL DEFAULT '{}',
      ADD COLUMN nudge_minutes integer[] NOT NULL DEFAULT '{}'
        CHECK (cardinality(nudge_minutes) <= 4 AND 10 <= ALL (nudge_minutes) AND 10080 >= ALL (nudge_minutes));

    CREATE TABLE raid_nudges (
      raid_id integer NOT NULL REFERENCES raids (id) ON DELETE CASCADE,
      user_id text NOT NULL,
      minutes integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (raid_id, user_id, minutes)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE raid_nudges;
    ALTER TABLE guilds DROP COLUMN expected_roles, DROP COLUMN nudge_minutes;
  `.execute(db);
}
