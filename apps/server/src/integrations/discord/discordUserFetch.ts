/**
 * The calls Discord answers for a user's own token (OAuth2 token exchange, the user and their servers): fetch
 * with the rules @discordjs/rest applies to the bot's calls.
 */

/** Discord answered an OAuth2 / user-token call with an error. */
export class DiscordOAuthError extends Error {
  constructor(
    readonly status: number,
    /** OAuth2's `error` (e.g. invalid_grant) or the API's numeric `code`. */
    readonly code: string | number,
    readonly body: unknown,
    readonly path: string,
  ) {
    super(`Discord ${path} answered ${status}${code === '' ? '' : ` (${code})`}`);
    this.name = 'DiscordOAuthError';
  }
}

export interface UserFetchOptions {
  apiUrl: string;
  timeoutMs: number;
  retries: number;
  maxRateLimitWaitMs: number;
  /**
   * When each route's bucket (per token) next has room, from the answers' X-RateLimit-Remaining and
   * X-RateLimit-Reset-After: Discord asks clients to "locally prevent exceeding the limits" rather than meet 429s.
   */
  exhausted: Map<string, number>;
}

export interface UserCallInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Buckets remembered at most: one per user token that ran one out; the oldest is forgotten first. */
const MAX_EXHAUSTED = 10_000;

/** Notes when the bucket answered its last request, so the next call waits for its reset instead of a 429. */
function rememberExhausted(exhausted: Map<string, number>, bucket: string, headers: Headers): void {
  const resetAfter = Number(headers.get('x-ratelimit-reset-after'));
  exhausted.delete(bucket);
  if (headers.get('x-ratelimit-remaining') !== '0' || !Number.isFinite(resetAfter)) return;
  exhausted.set(bucket, Date.now() + resetAfter * 1000);
  const oldest = exhausted.keys().next();
  if (exhausted.size > MAX_EXHAUSTED && !oldest.done) exhausted.delete(oldest.value);
}

/**
 * fetch with the same rules as the REST library: keep within the rate-limit headers, wait out a 429 (per route
 * or global, its `retry_after`), retry a 5xx or a network error.
 */
export async function discordUserFetch<T>(
  options: UserFetchOptions,
  route: string,
  init: UserCallInit,
): Promise<T> {
  const url = `${options.apiUrl}/v10${route}`;
  const bucket = `${init.method} ${route.split('?')[0] ?? route} ${init.headers.Authorization ?? ''}`;
  for (let attempt = 0; ; attempt++) {
    const freeAt = options.exhausted.get(bucket) ?? 0;
    if (freeAt > Date.now()) await sleep(freeAt - Date.now());
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      if (attempt < options.retries) continue;
      throw error;
    }
    rememberExhausted(options.exhausted, bucket, res.headers);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text for the error
    }
    if (res.ok) return body as T;
    if (res.status === 429) {
      const fromBody =
        typeof body === 'object' && body !== null
          ? Number((body as { retry_after?: unknown }).retry_after)
          : NaN;
      const seconds = Number.isFinite(fromBody) ? fromBody : Number(res.headers.get('retry-after') ?? 1);
      const waitMs = Math.max(0, seconds * 1000) + 50;
      if (waitMs <= options.maxRateLimitWaitMs) {
        await sleep(waitMs);
        attempt--; // like @discordjs/rest, a rate limit is not a failed attempt
        continue;
      }
    } else if (res.status >= 500 && attempt < options.retries) {
      continue;
    }
    const data =
      typeof body === 'object' && body !== null ? (body as { error?: unknown; code?: unknown }) : {};
    const code = typeof data.error === 'string' ? data.error : typeof data.code === 'number' ? data.code : '';
    throw new DiscordOAuthError(res.status, code, body, route);
  }
}
