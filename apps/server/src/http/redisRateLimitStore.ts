import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { connectFailFastRedis } from './failFastRedis.js';

/**
 * Counts a hit and answers `[hits, milliseconds left]`. The window starts with the first hit; a key found
 * without an expiry (which only a crash mid-write elsewhere could leave) gets one, so nobody is locked out.
 */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

interface RedisRateLimitStore {
  store: FastifyRateLimitStoreCtor;
  close: () => Promise<void>;
}

/**
 * @fastify/rate-limit's store on Redis (its own store speaks ioredis; the project's client is node-redis), one
 * atomic script per hit. Keys live under the deployment's REDIS_STREAM name, so processes of one deployment share
 * counts and another deployment on the same Redis does not. A connection of its own, unlike the live events':
 * those queue while Redis is away, whereas a rate limit check must fail fast instead. While Redis is away (or
 * does not answer a hit in time) the hit is counted by `fallback`, the PostgreSQL store, so the limits stay on
 * and stay shared by every process (docs/decisions.md, "Rate limits while Redis is away").
 */
export async function connectRedisRateLimitStore(
  url: string,
  namespace: string,
  log: FastifyBaseLogger,
  fallback: FastifyRateLimitStoreCtor,
): Promise<RedisRateLimitStore> {
  const client = await connectFailFastRedis(url, (error) =>
    log.warn({ err: error }, 'redis (rate limits) connection error'),
  );
  const prefix = `${namespace}:rate:`;

  const hit = async (key: string, windowMs: number) => {
    const [hits, ttl] = (await client.eval(HIT, {
      keys: [prefix + key],
      arguments: [String(windowMs)],
    })) as [number, number];
    return { current: hits, ttl };
  };

  // Told once per outage, not once per request.
  let fallingBack = false;
  client.on('ready', () => (fallingBack = false));
  const fallBack = (error: unknown) => {
    if (fallingBack) return;
    fallingBack = true;
    log.warn({ err: error }, 'rate limits counted in PostgreSQL: redis did not answer');
  };

  const store = class RedisStore implements FastifyRateLimitStore {
    private readonly fallback: FastifyRateLimitStore;

    constructor(options: ConstructorParameters<FastifyRateLimitStoreCtor>[0]) {
      this.fallback = new fallback(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!client.isReady) {
        fallBack(new Error('redis is not connected'));
        this.fallback.incr(key, callback, timeWindow, max);
        return;
      }
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          fallBack(error);
          this.fallback.incr(key, callback, timeWindow, max);
        },
      );
    }

    // Each limit's keys carry its name already (rateLimiting.ts), so a route's child is the same store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
  return {
    store,
    close: async () => {
      await client.close();
    },
  };
}
