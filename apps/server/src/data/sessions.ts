import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_AGE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '@raid/domain/rules/sessionLifetime';
import type { Db } from '../db/database.js';
import type { SessionRow, UserRow } from '../db/schema.js';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * The user of a session that is neither past its maximum age nor unused for the idle timeout: the one lookup of
 * every HTTP request and socket handshake. An ended session reads as no session at all (logged out).
 */
export async function findLiveSession(
  db: Executor,
  sessionId: string,
  now: Date,
): Promise<{ user: UserRow; lastSeenAt: Date } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.last_seen_at as session_last_seen_at')
    .where('sessions.id', '=', sessionId)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', before(now, SESSION_IDLE_TIMEOUT_MS))
    .executeTakeFirst();
  if (!row) return null;
  const { session_last_seen_at: lastSeenAt, ...user } = row;
  return { user, lastSeenAt };
}

/** Records a use, when the last one written is older than the touch interval. */
export async function touchSession(
  db: Executor,
  session: { id: string; lastSeenAt: Date },
  now: Date,
): Promise<void> {
  const stale = before(now, SESSION_TOUCH_INTERVAL_MS);
  if (session.lastSeenAt > stale) return;
  // The condition again in SQL: of several requests that saw the same stale time, one writes.
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', session.id)
    .where('last_seen_at', '<=', stale)
    .execute();
}

export async function insertSession(
  db: Executor,
  session: { id: string; userId: string; userAgent: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      user_agent: session.userAgent,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    })
    .execute();
}

/** The user's ended sessions are dropped at each of their logins, so the table keeps only what may come back. */
export async function deleteEndedSessions(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', before(now, SESSION_IDLE_TIMEOUT_MS))]),
    )
    .execute();
}

export async function liveSessions(db: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', before(now, SESSION_IDLE_TIMEOUT_MS))
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Deletes the user's sessions: one (`only`), all but one (`except`), or all; answers the ids deleted. */
export async function deleteSessions(
  db: Executor,
  userId: string,
  which: { only?: string; except?: string } = {},
): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (which.only !== undefined) query = query.where('id', '=', which.only);
  if (which.except !== undefined) query = query.where('id', '!=', which.except);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
