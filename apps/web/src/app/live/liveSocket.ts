import { SOCKET_OPTIONS } from '@raid/domain/rules/interfaceConstants';
import { io } from 'socket.io-client';
import type { LiveSocket } from './liveConnection.js';

/**
 * The socket of SPEC section 7 on the page's own origin, with the spec's reconnection settings. On localhost
 * the expansion cannot come from the Host, so it travels in the handshake's `subdomain` parameter, as it does
 * in the HTTP calls.
 */
export function createLiveSocket(subdomain: string | null): LiveSocket {
  return io({
    ...SOCKET_OPTIONS,
    reconnection: true,
    autoConnect: false,
    withCredentials: true,
    ...(subdomain ? { query: { subdomain } } : {}),
  });
}
