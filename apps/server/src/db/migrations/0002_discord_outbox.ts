import { type Kysely, sql } from 'kysely';

/**
 * The bot's work waits in a table, not in memory, so a Discord outage or a restart loses nothing. One pending
 * message sync and one pending event sync per raid (a partial unique index) is what coalesces bursts of
 * changes into one edit; `version` grows with every new request so a sync that ran while the raid changed again
 * is repeated. `discord_message_status` is the raid status the posted message last showed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE discord_outbox (
      id serial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('raidMessage', 'raidEvent', 'directMessage')),
      raid_id integer REFERENCES raids(id) ON DELETE CASCADE,
      user_id text,
      content text,
      version integer NOT NULL DEFAULT 0,
      not_before timestamptz NOT NULL DEFAULT clock_timestamp(),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      CHECK (kind = 'directMessage' OR raid_id IS NOT NULL),
      CHECK (kind <> 'directMessage' OR (user_id IS NOT NULL AND content IS NOT NULL))
    );
    CREATE UNIQUE INDEX discord_outbox_one_sync_per_raid ON discord_outbox (kind, raid_id)
      WHERE kind IN ('raidMessage', 'raidEvent');
    CREATE INDEX discord_outbox_due ON discord_outbox (not_before);

    ALTER TABLE raids ADD COLUMN discord_message_status text
      CHECK (discord_message_status IN ('active', 'completed', 'canceled'));
    CREATE INDEX raids_posted_awaiting_completion ON raids (date)
      WHERE discord_message IS NOT NULL AND discord_message_status = 'active';
  `.execute(db);
}
