import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Language } from '@raid/domain/rules/language';
import type { ClientToServerEvents, ServerToClientEvents } from '@raid/domain/schemas/socketEvents';
import type { Server, Socket } from 'socket.io';

/** What the server knows of a connection, settled at the handshake. */
export interface SocketData {
  /** The logged-in user, from the handshake's session cookie; null for a visitor. */
  userId: string | null;
  /** Hash of the session cookie (sessions.id), to re-check the session before acting for the user. */
  sessionId: string | null;
  expansion: ExpansionKey;
  language: Language;
}

/** The processes talk only through the adapter's broadcasts, never through server-side events. */
type InterServerEvents = Record<string, never>;

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
