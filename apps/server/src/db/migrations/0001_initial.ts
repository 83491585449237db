import { type Kysely, sql } from 'kysely';

/**
 * The first schema. Invariants of DESIGN.md "Data rules" are constraints here: one record per (raid,
 * character), at most one record per roster slot, one active change request per character, slots within
 * 0..size (through the (raid, size) foreign key), foreign keys everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id text PRIMARY KEY CHECK (id ~ '^[0-9]{1,20}$'),
      username text NOT NULL,
      global_name text,
      discriminator text,
      avatar text,
      premium boolean NOT NULL DEFAULT false,
      language text CHECK (language IN ('en', 'ru')),
      preferred_server integer,
      preferred_loot_system integer,
      use_discord_events boolean NOT NULL DEFAULT false,
      preliminary_raid_rosters boolean NOT NULL DEFAULT false,
      only_setup_notifications boolean NOT NULL DEFAULT false,
      dont_show_avg_log_in_publication boolean NOT NULL DEFAULT false,
      dont_show_raid_exp_in_publication boolean NOT NULL DEFAULT false,
      dont_show_logs_in_publication boolean NOT NULL DEFAULT false,
      dont_show_records_in_publication boolean NOT NULL DEFAULT false,
      dont_show_all_chars_in_records boolean NOT NULL DEFAULT false,
      tentative boolean NOT NULL DEFAULT true,
      late boolean NOT NULL DEFAULT true,
      absence boolean NOT NULL DEFAULT true,
      discord_access_token text,
      discord_refresh_token text,
      discord_token_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user_id ON sessions(user_id);

    CREATE TABLE guilds (
      id text PRIMARY KEY CHECK (id ~ '^[0-9]{1,20}$'),
      name text NOT NULL,
      icon text,
      owner_id text,
      status_buttons text[] NOT NULL DEFAULT '{}',
      hidden_fields text[] NOT NULL DEFAULT '{}',
      use_discord_events boolean NOT NULL DEFAULT false,
      auto_create_day_of_week smallint CHECK (auto_create_day_of_week BETWEEN 0 AND 6),
      auto_create_hour smallint CHECK (auto_create_hour BETWEEN 0 AND 23),
      reminder_minutes integer CHECK (reminder_minutes BETWEEN 0 AND 1440),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE guild_leader_roles (
      guild_id text NOT NULL REFERENCES guilds(id) ON DELETE CASCADE,
      role_id text NOT NULL CHECK (role_id ~ '^[0-9]{1,20}$'),
      PRIMARY KEY (guild_id, role_id)
    );

    CREATE TABLE guild_schedule_channels (
      guild_id text NOT NULL REFERENCES guilds(id) ON DELETE CASCADE,
      channel_id text NOT NULL CHECK (channel_id ~ '^[0-9]{1,20}$'),
      PRIMARY KEY (guild_id, channel_id)
    );

    CREATE TABLE questions (
      id serial PRIMARY KEY,
      guild_id text NOT NULL REFERENCES guilds(id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
      text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 45),
      UNIQUE (guild_id, position)
    );

    CREATE TABLE characters (
      id serial PRIMARY KEY,
      expansion text NOT NULL,
      user_id text NOT NULL REFERENCES users(id),
      name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 12),
      server integer NOT NULL,
      faction integer NOT NULL,
      class integer NOT NULL,
      spec integer NOT NULL,
      spec2 integer NOT NULL DEFAULT 0,
      logs real,
      ilvl integer,
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- A character (realm + name) belongs to one account at a time.
    CREATE UNIQUE INDEX characters_unique_name ON characters (expansion, server, lower(name)) WHERE NOT deleted;
    CREATE INDEX characters_user ON characters (user_id, expansion) WHERE NOT deleted;

    CREATE TABLE auto_raids (
      id serial PRIMARY KEY,
      expansion text NOT NULL,
      user_id text NOT NULL REFERENCES users(id),
      char_id integer NOT NULL REFERENCES characters(id),
      off boolean NOT NULL DEFAULT false,
      day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
      time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      start_day_of_week smallint NOT NULL CHECK (start_day_of_week BETWEEN 0 AND 6),
      start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      server integer NOT NULL,
      faction integer NOT NULL,
      zone integer NOT NULL,
      zone2 integer,
      zone3 integer,
      size smallint NOT NULL CHECK (size IN (10, 20, 25, 40)),
      difficulty integer NOT NULL,
      loot_system integer NOT NULL,
      byers boolean NOT NULL DEFAULT false,
      comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 300),
      required_logs smallint NOT NULL DEFAULT 0 CHECK (required_logs BETWEEN 0 AND 95),
      required_ilvl smallint NOT NULL DEFAULT 0 CHECK (required_ilvl BETWEEN 0 AND 9999),
      record_mode smallint NOT NULL DEFAULT 0 CHECK (record_mode IN (0, 1)),
      everyone boolean NOT NULL DEFAULT false,
      private boolean NOT NULL DEFAULT false,
      discord_server text NOT NULL REFERENCES guilds(id),
      discord_channel text NOT NULL,
      discord_voice_channel text,
      last_created_for timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (byers = false OR loot_system = 2)
    );

    CREATE TABLE raids (
      id serial PRIMARY KEY,
      expansion text NOT NULL,
      user_id text NOT NULL REFERENCES users(id),
      char_id integer NOT NULL REFERENCES characters(id),
      date timestamptz NOT NULL,
      server integer NOT NULL,
      faction integer NOT NULL,
      zone integer NOT NULL,
      zone2 integer,
      zone3 integer,
      size smallint NOT NULL CHECK (size IN (10, 20, 25, 40)),
      difficulty integer NOT NULL,
      loot_system integer NOT NULL,
      byers boolean NOT NULL DEFAULT false,
      comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 300),
      required_logs smallint NOT NULL DEFAULT 0 CHECK (required_logs BETWEEN 0 AND 95),
      required_ilvl smallint NOT NULL DEFAULT 0 CHECK (required_ilvl BETWEEN 0 AND 9999),
      record_mode smallint NOT NULL DEFAULT 0 CHECK (record_mode IN (0, 1)),
      everyone boolean NOT NULL DEFAULT false,
      private boolean NOT NULL DEFAULT false,
      discord_server text NOT NULL REFERENCES guilds(id),
      discord_channel text NOT NULL,
      discord_voice_channel text,
      discord_message text,
      discord_event text,
      canceled boolean NOT NULL DEFAULT false,
      canceled_reason text CHECK (char_length(canceled_reason) <= 300),
      is_archive boolean NOT NULL DEFAULT false,
      preliminary_raid_rosters boolean NOT NULL DEFAULT false,
      roster_approved boolean NOT NULL DEFAULT false,
      auto_raid_id integer REFERENCES auto_raids(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (id, size),
      CHECK (byers = false OR loot_system = 2),
      CHECK (canceled = false OR canceled_reason IS NOT NULL)
    );
    -- One leader cannot lead two raids that start at the same moment ('A raid with this date already exists').
    CREATE UNIQUE INDEX raids_unique_leader_date ON raids (expansion, user_id, date) WHERE NOT canceled;
    CREATE INDEX raids_active_list ON raids (expansion, date) WHERE NOT is_archive;
    CREATE INDEX raids_archive_list ON raids (expansion, date DESC) WHERE is_archive;
    CREATE INDEX raids_by_user ON raids (expansion, user_id, date);
    CREATE INDEX raids_by_guild ON raids (expansion, discord_server, date);
    CREATE INDEX raids_similar ON raids (expansion, server, zone, size, difficulty, date);
    -- One raid per template per start, so a template that runs twice creates nothing twice.
    CREATE UNIQUE INDEX raids_unique_auto_date ON raids (auto_raid_id, date) WHERE auto_raid_id IS NOT NULL;

    CREATE TABLE records (
      id serial PRIMARY KEY,
      raid_id integer NOT NULL,
      raid_size smallint NOT NULL,
      char_id integer NOT NULL REFERENCES characters(id),
      user_id text NOT NULL REFERENCES users(id),
      slot smallint NOT NULL DEFAULT 0,
      spec_id integer NOT NULL,
      role smallint NOT NULL CHECK (role IN (1, 2, 3)),
      leader boolean NOT NULL DEFAULT false,
      byer boolean NOT NULL DEFAULT false,
      logs real,
      ilvl integer,
      status text CHECK (status IN ('tentative', 'late', 'absence')),
      answers jsonb NOT NULL DEFAULT '{}',
      -- Set while the character is held by the roster of a similar raid; the record is hidden meanwhile.
      suspended_by_raid_id integer REFERENCES raids(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      FOREIGN KEY (raid_id, raid_size) REFERENCES raids (id, size) ON DELETE CASCADE ON UPDATE CASCADE,
      CHECK (slot BETWEEN 0 AND raid_size),
      CHECK (leader = false OR slot > 0),
      UNIQUE (raid_id, char_id)
    );
    CREATE UNIQUE INDEX records_one_per_slot ON records (raid_id, slot) WHERE slot > 0;
    CREATE INDEX records_by_char ON records (char_id);
    CREATE INDEX records_by_user ON records (user_id);

    CREATE TABLE change_requests (
      id serial PRIMARY KEY,
      raid_id integer NOT NULL REFERENCES raids(id) ON DELETE CASCADE,
      record_id integer REFERENCES records(id) ON DELETE CASCADE,
      char_id integer NOT NULL REFERENCES characters(id),
      new_char_id integer REFERENCES characters(id),
      requested_by text NOT NULL REFERENCES users(id),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'accepted', 'declined')),
      reason text CHECK (char_length(reason) <= 300),
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz
    );
    CREATE UNIQUE INDEX change_requests_one_active ON change_requests (char_id) WHERE status = 'active';

    CREATE TABLE history (
      id serial PRIMARY KEY,
      raid_id integer NOT NULL REFERENCES raids(id) ON DELETE CASCADE,
      user_id text REFERENCES users(id),
      event text NOT NULL CHECK (event IN ('createRaid', 'cancelRaid', 'changeDate', 'cancelRecord', 'editChar',
        'changeRequest', 'changeRequestAdd', 'editSpec', 'deleteChar')),
      prev_char_name text,
      prev_role smallint,
      prev_class text,
      prev_spec text,
      prev_image text,
      prev_image2 text,
      next_char_name text,
      next_role smallint,
      next_class text,
      next_spec text,
      next_image text,
      next_image2 text,
      misc text,
      misc2 text,
      text text CHECK (char_length(text) <= 300),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX history_by_raid ON history (raid_id, created_at);

    CREATE TABLE wcl_cache (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE wcl_cache, history, change_requests, records, raids, auto_raids, characters, questions,
      guild_schedule_channels, guild_leader_roles, guilds, sessions, users CASCADE;
  `.execute(db);
}
