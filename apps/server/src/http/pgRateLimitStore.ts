import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Ended windows are deleted this often (per process); until then a stale row is simply restarted by its next hit. */
const SWEEP_EVERY_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's store on PostgreSQL (table rate_limit_counters, migration 0007): one atomic upsert per
 * hit counts it and answers the count and the time left in its window, so every process on the database shares
 * the count with no read-then-write race (parallel hits of one key wait on its row for a moment). Windows run on
 * the database's clock, the one clock every process agrees on.
 */
export function pgRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  const sweep = () => {
    lastSweep = Date.now();
    sql`DELETE FROM rate_limit_counters WHERE resets_at < now()`
      .execute(db)
      .catch((error: unknown) => log.warn({ err: error }, 'rate limit sweep failed'));
  };

  const hit = async (key: string, windowMs: number) => {
    const { rows } = await sql<{ hits: number; ttl: number }>`
      INSERT INTO rate_limit_counters AS counter (key, hits, resets_at)
      VALUES (${key}, 1, now() + make_interval(secs => ${windowMs}::double precision / 1000))
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN counter.resets_at <= now() THEN 1 ELSE counter.hits + 1 END,
        resets_at = CASE WHEN counter.resets_at <= now() THEN excluded.resets_at ELSE counter.resets_at END
      RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl
    `.execute(db);
    const row = rows[0];
    if (!row) throw new Error('rate limit upsert answered no row');
    return { current: row.hits, ttl: row.ttl };
  };

  return class PgRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) sweep();
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each limit's keys carry its name already (rateLimiting.ts), so a route's child is the same store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
