import { Adapter, type BroadcastOptions } from 'socket.io-adapter';

/** The parts of ws's WebSocket the shortcut writes through (engine.io writes pre-encoded frames the same way). */
interface OpenWebSocket {
  readyState: number;
  _sender?: { sendFrame: (frame: Buffer[]) => void };
}

/** An engine.io connection as the shortcut reads it: its state, its queue and its transport. */
interface EngineConnection {
  readyState: string;
  writeBuffer: unknown[];
  transport: { name: string; writable: boolean; perMessageDeflate?: unknown; socket?: OpenWebSocket };
}

/** What the adapter's broadcast loop uses of a Socket.IO socket beside its public members. */
interface BroadcastSocket {
  conn: EngineConnection;
  client: { writeToEngine: (packets: unknown[], options: PacketOptions) => void };
  notifyOutgoingListeners?: (packet: unknown) => void;
}

interface PacketOptions {
  preEncoded: true;
  /** The whole WebSocket frame (header and payload), which socket.io-adapter computes once per broadcast. */
  wsPreEncodedFrame?: Buffer[];
}

/** The in-memory adapter's own encoder: one encoding per broadcast, and the frame beside it. */
interface AdapterInternals {
  _encode: (packet: unknown, options: PacketOptions) => unknown[];
  nsp: { name: string; sockets: Map<string, BroadcastSocket> };
}

const WEBSOCKET_OPEN = 1;

/**
 * The connection's open WebSocket, when a frame may go to it at once: nothing queued before it (engine.io's
 * buffer, a write in progress), no compression, no polling or upgrade under way. Otherwise null, and the
 * packet takes engine.io's way, which queues it in order.
 */
function idleWebSocket(conn: EngineConnection): Required<OpenWebSocket> | null {
  const { transport } = conn;
  const socket = transport.socket;
  if (
    conn.readyState !== 'open' ||
    !Array.isArray(conn.writeBuffer) ||
    conn.writeBuffer.length > 0 ||
    transport.name !== 'websocket' ||
    !transport.writable ||
    transport.perMessageDeflate ||
    socket?.readyState !== WEBSOCKET_OPEN ||
    typeof socket._sender?.sendFrame !== 'function'
  )
    return null;
  return socket as Required<OpenWebSocket>;
}

/**
 * Socket.IO's in-memory adapter with a shorter way for the broadcasts live updates make: one room, no
 * exceptions, no flags (a roster change to its raid's room). Socket.IO encodes such a packet and its WebSocket
 * frame once, then hands it to every socket through engine.io, which queues it, flushes it, and writes the
 * frame's header and payload as two buffers (a cork, a writev, and a drain callback per socket afterwards).
 * Here the frame is one buffer, written straight to each idle WebSocket: one write and no callback per socket,
 * the same bytes in the same order. Measured on the fan-out row (docs/performance.md, "Issue 31, the fan-out's
 * broadcast"). Any other broadcast, and any socket that is not idle, goes the usual way.
 */
export class RoomBroadcastAdapter extends Adapter {
  override broadcast(packet: unknown, opts: BroadcastOptions): void {
    const { flags = {} } = opts;
    const room = opts.rooms.size === 1 ? [...opts.rooms][0] : undefined;
    const sids = room === undefined ? undefined : this.rooms.get(room);
    const internals = this as unknown as AdapterInternals;
    // A socket.io-adapter without these internals (another version) broadcasts its own way.
    const known = typeof internals._encode === 'function' && internals.nsp?.sockets instanceof Map;
    if (!known || !sids || (opts.except && opts.except.size > 0) || Object.values(flags).some(Boolean)) {
      super.broadcast(packet, opts);
      return;
    }
    (packet as { nsp: string }).nsp = internals.nsp.name;
    const options: PacketOptions = { preEncoded: true };
    const encoded = internals._encode(packet, options);
    const frame = options.wsPreEncodedFrame;
    if (frame) options.wsPreEncodedFrame = [Buffer.concat(frame)];
    for (const id of sids) {
      const socket = internals.nsp.sockets.get(id);
      if (!socket) continue;
      socket.notifyOutgoingListeners?.(packet);
      const webSocket = options.wsPreEncodedFrame ? idleWebSocket(socket.conn) : null;
      if (webSocket && options.wsPreEncodedFrame) webSocket._sender.sendFrame(options.wsPreEncodedFrame);
      else socket.client.writeToEngine(encoded, options);
    }
  }
}
