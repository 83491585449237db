import type { z } from 'zod';
import { ApiError, errorFromAnswer } from './apiError.js';
import { takePreloadedAnswer } from './preloadedAnswers.js';
import { requestContext } from './requestContext.js';

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** The address of a call with its query (and the page's expansion), also for links that download a file. */
export function address(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const { subdomain } = requestContext();
  if (subdomain) params.set('subdomain', subdomain);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Where calls go instead of the network: the server's own routes while it renders a page (entry-server.tsx). */
let transport: typeof fetch | null = null;

export function sendCallsThrough(send: typeof fetch | null): void {
  transport = send;
}

/**
 * The answer is typed by the caller, not checked: the server writes every answer through a serializer built
 * from the domain's zod schema, from handlers type-checked against the same schema, so checking it again here
 * would only add zod to the page (docs/decisions.md, "Web performance").
 */
async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    const preloaded = init.method === 'GET' && !transport ? await takePreloadedAnswer(url) : null;
    // A preloaded error is asked again: its message would be in the browser's language, not the page's.
    response =
      preloaded?.ok === true
        ? preloaded
        : await (transport ?? fetch)(url, {
            ...init,
            credentials: 'include',
            headers: {
              accept: 'application/json',
              'accept-language': requestContext().language,
              ...init.headers,
            },
          });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    console.error('backend query error', url, error);
    throw new ApiError('network', 0);
  }
  const body: unknown = await response.json().catch((error: unknown) => {
    // A query cancelled while its body was read (a refetch replaced it) is not a broken answer.
    if (init.signal?.aborted) throw error;
    return undefined;
  });
  if (!response.ok) throw errorFromAnswer(response.status, body);
  // Not JSON at all: a proxy's error page, or an address that is not the API.
  if (body === undefined) {
    console.error('unexpected answer', url);
    throw new ApiError('invalidAnswer', response.status);
  }
  return body as T;
}

/** GET a JSON answer of the domain schema's type `T`. */
export function apiGet<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return call<T>(address(path, query), { method: 'GET', signal: signal ?? null });
}

/** POST a JSON payload; the answer is of the domain schema's type `T`. */
export function apiPost<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return call<T>(address(path, undefined), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: signal ?? null,
  });
}

/** The type of an answer a domain schema describes: types only, so no zod reaches the page. */
export type AnswerOf<S extends z.ZodType> = z.output<S>;
