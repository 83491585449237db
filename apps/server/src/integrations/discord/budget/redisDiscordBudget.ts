import { connectFailFastRedis } from '../../../http/failFastRedis.js';
import { FIRST_ANSWER_MS, FIRST_ANSWER_POLL_MS, type DiscordBudgetStore } from './discordBudget.js';

/** Redis's own clock in milliseconds: every process reads the same one. */
const NOW = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** The same steps as pgDiscordBudget.ts, each one atomic script. Buckets are hashes; idle ones expire. */
const TAKE = `${NOW}
local b = redis.call('HMGET', KEYS[1], 'limit', 'remaining', 'resets_at', 'window_ms', 'server_reset')
if not b[1] then
  redis.call('HSET', KEYS[1], 'bucket', '', 'limit', 1, 'remaining', 0, 'resets_at', now + tonumber(ARGV[1]),
    'window_ms', 0, 'server_reset', 0, 'left_window', 0)
  redis.call('PEXPIRE', KEYS[1], 3600000)
  return 0
end
local resets = tonumber(b[3])
if resets <= now then
  redis.call('HSET', KEYS[1], 'remaining', tonumber(b[1]) - 1, 'resets_at', now + tonumber(b[4]), 'left_window', b[5])
  return 0
end
local remaining = tonumber(b[2])
if remaining > 0 then
  redis.call('HSET', KEYS[1], 'remaining', remaining - 1)
  return 0
end
if tonumber(b[5]) == 0 then return tonumber(ARGV[2]) end
return math.ceil(resets - now)`;

const LEARN = `${NOW}
local limit, remaining, resetAfter, reset = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local b = redis.call('HMGET', KEYS[1], 'remaining', 'resets_at', 'window_ms', 'server_reset', 'left_window')
if not b[1] or tonumber(b[4]) == 0 then
  redis.call('HSET', KEYS[1], 'bucket', ARGV[1], 'limit', limit, 'remaining', remaining, 'resets_at', now + resetAfter,
    'window_ms', resetAfter, 'server_reset', reset, 'left_window', 0)
else
  redis.call('HSET', KEYS[1], 'bucket', ARGV[1], 'limit', limit, 'window_ms', math.max(tonumber(b[3]), resetAfter),
    'server_reset', math.max(tonumber(b[4]), reset))
  if reset > tonumber(b[5]) then
    redis.call('HSET', KEYS[1], 'remaining', math.min(tonumber(b[1]), remaining),
      'resets_at', math.max(tonumber(b[2]), now + resetAfter))
  end
end
redis.call('PEXPIRE', KEYS[1], 3600000)`;

const BOOK = `${NOW}
local interval = tonumber(ARGV[1])
local slot = math.max(tonumber(redis.call('HGET', KEYS[1], 'next_slot') or '0'), now)
redis.call('HSET', KEYS[1], 'next_slot', slot + interval)
redis.call('PEXPIRE', KEYS[1], 3600000)
return math.ceil(slot - now)`;

const HOLD = `${NOW}
local untilMs = now + tonumber(ARGV[1])
local b = redis.call('HMGET', KEYS[1], 'next_slot', 'held_until')
redis.call('HSET', KEYS[1], 'next_slot', math.max(tonumber(b[1] or '0'), untilMs),
  'held_until', math.max(tonumber(b[2] or '0'), untilMs))
redis.call('PEXPIRE', KEYS[1], 3600000)`;

const FORGET = `redis.call('DEL', KEYS[1])`;

const HELD = `${NOW}
return math.max(0, math.ceil(tonumber(redis.call('HGET', KEYS[1], 'held_until') or '0') - now))`;

export interface RedisDiscordBudget {
  store: DiscordBudgetStore;
  close: () => Promise<void>;
}

/**
 * The shared budget in Redis, for a deployment that has one (REDIS_URL): keys under the deployment's
 * REDIS_STREAM name. While Redis is away a step is counted by `fallback`, the PostgreSQL store, so the
 * processes still share one budget (the same rule as the HTTP rate limits, redisRateLimitStore.ts).
 */
export async function connectRedisDiscordBudget(
  url: string,
  namespace: string,
  warn: (message: string, error: unknown) => void,
  fallback: DiscordBudgetStore,
): Promise<RedisDiscordBudget> {
  const client = await connectFailFastRedis(url, (error) =>
    warn('redis (discord budget) connection error', error),
  );

  let fallingBack = false;
  client.on('ready', () => (fallingBack = false));
  const run = async <T>(
    script: string,
    key: string,
    args: string[],
    orElse: () => Promise<T>,
  ): Promise<T> => {
    if (client.isReady) {
      try {
        return (await client.eval(script, { keys: [`${namespace}:discord:${key}`], arguments: args })) as T;
      } catch (error) {
        if (!fallingBack) warn('discord budget counted in PostgreSQL: redis did not answer', error);
        fallingBack = true;
      }
    }
    return orElse();
  };

  const store: DiscordBudgetStore = {
    takeFromBucket: (key) =>
      run(TAKE, `bucket:${key}`, [String(FIRST_ANSWER_MS), String(FIRST_ANSWER_POLL_MS)], () =>
        fallback.takeFromBucket(key),
      ),
    forgetBucket: async (key) => {
      await run(FORGET, `bucket:${key}`, [], () => fallback.forgetBucket(key));
    },
    bookGlobalSlot: (bot, intervalMs) =>
      run(BOOK, `global:${bot}`, [String(intervalMs)], () => fallback.bookGlobalSlot(bot, intervalMs)),
    learnBucket: async (key, headers) => {
      const args = [headers.bucket, headers.limit, headers.remaining, headers.resetAfterMs, headers.reset];
      await run(LEARN, `bucket:${key}`, args.map(String), () => fallback.learnBucket(key, headers));
    },
    holdGlobal: async (bot, ms) => {
      await run(HOLD, `global:${bot}`, [String(ms)], () => fallback.holdGlobal(bot, ms));
    },
    globalHoldLeft: (bot) => run(HELD, `global:${bot}`, [], () => fallback.globalHoldLeft(bot)),
  };
  return { store, close: () => client.close() };
}
