import { SOCKET_OPTIONS } from '@raid/domain/rules/interfaceConstants';
import { io } from 'socket.io-client';
import type { LiveSocket } from './liveConnection.js';

/**
 * The socket of SPEC section 7 on the page's own origin, with the spec's reconnection settings. On localhost
 * the expansion cannot come from the Host, so it travels in the handshake's `subdomain` parameter, as it does
 * in the HTTP calls. It opens as a WebSocket at once: socket.io's default opening (a long-polling handshake,
 * two more polls, then the upgrade) costs the server and the page three requests more each, in the moments
 * right after the page has loaded (issue 31); where a WebSocket cannot open, it falls back to long-polling.
 */
export function createLiveSocket(subdomain: string | null): LiveSocket {
  return io({
    ...SOCKET_OPTIONS,
    reconnection: true,
    autoConnect: false,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    ...(subdomain ? { query: { subdomain } } : {}),
  });
}
