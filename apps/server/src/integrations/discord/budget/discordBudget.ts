/**
 * The bot's request budget at Discord, one for all server processes (https://discord.com/developers/docs/topics/
 * rate-limits): each route's bucket as its X-RateLimit-* headers describe it, and the global limit of 50
 * requests a second per bot. A store keeps both where every process reads them (PostgreSQL, or Redis when the
 * deployment has one), so two processes together stay inside the limits one process would.
 */

/** How long the first request of a route holds the others back at most, if its answer never comes. */
export const FIRST_ANSWER_MS = 5_000;
/** How often a request waiting for a route's first answer asks again. */
export const FIRST_ANSWER_POLL_MS = 25;

/** What an answer's X-RateLimit-* headers tell of its route's bucket. */
export interface BucketHeaders {
  /** X-RateLimit-Bucket: Discord's id of the limit. */
  bucket: string;
  limit: number;
  remaining: number;
  /** X-RateLimit-Reset-After in milliseconds. */
  resetAfterMs: number;
  /** X-RateLimit-Reset: when the window ends on Discord's clock (epoch seconds); it names the window. */
  reset: number;
}

export interface DiscordBudgetStore {
  /**
   * Takes one request from the route's bucket: answers 0 when taken, else how long to wait before asking
   * again (until the window resets). Of a route not heard of yet one request is granted; the others wait for
   * its answer, which tells the bucket's limit.
   */
  takeFromBucket(key: string): Promise<number>;
  /** Books the bot's next slot, `intervalMs` after the one before it: answers how long to wait for it. */
  bookGlobalSlot(bot: string, intervalMs: number): Promise<number>;
  /** Keeps what an answer's headers told of the route's bucket. */
  learnBucket(key: string, headers: BucketHeaders): Promise<void>;
  /** An answer without rate-limit headers: nothing is known of the route's bucket. */
  forgetBucket(key: string): Promise<void>;
  /** Discord said the bot is past its global limit: no slot before `ms` from now. */
  holdGlobal(bot: string, ms: number): Promise<void>;
  /** How long the bot is still held by a global 429 (0 when it is not). */
  globalHoldLeft(bot: string): Promise<number>;
}

function headerNumber(headers: Headers, name: string): number | null {
  const text = headers.get(name);
  const value = text === null ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The bucket an answer describes, or null when it carries no (complete) rate-limit headers. */
export function bucketHeaders(headers: Headers): BucketHeaders | null {
  const bucket = headers.get('x-ratelimit-bucket');
  const limit = headerNumber(headers, 'x-ratelimit-limit');
  const remaining = headerNumber(headers, 'x-ratelimit-remaining');
  const resetAfter = headerNumber(headers, 'x-ratelimit-reset-after');
  const reset = headerNumber(headers, 'x-ratelimit-reset');
  if (bucket === null || limit === null || remaining === null || resetAfter === null || reset === null)
    return null;
  return { bucket, limit, remaining, resetAfterMs: resetAfter * 1000, reset };
}

/** Discord's top-level resources: a route's limit is counted per channel, guild or webhook (and token). */
const TOP_LEVEL = new Set(['channels', 'guilds', 'webhooks']);
const SNOWFLAKE = /^\d{15,22}$/;

/**
 * The key of a request's bucket: its method and route, the top-level resource's id kept and every other id
 * left out, e.g. `PATCH /channels/330000000000000001/messages/:id`.
 */
export function bucketKey(method: string, url: string): string {
  const path = new URL(url).pathname.replace(/^\/api(\/v\d+)?/, '');
  const parts = path.split('/');
  const top = TOP_LEVEL.has(parts[1] ?? '');
  const route = parts
    .map((part, i) => {
      if (top && (i === 2 || (parts[1] === 'webhooks' && i === 3))) return part;
      return SNOWFLAKE.test(part) ? ':id' : part;
    })
    .join('/');
  return `${method.toUpperCase()} ${route}`;
}
