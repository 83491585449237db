import type { ActiveSession } from '@raid/domain/schemas/session';
import type { SessionRow } from '../../db/schema.js';
import { describeUserAgent } from './userAgent.js';

/** A session as its owner sees it in Settings; the cookie itself never leaves the browser that holds it. */
export function presentSession(row: SessionRow, currentId: string | null): ActiveSession {
  return {
    id: row.id,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    ...describeUserAgent(row.user_agent),
    current: row.id === currentId,
  };
}
