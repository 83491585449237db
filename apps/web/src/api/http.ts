import { ApiError, errorFromAnswer } from './apiError.js';
import { requestContext } from './requestContext.js';

/** A schema of the domain package (zod): the only thing the helper needs from it is `parse`. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

function address(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const { subdomain } = requestContext();
  if (subdomain) params.set('subdomain', subdomain);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function call<T>(url: string, schema: AnswerSchema<T>, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'include',
      headers: { accept: 'application/json', 'accept-language': requestContext().language, ...init.headers },
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
  try {
    return schema.parse(body);
  } catch (error) {
    console.error('unexpected answer', url, error);
    throw new ApiError('invalidAnswer', response.status);
  }
}

/** GET a JSON answer and check its shape against the domain schema. */
export function apiGet<T>(
  path: string,
  schema: AnswerSchema<T>,
  query?: QueryParams,
  signal?: AbortSignal,
): Promise<T> {
  return call(address(path, query), schema, { method: 'GET', signal: signal ?? null });
}

/** POST a JSON payload and check the answer's shape against the domain schema. */
export function apiPost<T>(
  path: string,
  schema: AnswerSchema<T>,
  payload: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return call(address(path, undefined), schema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    signal: signal ?? null,
  });
}

/** An answer that is a list of items of one schema, for calls whose list schema the domain does not name. */
export function arrayOf<T>(item: AnswerSchema<T>): AnswerSchema<T[]> {
  return {
    parse(data) {
      if (!Array.isArray(data)) throw new TypeError('expected an array');
      return data.map((entry) => item.parse(entry));
    },
  };
}
