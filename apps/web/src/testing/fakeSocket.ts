import type { LiveSocketLike } from '../app/live/liveConnection.js';

type Handler = (...args: unknown[]) => void;

/**
 * A socket.io-client socket without a network, for tests: `serverSends` plays an event from the server,
 * `drop` loses the connection, `accept` completes a (re)connect; `sent` lists what the client emitted.
 */
export class FakeSocket {
  connected = false;
  readonly sent: { event: string; args: unknown[] }[] = [];
  connectCalls = 0;
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): this {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.sent.push({ event, args });
    return this;
  }

  /** Like socket.io-client, connect() starts an attempt; `accept` is the server answering it. */
  connect(): this {
    this.connectCalls += 1;
    return this;
  }

  disconnect(): this {
    if (this.connected) this.lose('io client disconnect');
    return this;
  }

  accept(): void {
    this.connected = true;
    this.fire('connect');
  }

  drop(reason = 'transport close'): void {
    this.lose(reason);
  }

  serverSends(event: string, ...args: unknown[]): void {
    this.fire(event, ...args);
  }

  sentOf(event: string): unknown[][] {
    return this.sent.filter((entry) => entry.event === event).map((entry) => entry.args);
  }

  asSocket(): LiveSocketLike {
    return this as unknown as LiveSocketLike;
  }

  private lose(reason: string): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}
