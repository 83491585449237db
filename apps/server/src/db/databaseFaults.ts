/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong": the server
 * restarting or gone, a connection cut, the pool's bounded wait for a connection over. A request that meets one
 * answers 503 and may be retried; nothing about it was the client's fault.
 */
const unavailableSqlStates = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or recovering
  '53300', // too_many_connections
]);

const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/** node-postgres reports lost connections and its own timeouts as plain errors with these messages. */
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (unavailableSqlStates.has(code) || unavailableSocketCodes.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return unavailableMessages.some((message) => error.message.includes(message));
}
