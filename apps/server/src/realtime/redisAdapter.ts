import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

/**
 * Once connected, how long the client waits before each new attempt while Redis is away: the first ones come
 * quickly, then one a second, so the connection is back within a second of Redis's return (the catch-up of
 * catchUp.ts waits for it) at the cost of one refused connection a second meanwhile.
 */
const reconnectDelayMs = (retries: number) => Math.min(100 + retries * 100, 1000);

export type RedisConnectionChange = 'lost' | 'restored';

interface RedisAdapter {
  create: ReturnType<typeof createAdapter>;
  /** Hears when the connection that publishes this process's broadcasts drops, and when it is back. */
  onChange: (listener: (change: RedisConnectionChange) => void) => void;
  close: () => Promise<void>;
}

/**
 * The Socket.IO Redis Streams adapter: every broadcast is appended to one stream that all processes read, so
 * an event sent by the process that handled a change reaches the clients of every process. A Redis that cannot
 * be reached at start-up fails the start (a misconfigured URL should not pass silently); once connected, the
 * client reconnects on its own. Broadcasts made while Redis is away may never reach the other processes (an
 * emptied Redis, a dropped write): the processes catch up from the database when the connection is back.
 */
export async function connectRedisAdapter(
  url: string,
  stream: string,
  log: FastifyBaseLogger,
): Promise<RedisAdapter> {
  let connected = false;
  let up = false;
  const listeners: Array<(change: RedisConnectionChange) => void> = [];
  const tell = (change: RedisConnectionChange) => {
    for (const listener of listeners) listener(change);
  };
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries, cause) => (connected ? reconnectDelayMs(retries) : cause) },
  });
  const markLost = () => {
    if (!up || client.isReady) return;
    up = false;
    tell('lost');
  };
  client.on('error', (error: unknown) => {
    log.warn({ err: error }, 'redis connection error');
    markLost();
  });
  client.on('reconnecting', markLost);
  client.on('ready', () => {
    connected = true;
    if (up) return;
    up = true;
    tell('restored');
  });
  await client.connect();
  return {
    create: createAdapter(client, { streamName: stream, channelPrefix: stream }),
    onChange: (listener) => listeners.push(listener),
    close: async () => {
      listeners.length = 0;
      await client.close();
    },
  };
}
