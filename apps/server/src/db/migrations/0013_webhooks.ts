import { type Kysely, sql } from 'kysely';

/**
 * Webhooks (issue 17): a Discord server's managers register addresses that are told, by a signed POST, when its
 * raids change. Every delivery is a row and every try of it another, so Settings can show what was sent and
 * what the receiver answered; retries and the 24-hour switch-off are decided from these rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webhooks (
      id serial PRIMARY KEY,
      guild_id text NOT NULL REFERENCES guilds (id) ON DELETE CASCADE,
      owner_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      url text NOT NULL CHECK (length(url) <= 500),
      events text[] NOT NULL CHECK (cardinality(events) BETWEEN 1 AND 5),
      -- Kept as it is, not hashed: every delivery is signed with it.
      secret text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      -- The first failure since the last success; 24 hours later the hook is switched off.
      failing_since timestamptz,
      disabled_for_failures boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhooks_guild ON webhooks (guild_id);

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      hook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
      event text NOT NULL,
      expansion text,
      raid_id integer REFERENCES raids (id) ON DELETE CASCADE,
      -- Written at the first try and sent unchanged on every retry, so a retry carries the same signature input.
      body text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX webhook_deliveries_hook ON webhook_deliveries (hook_id, created_at DESC);
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    -- Sign-up changes coalesce: while one waits untried, later changes of the raid join it.
    CREATE UNIQUE INDEX webhook_deliveries_waiting_signups ON webhook_deliveries (hook_id, raid_id)
      WHERE event = 'signup.changed' AND status = 'pending' AND attempts = 0;

    CREATE TABLE webhook_attempts (
      id serial PRIMARY KEY,
      delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      duration_ms integer NOT NULL,
      status_code integer,
      error text
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE webhook_attempts; DROP TABLE webhook_deliveries; DROP TABLE webhooks;`.execute(db);
}
