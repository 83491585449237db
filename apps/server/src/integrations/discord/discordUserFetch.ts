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
}

export interface UserCallInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** fetch with the same rules as the REST library: wait out a 429, retry a 5xx or a network error. */
export async function discordUserFetch<T>(
  options: UserFetchOptions,
  route: string,
  init: UserCallInit,
): Promise<T> {
  const url = `${options.apiUrl}/v10${route}`;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      if (attempt < options.retries) continue;
      throw error;
    }
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
