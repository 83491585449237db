import { type Kysely, sql } from 'kysely';

/**
 * Raid lockouts (issue 30): a character saved to a zone for one reset period [saved_from, saved_until), computed
 * by the domain (rules/lockouts.ts) from the zone's cycle and the realm's region. `raid_id` names the completed
 * raid that saved it; null is a save the player added by hand (made outside the planner). One save per
 * character, zone and period: completing a raid twice, or adding a save already known, writes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lockout_saves (
      id serial PRIMARY KEY,
      char_id integer NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
      zone integer NOT NULL CHECK (zone > 0),
      saved_from timestamptz NOT NULL,
      saved_until timestamptz NOT NULL CHECK (saved_until > saved_from),
      raid_id integer REFERENCES raids(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (char_id, zone, saved_until)
    );
    CREATE INDEX lockout_saves_by_raid ON lockout_saves (raid_id) WHERE raid_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE lockout_saves;`.execute(db);
}
