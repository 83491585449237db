/** Why a call failed: no answer at all, an error answer (`{ code, error }`), or an answer of the wrong shape. */
type ApiErrorKind = 'network' | 'http' | 'invalidAnswer';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
    /** The error catalogue's code from the answer, when it had one. */
    readonly code: string | null = null,
    /** The server's message, already in the language the call asked for. */
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? `${kind} ${status}${code ? ` ${code}` : ''}`);
    this.name = 'ApiError';
  }
}

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

export function errorFromAnswer(status: number, body: unknown): ApiError {
  return new ApiError('http', status, field(body, 'code'), field(body, 'error'));
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
