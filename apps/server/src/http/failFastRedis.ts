import { createClient } from 'redis';

/** A command that waits longer than this fails, and the caller counts in PostgreSQL instead of stalling. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * A Redis connection of its own for counts that must fail fast rather than queue while Redis is away (the HTTP
 * rate limits, the bot's Discord budget): no offline queue, a short command timeout, reconnection with back-off
 * once it has been connected (a first connection that fails fails the start).
 */
export async function connectFailFastRedis(url: string, onError: (error: unknown) => void) {
  let connected = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5000) : cause) },
  });
  client.on('error', onError);
  client.on('ready', () => (connected = true));
  await client.connect();
  return client;
}
