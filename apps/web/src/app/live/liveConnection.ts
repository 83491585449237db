import type {
  ClientToServerEvents,
  IdentifyPayload,
  ServerToClientEvents,
} from '@raid/domain/schemas/socketEvents';
import type { Socket } from 'socket.io-client';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the socket needs to offer: the real socket.io-client socket, or a fake in tests. */
export type LiveSocketLike = Pick<LiveSocket, 'on' | 'off' | 'emit' | 'connect' | 'disconnect' | 'connected'>;

/** 'lost': a connection dropped by itself; 'restored': it came back (not a reconnect this page asked for). */
export type ConnectionChange = 'lost' | 'restored';

type EventName = keyof ServerToClientEvents;

const sameIdentity = (a: IdentifyPayload, b: IdentifyPayload) =>
  (a.id ?? null) === (b.id ?? null) && (a.username ?? null) === (b.username ?? null);

/**
 * The tab's one socket and what it must remember across reconnects (SPEC section 7): who the page believes is
 * logged in (re-sent as `identify` on every connect), the raid rooms it joined (re-joined on every connect,
 * counted so two views of one raid share a room) and the event handlers (kept on the socket object, which
 * socket.io-client reuses across reconnects).
 */
export class LiveConnection {
  private readonly socket: LiveSocketLike;
  private readonly rooms = new Map<number, number>();
  private identity: IdentifyPayload = { id: null, username: null };
  private identified = false;
  private started = false;
  private lost = false;
  /** Whether this page's connection is up: a drop before the first connect is no lost connection. */
  private connected = false;
  private readonly changeListeners = new Set<(change: ConnectionChange) => void>();

  constructor(socket: LiveSocketLike) {
    this.socket = socket;
    socket.on('connect', this.onConnect);
    socket.on('disconnect', this.onDisconnect);
  }

  /** Connects once; later calls do nothing. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.socket.connect();
  }

  stop(): void {
    this.started = false;
    this.socket.off('connect', this.onConnect);
    this.socket.off('disconnect', this.onDisconnect);
    this.socket.disconnect();
  }

  onChange(listener: (change: ConnectionChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  on<E extends EventName>(event: E, handler: ServerToClientEvents[E]): () => void {
    // The typed overloads of socket.io's emitter do not narrow through a generic event name.
    const socket = this.socket as unknown as {
      on: (name: string, fn: unknown) => void;
      off: (name: string, fn: unknown) => void;
    };
    socket.on(event, handler);
    return () => socket.off(event, handler);
  }

  /**
   * The user the page shows. A different user than before (a login) needs a new handshake, because the
   * server takes the user from the session cookie sent with it; the same user is only re-announced.
   */
  setIdentity(identity: IdentifyPayload): void {
    if (this.identified && sameIdentity(identity, this.identity)) return;
    const userChanged = this.identified && (identity.id ?? null) !== (this.identity.id ?? null);
    this.identity = identity;
    this.identified = true;
    if (userChanged && this.started) this.reconnect();
    else if (this.socket.connected) this.socket.emit('identify', identity);
  }

  /** A fresh handshake (new cookie) without the lost/restored notices of a dropped connection. */
  reconnect(): void {
    this.socket.disconnect();
    this.socket.connect();
  }

  /** Joins a raid's room; the returned function leaves it (once every holder has left). */
  joinRaid(raidId: number): () => void {
    const holders = this.rooms.get(raidId) ?? 0;
    this.rooms.set(raidId, holders + 1);
    if (holders === 0 && this.socket.connected) this.socket.emit('joinRaid', raidId);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.rooms.get(raidId) ?? 1) - 1;
      if (remaining > 0) {
        this.rooms.set(raidId, remaining);
        return;
      }
      this.rooms.delete(raidId);
      if (this.socket.connected) this.socket.emit('leaveRaid', raidId);
    };
  }

  joinedRaids(): number[] {
    return [...this.rooms.keys()];
  }

  private readonly onConnect = (): void => {
    this.socket.emit('identify', this.identity);
    for (const raidId of this.rooms.keys()) this.socket.emit('joinRaid', raidId);
    const restored = this.lost;
    this.lost = false;
    this.connected = true;
    if (restored) {
      console.info('Live connection restored');
      this.notify('restored');
    }
  };

  private readonly onDisconnect = (reason: string): void => {
    const wasConnected = this.connected;
    this.connected = false;
    // The page's own disconnect (a reconnect after login, or stop) is not a lost connection.
    if (reason === 'io client disconnect' || !wasConnected) return;
    console.warn(`Live connection lost: ${reason}`);
    this.lost = true;
    this.notify('lost');
    // A server that closed the socket on purpose is not retried by socket.io-client; ours only does so while
    // shutting down, so try again (with the same backoff) for the process that takes over.
    if (reason === 'io server disconnect') this.socket.connect();
  };

  private notify(change: ConnectionChange): void {
    for (const listener of this.changeListeners) listener(change);
  }
}
