import { type Kysely, sql } from 'kysely';

/**
 * API tokens (issue 17): a Discord server's managers make tokens that call the API for that server. Only the
 * SHA-256 of each secret is kept. idempotency_keys holds the first answer of a creating call sent with an
 * `Idempotency-Key`, per caller, so a retry answers it again instead of acting twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_tokens (
      id serial PRIMARY KEY,
      guild_id text NOT NULL REFERENCES guilds (id) ON DELETE CASCADE,
      name text NOT NULL,
      scope text NOT NULL CHECK (scope IN ('read', 'write')),
      token_hash text NOT NULL UNIQUE,
      created_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    );
    CREATE INDEX api_tokens_guild ON api_tokens (guild_id, created_at);

    CREATE TABLE idempotency_keys (
      caller text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      started_at timestamptz NOT NULL,
      status integer,
      body text,
      PRIMARY KEY (caller, key)
    );
    CREATE INDEX idempotency_keys_started ON idempotency_keys (started_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE idempotency_keys;
    DROP TABLE api_tokens;
  `.execute(db);
}
