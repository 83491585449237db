import { z } from 'zod';
import type { ErrorCode } from '../errors/catalogue.js';
import type { Raid } from './raid.js';
import type { RaidRecord } from './record.js';
import { recordMove } from './record.js';
import { rowId, snowflake } from './primitives.js';

/**
 * Every Socket.IO event of SPEC section 7 "Real-time socket", in one typed map for the server and the web
 * (`Server<ClientToServerEvents, ServerToClientEvents>`, `Socket<ServerToClientEvents, ClientToServerEvents>`).
 * What a client sends is untrusted: the server parses it with the schemas below.
 */

/**
 * `identify` names who the client believes is logged in. The server never trusts it: the socket's user comes
 * from the session cookie of the handshake, and a claim that differs from it is ignored.
 */
export const identifyPayload = z.object({ id: snowflake.nullish(), username: z.string().max(100).nullish() });
export type IdentifyPayload = z.input<typeof identifyPayload>;

/** `joinRaid` / `leaveRaid` carry the raid id alone. */
export const raidRoomPayload = rowId;

export const dragAndDropPayload = z.object({
  /** The expansion's short name (its subdomain), as the web's other calls send it. */
  expansion: z.string().max(20),
  raidID: rowId,
  records: z.array(recordMove).min(1).max(80),
});
type DragAndDropPayload = z.infer<typeof dragAndDropPayload>;

/**
 * The optional acknowledgement of `DragAndDrop`: the spec's client sends none and learns the outcome from
 * `recordsUpdated`; a client that passes a callback also gets the catalogue code and message of a refusal.
 */
export type DragAndDropAck = { ok: true } | { ok: false; code: ErrorCode | 'internal'; error: string };

export interface ClientToServerEvents {
  identify: (payload: IdentifyPayload) => void;
  joinRaid: (raidId: number) => void;
  leaveRaid: (raidId: number) => void;
  DragAndDrop: (payload: DragAndDropPayload, ack?: (answer: DragAndDropAck) => void) => void;
}

/**
 * A change of a raid's records, as a delta: the records that changed (as `GET /api/records` answers them) and
 * the ids of those that left the raid's lists (cancelled, deleted, or held by a similar raid's roster).
 * `from` is the records version the delta starts from and `version` the one it leads to (the single-raid
 * answer's `recordsVersion`). It holds every change after `from`, each record as it is now, so a client whose
 * version is from `from` up to just below `version` applies it; one already at `version` or later ignores it;
 * one below `from` (or with no version) has missed a change and re-fetches the raid.
 * `records`, when present, is the whole list instead (the refused DragAndDrop sender gets the roster as it is).
 */
export interface RecordsUpdated {
  raid: number;
  from: number;
  version: number;
  changed: RaidRecord[];
  removed: number[];
  records?: RaidRecord[];
  /** Sent to the DragAndDrop sender alone when its target slot was taken meanwhile ('Raid slot is already filled.'). */
  error?: true;
}

/** A raid's GDKP ledger changed: its new version and pot (copper); the ledger itself is read again. */
export interface GdkpUpdated {
  raid: number;
  version: number;
  potCopper: number;
}

export interface RecordProgress {
  char: number;
  /** checking: Warcraft Logs is being asked; done: signed up (or kept); failed: a requirement refused it. */
  status: 'checking' | 'done' | 'failed';
  /** Share of this sign-up's character checks done, 0..100. */
  percent: number;
}

/**
 * To a connection that sent more events than its limit allows: the events past it were dropped (one with an
 * acknowledgement also answers it `{ ok: false, code: 'tooManyRequests' }`). Told once per window.
 */
interface RateLimited {
  code: 'tooManyRequests';
  /** The catalogue's message in the connection's language. */
  error: string;
  /** Seconds until events are taken again. */
  retryAfter: number;
}

export interface ServerToClientEvents {
  /**
   * The expansion's active list changed (a raid created, canceled or completed; sign-up counts): reload it. Not
   * sent to a raid's room when only that raid's records changed: its `recordsUpdated` tells the page.
   */
  raidsUpdated: () => void;
  /** A raid of the expansion was created, as `GET /api/raids` answers it. */
  raidCreated: (raid: Raid) => void;
  /** A raid of the expansion was edited, rescheduled, canceled, completed or its roster approved. */
  raidUpdated: (raid: Raid) => void;
  /**
   * To a raid's room after the server's connection to the other processes (Redis) came back: an edit of the
   * raid made meanwhile may not have reached this page, so reload the raid (its records catch up by their
   * version through `recordsUpdated`).
   */
  raidStale: (payload: { raid: number }) => void;
  /** To the raid's room after any change of its records; to a DragAndDrop sender whose move was refused. */
  recordsUpdated: (payload: RecordsUpdated) => void;
  /** To a raid's room after each committed change of its GDKP ledger. */
  gdkpUpdated: (payload: GdkpUpdated) => void;
  /** To every page: a community's teams were added, edited or deleted (issue 30). */
  teamsUpdated: (payload: { guild: string }) => void;
  /** To a raid's room: its Warcraft Logs report was linked and confirmed, attendance with it (issue 30). */
  raidReportUpdated: (payload: { raid: number }) => void;
  /** To the user's own sockets while their sign-up is checked. */
  recordProgress: (payload: RecordProgress) => void;
  /** To the user's own sockets: their characters, or the raids shown under them, changed. */
  charsUpdated: () => void;
  /** To this connection alone: it sent too many events, and those past the limit were dropped. */
  rateLimited: (payload: RateLimited) => void;
}
