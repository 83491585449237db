import { requestContext } from '../../api/requestContext.js';
import { LiveConnection, type LiveSocketLike } from './liveConnection.js';
import { yieldToBrowser } from '../start/yieldToBrowser.js';
import { whenPageIdle } from './pageIdle.js';

type Handler = (...args: unknown[]) => void;

/** The parts of a socket the deferred one hands calls on to, without socket.io's typed overloads. */
interface LooseSocket {
  readonly connected: boolean;
  on(event: string, handler: Handler): unknown;
  off(event: string, handler: Handler): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

/**
 * Stands for the socket until socket.io-client (about 20 KB) has loaded, which it asks for on the first
 * `connect()`, once the page is idle: handlers and a wish to connect are kept and handed over. Until then it
 * is not connected, so LiveConnection sends nothing; what it sends on connecting (identify, joinRaid) it
 * sends once the real socket connects.
 */
export class DeferredSocket implements LooseSocket {
  private socket: LooseSocket | null = null;
  private loading = false;
  private wantsConnection = false;
  private readonly handlers: Array<[string, Handler]> = [];

  constructor(
    private readonly load: () => Promise<LooseSocket>,
    private readonly ready: () => Promise<void> = whenPageIdle,
  ) {}

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  on(event: string, handler: Handler): this {
    if (this.socket) this.socket.on(event, handler);
    else this.handlers.push([event, handler]);
    return this;
  }

  off(event: string, handler: Handler): this {
    if (this.socket) this.socket.off(event, handler);
    const index = this.handlers.findIndex(([name, fn]) => name === event && fn === handler);
    if (index >= 0) this.handlers.splice(index, 1);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.socket?.emit(event, ...args);
    return this;
  }

  connect(): this {
    this.wantsConnection = true;
    if (this.socket) this.socket.connect();
    else void this.start();
    return this;
  }

  disconnect(): this {
    this.wantsConnection = false;
    this.socket?.disconnect();
    return this;
  }

  asSocket(): LiveSocketLike {
    // LiveConnection uses the socket through these six members only, which this class has.
    return this as unknown as LiveSocketLike;
  }

  private async start(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    try {
      await this.ready();
      const socket = await this.load();
      // Opening the connection (about 2 ms of a fast phone's main thread) in a task after the one that
      // evaluated socket.io-client, not in the same (issue 31, p36-prefetch).
      await yieldToBrowser();
      for (const [event, handler] of this.handlers.splice(0)) socket.on(event, handler);
      this.socket = socket;
      if (this.wantsConnection) socket.connect();
    } catch (error) {
      // Without the socket the page still works; it only stops updating live.
      console.warn('live updates unavailable', error);
    }
  }
}

let shared: LiveConnection | null = null;

/** One socket per tab, made on first use (after the page's expansion is decided). */
export function sharedLiveConnection(): LiveConnection {
  const subdomain = requestContext().subdomain;
  shared ??= new LiveConnection(
    new DeferredSocket(() =>
      import('./liveSocket.js').then(({ createLiveSocket }) => createLiveSocket(subdomain) as LooseSocket),
    ).asSocket(),
  );
  return shared;
}
