import { type Kysely, sql } from 'kysely';

/**
 * The bot's Discord request budget, shared by every server process (integrations/discord/pgDiscordBudget.ts).
 * discord_rate_buckets: per route and major parameter, what Discord's X-RateLimit-* headers told of its
 * bucket: the limit, what is left in the present window and when it resets; `server_reset` is the window's
 * X-RateLimit-Reset (Discord's clock) and `left_window` the one the budget has moved past, whose late answers
 * no longer count. discord_global_budget: the next free slot under the bot's global limit, and until when a global 429
 * holds the bot. UNLOGGED, like the
 * HTTP counters: losing them in a crash costs one window of caution, nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A claimed item's lease was its not_before alone, which a new request of the same raid moves back to "soon":
  // then a second process could claim the item while the first still edited the post, and the older edit could
  // land last. The lease now also has its own column, which requests leave alone.
  await sql`ALTER TABLE discord_outbox ADD COLUMN leased_until timestamptz`.execute(db);
  await sql`
    CREATE UNLOGGED TABLE discord_rate_buckets (
      key text PRIMARY KEY,
      bucket text NOT NULL,
      request_limit integer NOT NULL,
      remaining integer NOT NULL,
      resets_at timestamptz NOT NULL,
      window_ms double precision NOT NULL,
      server_reset double precision NOT NULL,
      left_window double precision NOT NULL DEFAULT 0
    ) WITH (fillfactor = 70);
  `.execute(db);
  await sql`
    CREATE UNLOGGED TABLE discord_global_budget (
      bot text PRIMARY KEY,
      next_slot timestamptz NOT NULL,
      held_until timestamptz
    ) WITH (fillfactor = 70);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE discord_outbox DROP COLUMN leased_until`.execute(db);
  await sql`DROP TABLE discord_global_budget;`.execute(db);
  await sql`DROP TABLE discord_rate_buckets;`.execute(db);
}
