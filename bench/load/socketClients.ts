/**
 * A child process holding many Socket.IO clients (one per session cookie) that join a raid's room, for the
 * fan-out measurement. Driven over IPC by load/fanOut.ts:
 *   parent → { type: 'mark', target, mark }    from now on, the first `recordsUpdated` per socket counts for `mark`
 *   child  → { type: 'marked', target, mark }  (sent before the parent makes the change)
 *   child  → { type: 'done', target, mark }    every socket of the target got it
 *   parent → { type: 'collect' }  child → { type: 'receipts', receipts, payloads }   receipt times (ms since the
 *                                     epoch, with sub-ms precision), payload bytes, and each target's last payload
 *   parent → { type: 'close' }
 * Configuration in CLIENTS_CONFIG (JSON): { targets: [{ name, url, origin, raid, cookies: string[] }] }.
 * Self-contained (compiled alone by apps/compile.ts).
 */
import { io, type Socket } from 'socket.io-client';

interface Target {
  name: string;
  url: string;
  origin: string;
  raid: number;
  cookies: string[];
}
interface Receipt {
  target: string;
  mark: number;
  at: number;
  bytes: number;
}
type ParentMessage = { type: 'mark'; target: string; mark: number } | { type: 'collect' } | { type: 'close' };

const config = JSON.parse(process.env.CLIENTS_CONFIG ?? '{}') as { targets: Target[] };
const send = (message: unknown) => process.send?.(message);
const now = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
const current = new Map<string, { mark: number; seen: Set<Socket>; bytes?: number }>();
let receipts: Receipt[] = [];
/** The last payload each target sent: the bare reference sends the product's very payload, parsed alike. */
const payloads: Record<string, unknown> = {};

function connect(target: Target, cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(target.url, {
      transports: ['websocket'],
      extraHeaders: { origin: target.origin, cookie },
      forceNew: true,
      reconnectionDelay: 500,
      timeout: 60_000,
    });
    sockets.push(socket);
    socket.on('connect', () => {
      socket.emit('joinRaid', target.raid);
      resolve();
    });
    socket.on('connect_error', (error) => {
      if (!socket.active) reject(error);
    });
    socket.on('recordsUpdated', (payload: unknown) => {
      const at = now();
      const state = current.get(target.name);
      if (!state || state.seen.has(socket)) return;
      state.seen.add(socket);
      // Every socket of a mark gets the same broadcast: sized once, so re-encoding it per socket does not
      // delay the next sockets' receipt more for a payload that is slower to encode.
      if (state.bytes === undefined) {
        state.bytes = Buffer.byteLength(JSON.stringify(payload));
        payloads[target.name] = payload;
      }
      receipts.push({ target: target.name, mark: state.mark, at, bytes: state.bytes });
      if (state.seen.size === target.cookies.length)
        send({ type: 'done', target: target.name, mark: state.mark });
    });
  });
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'mark') {
    current.set(message.target, { mark: message.mark, seen: new Set() });
    send({ type: 'marked', target: message.target, mark: message.mark });
  } else if (message.type === 'collect') {
    send({ type: 'receipts', receipts, payloads });
    receipts = [];
  } else {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
});

// Connect in batches, as a crowd arrives, without a thousand simultaneous handshakes.
const BATCH = 50;
for (const target of config.targets) {
  for (let start = 0; start < target.cookies.length; start += BATCH) {
    await Promise.all(target.cookies.slice(start, start + BATCH).map((cookie) => connect(target, cookie)));
  }
}
// joinRaid has no acknowledgement: give the last joins a moment to land.
await new Promise((resolve) => setTimeout(resolve, 500));
send({ type: 'ready', sockets: sockets.length });
