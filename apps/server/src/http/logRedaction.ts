import type { FastifyRequest } from 'fastify';

/**
 * What request logs (LOG_REQUESTS=1) must not write: an address that is itself a credential. One rule for every
 * request: a query parameter named as a credential (OAuth's `code` and `state`, any token or secret) keeps its
 * name and loses its value, and the personal calendar feed's path segment (its secret, valid until the owner
 * makes a new one) is replaced. Logs are kept longer and read by more people than the secrets they would hold.
 */
const SECRET_PARAMETERS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'secret',
  'client_secret',
  'key',
  'password',
]);
/** Paths whose next segment is the secret. */
const SECRET_PATH = /^(\/api\/calendar\/u\/)[^/]*/;

const REDACTED = '[redacted]';

function parameterName(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((part) =>
      SECRET_PARAMETERS.has(parameterName(part)) ? `${part.split('=', 1)[0] ?? ''}=${REDACTED}` : part,
    )
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer with the address redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
