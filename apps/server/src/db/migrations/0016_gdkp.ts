import { type Kysely, sql } from 'kysely';

/**
 * The GDKP ledger of a loot-bidding raid (issue 29). Prices are whole gold as typed; the split is computed on
 * read by the domain's splitGdkp, and only its pot is kept on the ledger (`pot_copper`, rewritten by every
 * ledger change) so the raid lists show it with one join. `version` grows with every change: the live event
 * carries it, so a client can tell an old answer from a new one. A ledger row is made on the first change.
 * A canceled raid keeps its sales (only a deleted raid takes them along). The raid's history takes the ledger's
 * events, and the bot's outbox messages in the raid's channel (the payouts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE gdkp_ledgers (
      raid_id integer PRIMARY KEY REFERENCES raids (id) ON DELETE CASCADE,
      rules jsonb NOT NULL,
      closed_at timestamptz,
      closed_by text REFERENCES users (id) ON DELETE SET NULL,
      version integer NOT NULL DEFAULT 0 CHECK (version >= 0),
      pot_copper bigint NOT NULL DEFAULT 0 CHECK (pot_copper >= 0)
    );

    CREATE TABLE gdkp_bankers (
      raid_id integer NOT NULL REFERENCES gdkp_ledgers (raid_id) ON DELETE CASCADE,
      user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      PRIMARY KEY (raid_id, user_id)
    );

    CREATE TABLE gdkp_sales (
      id serial PRIMARY KEY,
      raid_id integer NOT NULL REFERENCES gdkp_ledgers (raid_id) ON DELETE CASCADE,
      item_name text NOT NULL CHECK (length(item_name) BETWEEN 1 AND 200),
      item_id integer CHECK (item_id > 0),
      boss_id integer,
      buyer_record_id integer REFERENCES records (id) ON DELETE SET NULL,
      buyer_name text NOT NULL CHECK (length(buyer_name) BETWEEN 1 AND 100),
      price_gold integer NOT NULL CHECK (price_gold BETWEEN 0 AND 10000000),
      created_by text REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_by text REFERENCES users (id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX gdkp_sales_of_raid ON gdkp_sales (raid_id, id);
    CREATE INDEX gdkp_sales_of_record ON gdkp_sales (buyer_record_id) WHERE buyer_record_id IS NOT NULL;

    CREATE TABLE gdkp_participants (
      raid_id integer NOT NULL REFERENCES gdkp_ledgers (raid_id) ON DELETE CASCADE,
      record_id integer NOT NULL REFERENCES records (id) ON DELETE CASCADE,
      share text CHECK (share IN ('full', 'half', 'none')),
      forfeit text CHECK (forfeit IN ('late', 'leftEarly')),
      PRIMARY KEY (raid_id, record_id)
    );

    CREATE TABLE gdkp_paid (
      raid_id integer NOT NULL REFERENCES gdkp_ledgers (raid_id) ON DELETE CASCADE,
      participant_key text NOT NULL CHECK (length(participant_key) BETWEEN 3 AND 120),
      paid_by text REFERENCES users (id) ON DELETE SET NULL,
      paid_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (raid_id, participant_key)
    );

    CREATE TABLE gdkp_defaults (
      guild_id text PRIMARY KEY REFERENCES guilds (id) ON DELETE CASCADE,
      rules jsonb NOT NULL
    );

    ALTER TABLE history DROP CONSTRAINT history_event_check;
    ALTER TABLE history ADD CONSTRAINT history_event_check CHECK (event IN (
      'createRaid', 'cancelRaid', 'changeDate', 'cancelRecord', 'editChar',
      'changeRequest', 'changeRequestAdd', 'editSpec', 'deleteChar',
      'gdkpSale', 'gdkpSaleEdit', 'gdkpSaleDelete', 'gdkpRules', 'gdkpBankers', 'gdkpParticipant', 'gdkpPaid',
      'gdkpClose', 'gdkpReopen'
    ));

    ALTER TABLE discord_outbox DROP CONSTRAINT discord_outbox_kind_check;
    ALTER TABLE discord_outbox ADD CONSTRAINT discord_outbox_kind_check
      CHECK (kind IN ('raidMessage', 'raidEvent', 'directMessage', 'channelMessage'));
    ALTER TABLE discord_outbox ADD CONSTRAINT discord_outbox_channel_message_check
      CHECK (kind <> 'channelMessage' OR content IS NOT NULL);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM discord_outbox WHERE kind = 'channelMessage';
    DELETE FROM history WHERE event LIKE 'gdkp%';
    ALTER TABLE history DROP CONSTRAINT history_event_check;
    ALTER TABLE history ADD CONSTRAINT history_event_check CHECK (event IN ('createRaid', 'cancelRaid', 'changeDate', 'cancelRecord', 'editChar',
      'changeRequest', 'changeRequestAdd', 'editSpec', 'deleteChar'));
    ALTER TABLE discord_outbox DROP CONSTRAINT discord_outbox_channel_message_check;
    ALTER TABLE discord_outbox DROP CONSTRAINT discord_outbox_kind_check;
    ALTER TABLE discord_outbox ADD CONSTRAINT discord_outbox_kind_check
      CHECK (kind IN ('raidMessage', 'raidEvent', 'directMessage'));
    DROP TABLE gdkp_defaults, gdkp_paid, gdkp_participants, gdkp_sales, gdkp_bankers, gdkp_ledgers;
  `.execute(db);
}
