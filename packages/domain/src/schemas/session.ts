import { z } from 'zod';
import { isoDateTime } from './primitives.js';

/** Sessions are named by the SHA-256 of their cookie: the owner may name one without seeing its cookie. */
export const sessionId = z.string().regex(/^[0-9a-f]{64}$/, 'must be a session id');

/** One of the caller's live sessions; `browser` and `os` are read from its User-Agent, null when unknown. */
const activeSession = z.object({
  id: sessionId,
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The session of the call itself. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

/** `GET /api/sessions`: the caller's live sessions, the most recently used first. */
export const sessionsAnswer = z.object({ sessions: z.array(activeSession) });
export type SessionsAnswer = z.infer<typeof sessionsAnswer>;

/** `POST /api/endSession`. */
export const endSessionPayload = z.object({ id: sessionId });
