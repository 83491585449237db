import { type Kysely, sql } from 'kysely';

/**
 * Teams (issue 30): static groups inside a Discord server's community. Members are picked by hand
 * (`by_role` false) or are the holders of the team's Discord role (`by_role` true), a copy the server keeps in
 * step with Discord (features/teams/roleSync.ts); a user picked by hand who also holds the role keeps one row,
 * marked by hand. `name` is the Discord name when the row was written, so a member who never logged in is
 * named. Leaders are users who may create and lead the team's raids without being the server's leaders.
 * A raid and a weekly template may belong to a team; deleting the team leaves them to the whole community.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE teams (
      id serial PRIMARY KEY,
      guild_id text NOT NULL CHECK (guild_id ~ '^[0-9]{1,20}$'),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
      role_id text CHECK (role_id ~ '^[0-9]{1,20}$'),
      channel_id text CHECK (channel_id ~ '^[0-9]{1,20}$'),
      schedule jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(schedule) = 'array'),
      roles_synced_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (guild_id, name)
    );
    CREATE TABLE team_members (
      team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
      user_id text NOT NULL CHECK (user_id ~ '^[0-9]{1,20}$'),
      name text NOT NULL,
      by_role boolean NOT NULL,
      PRIMARY KEY (team_id, user_id)
    );
    CREATE INDEX team_members_by_user ON team_members (user_id);
    CREATE TABLE team_leaders (
      team_id integer NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
      user_id text NOT NULL CHECK (user_id ~ '^[0-9]{1,20}$'),
      PRIMARY KEY (team_id, user_id)
    );
    ALTER TABLE raids ADD COLUMN team_id integer REFERENCES teams(id) ON DELETE SET NULL;
    ALTER TABLE auto_raids ADD COLUMN team_id integer REFERENCES teams(id) ON DELETE SET NULL;
    CREATE INDEX raids_by_team ON raids (team_id, date) WHERE team_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auto_raids DROP COLUMN team_id;
    ALTER TABLE raids DROP COLUMN team_id;
    DROP TABLE team_leaders;
    DROP TABLE team_members;
    DROP TABLE teams;
  `.execute(db);
}
