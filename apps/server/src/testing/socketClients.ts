import { randomBytes } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@raid/domain/schemas/socketEvents';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from './testApp.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * The app's settings for Redis when the run has one (TEST_REDIS_URL): a stream of its own, so parallel test
 * files and other runs on the same Redis never hear each other's events. Empty otherwise (one process needs
 * no adapter).
 */
export function testRedisEnv(): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  return url ? { REDIS_URL: url, REDIS_STREAM: `raid-test-${randomBytes(6).toString('hex')}` } : {};
}

/** Removes the stream testRedisEnv named, once the apps using it are closed. */
export async function dropTestStream(env: Record<string, string>): Promise<void> {
  if (!env.REDIS_URL || !env.REDIS_STREAM) return;
  const client = createClient({ url: env.REDIS_URL });
  await client.connect();
  try {
    await client.del(env.REDIS_STREAM);
  } finally {
    await client.close();
  }
}

/** `startTestApp` answers through inject(); sockets need a real port. Answers the base URL. */
export function listenOnLoopback(test: TestApp): Promise<string> {
  return test.app.listen({ port: 0, host: '127.0.0.1' });
}

export interface SocketOptions {
  cookie?: string;
  subdomain?: string;
  origin?: string;
}

/** A socket.io-client connection as a browser tab makes it (Cookie and Origin headers), never reconnecting. */
export function openSocket(url: string, options: SocketOptions = {}): TestSocket {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  return io(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    query: options.subdomain ? { subdomain: options.subdomain } : {},
    reconnection: false,
    forceNew: true,
  });
}

export async function connectSocket(url: string, options: SocketOptions = {}): Promise<TestSocket> {
  const socket = openSocket(url, options);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/**
 * A round trip: once answered, the server has handled everything this socket sent before (a socket's events
 * are handled in order). An invalid DragAndDrop is refused at once and changes nothing.
 */
export async function roundTrip(socket: TestSocket): Promise<void> {
  await socket.timeout(5000).emitWithAck('DragAndDrop', {} as never);
}

/** Everything a socket receives, in order, with waits on what is still to come. */
export class Inbox {
  readonly received: Array<{ name: EventName; payload: unknown }> = [];
  private readonly checks = new Set<() => void>();

  constructor(socket: TestSocket) {
    socket.onAny((name: EventName, payload: unknown) => {
      this.received.push({ name, payload });
      for (const check of [...this.checks]) check();
    });
  }

  all<E extends EventName>(name: E): Array<Payload<E>> {
    return this.received.filter((event) => event.name === name).map((event) => event.payload as Payload<E>);
  }

  /** The first event of that name (already received or still to come) that matches. */
  waitFor<E extends EventName>(
    name: E,
    matches: (payload: Payload<E>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Payload<E>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.find(
          (event) => event.name === name && matches(event.payload as Payload<E>),
        );
        if (!found) return;
        this.checks.delete(check);
        clearTimeout(timer);
        resolve(found.payload as Payload<E>);
      };
      const timer = setTimeout(() => {
        this.checks.delete(check);
        const names = this.received.map((event) => event.name).join(', ');
        reject(new Error(`no matching ${name} within ${timeoutMs} ms (received: ${names || 'nothing'})`));
      }, timeoutMs);
      this.checks.add(check);
      check();
    });
  }
}
