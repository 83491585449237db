import { type Kysely, sql } from 'kysely';

/**
 * Attendance from Warcraft Logs (issue 30, part 5).
 *
 * - `raid_reports`: the report a raid's leader confirmed, one per raid (confirming another replaces it), with
 *   the site it lives on and its title and span as Warcraft Logs answered them, so the raid page links it
 *   without asking Warcraft Logs again.
 * - `wcl_guild_links`: a community's guild on Warcraft Logs per expansion (realms of one community play in
 *   several), by Warcraft Logs' guild id or by name and a catalogue realm id; the product searches its reports
 *   listing for a raid's evening.
 * - `attendance.source`: where a row's outcome came from. Completion writes 'signUps' and never overwrites a
 *   row; a confirmed report writes 'report' over the sign-up outcome, so what happened wins over what was said.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE raid_reports (
      raid_id integer PRIMARY KEY REFERENCES raids(id) ON DELETE CASCADE,
      site text NOT NULL CHECK (site IN ('www', 'classic', 'vanilla', 'fresh', 'sod')),
      code text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{16}$'),
      title text NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      confirmed_by text NOT NULL REFERENCES users(id),
      confirmed_at timestamptz NOT NULL
    );
    CREATE TABLE wcl_guild_links (
      guild_id text NOT NULL REFERENCES guilds(id) ON DELETE CASCADE,
      expansion text NOT NULL,
      wcl_guild_id integer CHECK (wcl_guild_id > 0),
      name text CHECK (char_length(name) BETWEEN 1 AND 64),
      server integer,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (guild_id, expansion),
      CHECK ((name IS NULL) = (server IS NULL)),
      CHECK (wcl_guild_id IS NOT NULL OR name IS NOT NULL)
    );
    ALTER TABLE attendance
      ADD COLUMN source text NOT NULL DEFAULT 'signUps' CHECK (source IN ('signUps', 'report'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE attendance DROP COLUMN source;
    DROP TABLE wcl_guild_links;
    DROP TABLE raid_reports;
  `.execute(db);
}
