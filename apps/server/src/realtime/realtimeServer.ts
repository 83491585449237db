import { raidRoomPayload } from '@raid/domain/schemas/socketEvents';
import { Server } from 'socket.io';
import type { AppDeps } from '../appDeps.js';
import type { AppInstance } from '../http/appInstance.js';
import { catchUpAfterRedisOutage } from './catchUp.js';
import { dragAndDrop } from './dragAndDrop.js';
import { limitSocketEvents } from './eventLimit.js';
import { relayDomainEvents } from './eventRelay.js';
import { isAllowedOrigin } from './origin.js';
import { connectRedisAdapter } from './redisAdapter.js';
import { RoomBroadcastAdapter } from './roomBroadcast.js';
import { expansionRoom, joinRaidRoom, raidRoom, userRoom } from './rooms.js';
import { identifyHandshake, sessionUser } from './socketAuth.js';
import type { RealtimeServer, RealtimeSocket } from './types.js';

type RealtimeDeps = Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>;

/** A DragAndDrop of 80 moves is about 2 KB; the default 1 MB would let one client make the server buffer much more. */
const MAX_MESSAGE_BYTES = 64 * 1024;

async function forgetEndedSession(deps: RealtimeDeps, socket: RealtimeSocket): Promise<void> {
  const { userId, sessionId } = socket.data;
  if (!userId || (await sessionUser(deps.db, sessionId, deps.now()))) return;
  await socket.leave(userRoom(userId));
  socket.data.userId = null;
  socket.data.sessionId = null;
}

function onConnection(deps: RealtimeDeps, app: AppInstance, socket: RealtimeSocket): void {
  limitSocketEvents(socket, deps.config.rateLimits.socketEvents);
  void socket.join(expansionRoom(socket.data.expansion));
  if (socket.data.userId) void socket.join(userRoom(socket.data.userId));

  // The claim is never trusted: it only makes the server look at the session again, so a socket whose
  // session ended (logout in another tab, expiry) stops getting that user's events.
  socket.on('identify', () => {
    forgetEndedSession(deps, socket).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identify: session check failed'),
    );
  });

  socket.on('joinRaid', (raidId) => {
    const parsed = raidRoomPayload.safeParse(raidId);
    if (parsed.success) joinRaidRoom(socket, parsed.data);
  });

  socket.on('leaveRaid', (raidId) => {
    const parsed = raidRoomPayload.safeParse(raidId);
    if (parsed.success) void socket.leave(raidRoom(parsed.data));
  });

  socket.on('DragAndDrop', async (payload, ack) => {
    const answer = await dragAndDrop(deps, socket, payload).catch((error: unknown) => {
      app.log.error({ err: error }, 'DragAndDrop failed');
      return { ok: false as const, code: 'internal' as const, error: 'Internal error' };
    });
    if (typeof ack === 'function') ack(answer);
  });
}

/**
 * Socket.IO on the same HTTP server as the API, at its default path: rooms, DragAndDrop and the relay of
 * domain events; across processes through Redis when REDIS_URL is set. Closed with the app.
 */
export async function attachRealtime(app: AppInstance, deps: RealtimeDeps): Promise<void> {
  const redis = deps.config.redisUrl
    ? await connectRedisAdapter(deps.config.redisUrl, deps.config.redisStream, app.log)
    : null;
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    allowRequest: (request, answer) =>
      answer(null, isAllowedOrigin(request.headers.origin, deps.config.baseUrl, request.headers.host)),
    adapter: redis ? redis.create : RoomBroadcastAdapter,
  });

  io.use((socket, next) => {
    identifyHandshake(deps.db, socket.handshake, deps.now()).then(
      (data) => {
        socket.data = data;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });
  io.on('connection', (socket) => onConnection(deps, app, socket));
  const relay = relayDomainEvents(io, deps);
  const catchUp = redis ? catchUpAfterRedisOutage(io, deps, app.log) : null;
  if (redis && catchUp) redis.onChange(catchUp.onChange);

  // Open WebSockets would hold the HTTP server's close. Closing the connections (not disconnecting the
  // sockets, which tells clients to stay away) lets every client reconnect, to another process if there is one.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await relay.close();
    await catchUp?.close();
    await io.close();
    await redis?.close();
  });
}
