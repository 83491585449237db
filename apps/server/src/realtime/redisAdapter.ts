import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export interface RedisAdapter {
  create: ReturnType<typeof createAdapter>;
  close: () => Promise<void>;
}

/**
 * The Socket.IO Redis Streams adapter: every broadcast is appended to one stream that all processes read, so
 * an event sent by the process that handled a change reaches the clients of every process, and a short Redis
 * outage delays packets instead of losing them. A Redis that cannot be reached at start-up fails the start
 * (a misconfigured URL should not pass silently); once connected, the client reconnects on its own.
 */
export async function connectRedisAdapter(
  url: string,
  stream: string,
  log: FastifyBaseLogger,
): Promise<RedisAdapter> {
  let connected = false;
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5000) : cause) },
  });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection error'));
  client.on('ready', () => (connected = true));
  await client.connect();
  return {
    create: createAdapter(client, { streamName: stream, channelPrefix: stream }),
    close: async () => {
      await client.close();
    },
  };
}
