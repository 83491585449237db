import { createHash } from 'node:crypto';
import { bucketHeaders, bucketKey, type DiscordBudgetStore } from './discordBudget.js';

export interface BudgetOptions {
  store: DiscordBudgetStore;
  /**
   * The requests a second the bot allows itself across all processes. Discord's global limit is 50; the slots
   * are spaced evenly, and a margin below 50 absorbs the jitter between sending and arriving.
   */
  globalPerSecond: number;
  /** The time limit of one request once it is on its way (waiting for the budget is not counted). */
  timeoutMs: number;
}

/** What @discordjs/rest passes to its `makeRequest` and reads back (fetch's shapes fit). */
type MakeRequest = (url: string, init: RequestInit) => Promise<Response>;

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

function authorizationOf(init: RequestInit): string | null {
  return new Headers(init.headers).get('authorization');
}

/** The seconds a 429 asks to wait: its body's `retry_after` (a float), else the Retry-After header. */
async function retryAfterMs(response: Response): Promise<{ ms: number; global: boolean }> {
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { retry_after?: unknown; global?: unknown };
  const seconds = Number(body.retry_after ?? response.headers.get('retry-after') ?? 1);
  return {
    ms: (Number.isFinite(seconds) ? seconds : 1) * 1000,
    global: body.global === true || response.headers.get('x-ratelimit-global') === 'true',
  };
}

/**
 * The bot's requests, sent within the budget every process shares: each first takes one request from its
 * route's bucket (waiting for the window's reset when the bucket is spent) and then a slot under the global
 * limit; each answer's rate-limit headers are kept for all processes. A 429 that comes anyway (another client
 * of the same bot, a shared resource) is recorded too, as a spent bucket or, with the global flag, a pause of
 * the whole bot, before @discordjs/rest waits its retry_after and sends the request again through here.
 * Requests without the bot's token (an interaction's webhook) are not the bot's budget: Discord leaves them out
 * of the global limit, and their token is theirs alone.
 */
export function budgetedRequest(options: BudgetOptions): MakeRequest {
  const { store } = options;
  const intervalMs = 1000 / options.globalPerSecond;
  const bots = new Map<string, string>();
  // The token is not stored: the budget's key is a digest of it.
  const botOf = (authorization: string) => {
    let bot = bots.get(authorization);
    if (!bot) {
      bot = createHash('sha256').update(authorization).digest('hex').slice(0, 24);
      bots.set(authorization, bot);
    }
    return bot;
  };

  const send = (url: string, init: RequestInit) => {
    // @discordjs/rest's own signal runs from before the wait; this request's time limit starts now.
    const signals = [AbortSignal.timeout(options.timeoutMs), ...(init.signal ? [init.signal] : [])];
    return fetch(url, { ...init, signal: AbortSignal.any(signals) }).catch((error: unknown) => {
      // @discordjs/rest sends again after an AbortError; a timeout is one.
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new DOMException('The request timed out', 'AbortError');
      throw error;
    });
  };

  return async (url, init) => {
    const authorization = authorizationOf(init);
    if (!authorization?.startsWith('Bot ')) return send(url, init);
    const bot = botOf(authorization);
    const key = bucketKey(init.method ?? 'GET', url);
    for (;;) {
      const wait = await store.takeFromBucket(key);
      if (wait <= 0) break;
      await sleep(wait, init.signal);
    }
    for (;;) {
      const slot = await store.bookGlobalSlot(bot, intervalMs);
      if (slot <= 0) break;
      await sleep(slot, init.signal);
      // A global 429 that came while this request waited for its slot holds it too.
      const held = await store.globalHoldLeft(bot);
      if (held <= 0) break;
      await sleep(held, init.signal);
    }

    const response = await send(url, init);
    const bucket = bucketHeaders(response.headers);
    if (response.status === 429) {
      const { ms, global } = await retryAfterMs(response);
      if (global) await store.holdGlobal(bot, ms);
      else
        await store.learnBucket(key, {
          bucket: bucket?.bucket ?? key,
          limit: bucket?.limit ?? 1,
          remaining: 0,
          resetAfterMs: Math.max(ms, bucket?.resetAfterMs ?? 0),
          reset: bucket?.reset ?? (Date.now() + ms) / 1000,
        });
    } else if (bucket) {
      await store.learnBucket(key, bucket);
    } else {
      await store.forgetBucket(key);
    }
    return response;
  };
}
