import { errorMessage } from '@raid/domain/errors/catalogue';
import type { RateLimit } from '../http/rateLimits.js';
import type { RealtimeSocket } from './types.js';

/**
 * Caps the events one connection sends (rateLimits.ts `socketEvents`), in fixed windows. Counted in this
 * process's memory: a connection lives in one process, so there is nothing to share, and a hot DragAndDrop
 * path pays no round trip for it. Events past the limit are dropped, not the connection: an acknowledged one
 * is answered `tooManyRequests`, and the client is told once per window with `rateLimited`, so a well-behaved
 * client that bursts once stays connected and its next window is served as usual.
 */
export function limitSocketEvents(socket: RealtimeSocket, limit: RateLimit): void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let events = 0;
  let told = false;

  socket.use((packet, next) => {
    const time = Date.now();
    if (time - windowStart >= limit.windowMs) {
      windowStart = time;
      events = 0;
      told = false;
    }
    events += 1;
    if (events <= limit.max) return next();

    const error = errorMessage('tooManyRequests', socket.data.language);
    const ack: unknown = packet[packet.length - 1];
    if (typeof ack === 'function') ack({ ok: false, code: 'tooManyRequests', error });
    if (!told) {
      told = true;
      const retryAfter = Math.max(1, Math.ceil((windowStart + limit.windowMs - time) / 1000));
      socket.emit('rateLimited', { code: 'tooManyRequests', error, retryAfter });
    }
  });
}
