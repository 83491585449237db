import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import {
  FIRST_ANSWER_MS,
  FIRST_ANSWER_POLL_MS,
  type BucketHeaders,
  type DiscordBudgetStore,
} from './discordBudget.js';

/**
 * The shared budget in PostgreSQL (migration 0021): one statement per step, each atomic on its row, so
 * processes that ask at once queue on the row for a moment and never both take the last request of a window.
 * Times run on the database's clock, the one every process agrees on.
 */

/**
 * Takes one request from a bucket already in the table: answers the wait (0 when taken), or null when the
 * bucket is not there. A window that has ended starts afresh (its length as Discord last told it) and the old
 * one is left: answers from it that arrive late say nothing of the new one.
 */
async function takeFromKnownBucket(db: Db, key: string): Promise<number | null> {
  const { rows } = await sql<{ wait_ms: number }>`
    WITH old AS (
      SELECT key, remaining, resets_at, resets_at <= now() AS ended, server_reset = 0 AS first_on_its_way
      FROM discord_rate_buckets WHERE key = ${key} FOR UPDATE
    )
    UPDATE discord_rate_buckets bucket SET
      remaining = CASE WHEN old.ended THEN bucket.request_limit - 1 ELSE greatest(old.remaining - 1, 0) END,
      resets_at = CASE WHEN old.ended THEN now() + make_interval(secs => bucket.window_ms / 1000)
                  ELSE old.resets_at END,
      left_window = CASE WHEN old.ended THEN bucket.server_reset ELSE bucket.left_window END
    FROM old WHERE bucket.key = old.key
    RETURNING CASE WHEN old.ended OR old.remaining > 0 THEN 0
              WHEN old.first_on_its_way THEN ${FIRST_ANSWER_POLL_MS}
              ELSE ceil(extract(epoch FROM old.resets_at - now()) * 1000)::integer END AS wait_ms
  `.execute(db);
  return rows[0]?.wait_ms ?? null;
}

export function pgDiscordBudget(db: Db): DiscordBudgetStore {
  return {
    async takeFromBucket(key) {
      for (;;) {
        const taken = await takeFromKnownBucket(db, key);
        if (taken !== null) return taken;
        // A route nobody has called yet: one request goes first and the others wait for its answer, which tells
        // the bucket's limit (requests sent before it was known would not be counted).
        const { rows } = await sql`
          INSERT INTO discord_rate_buckets AS bucket
            (key, bucket, request_limit, remaining, resets_at, window_ms, server_reset)
          VALUES (${key}, '', 1, 0, now() + make_interval(secs => ${FIRST_ANSWER_MS}::double precision / 1000), 0, 0)
          ON CONFLICT (key) DO NOTHING RETURNING key
        `.execute(db);
        if (rows.length > 0) return 0;
      }
    },

    async forgetBucket(key) {
      await sql`DELETE FROM discord_rate_buckets WHERE key = ${key}`.execute(db);
    },

    async bookGlobalSlot(bot, intervalMs) {
      const { rows } = await sql<{ wait_ms: number }>`
        INSERT INTO discord_global_budget AS budget (bot, next_slot)
        VALUES (${bot}, now() + make_interval(secs => ${intervalMs}::double precision / 1000))
        ON CONFLICT (bot) DO UPDATE SET
          next_slot = greatest(budget.next_slot, now()) + make_interval(secs => ${intervalMs}::double precision / 1000)
        RETURNING greatest(0, ceil(extract(epoch FROM next_slot - now()) * 1000 - ${intervalMs}))::integer AS wait_ms
      `.execute(db);
      return rows[0]?.wait_ms ?? 0;
    },

    async learnBucket(key, headers: BucketHeaders) {
      // The route's first answer: it tells the bucket as it is, since its request was the only one on its way.
      // Within the window: what is left is the lesser of what Discord saw and what the processes took (requests
      // still on their way are not in Discord's count yet). A later window of Discord's moves the reset on.
      await sql`
        INSERT INTO discord_rate_buckets AS bucket
          (key, bucket, request_limit, remaining, resets_at, window_ms, server_reset)
        VALUES (${key}, ${headers.bucket}, ${headers.limit}, ${headers.remaining},
          now() + make_interval(secs => ${headers.resetAfterMs}::double precision / 1000),
          ${headers.resetAfterMs}, ${headers.reset})
        ON CONFLICT (key) DO UPDATE SET
          bucket = excluded.bucket,
          request_limit = excluded.request_limit,
          window_ms = greatest(bucket.window_ms, excluded.window_ms),
          remaining = CASE WHEN bucket.server_reset = 0 THEN excluded.remaining
                      WHEN excluded.server_reset <= bucket.left_window THEN bucket.remaining
                      ELSE least(bucket.remaining, excluded.remaining) END,
          resets_at = CASE WHEN bucket.server_reset = 0 THEN excluded.resets_at
                      WHEN excluded.server_reset <= bucket.left_window THEN bucket.resets_at
                      ELSE greatest(bucket.resets_at, excluded.resets_at) END,
          server_reset = greatest(bucket.server_reset, excluded.server_reset)
      `.execute(db);
    },

    async holdGlobal(bot, ms) {
      await sql`
        INSERT INTO discord_global_budget AS budget (bot, next_slot, held_until)
        VALUES (${bot}, now() + make_interval(secs => ${ms}::double precision / 1000),
          now() + make_interval(secs => ${ms}::double precision / 1000))
        ON CONFLICT (bot) DO UPDATE SET
          next_slot = greatest(budget.next_slot, excluded.next_slot),
          held_until = greatest(budget.held_until, excluded.held_until)
      `.execute(db);
    },

    async globalHoldLeft(bot) {
      const { rows } = await sql<{ left_ms: number | null }>`
        SELECT ceil(extract(epoch FROM held_until - now()) * 1000)::integer AS left_ms
        FROM discord_global_budget WHERE bot = ${bot}
      `.execute(db);
      return Math.max(0, rows[0]?.left_ms ?? 0);
    },
  };
}
