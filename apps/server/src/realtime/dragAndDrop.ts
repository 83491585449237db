import { expansionForSubdomain } from '@raid/domain/catalogue/expansions';
import { errorMessage, type ErrorCode } from '@raid/domain/errors/catalogue';
import type { Language } from '@raid/domain/rules/language';
import { dragAndDropPayload, type DragAndDropAck } from '@raid/domain/schemas/socketEvents';
import type { AppDeps } from '../appDeps.js';
import { conflictCode } from '../db/pgErrors.js';
import { AppError, fail } from '../http/appError.js';
import { findRaid } from '../data/raids.js';
import { moveRecords } from '../features/roster/service.js';
import { raidRecords } from '../presenters/raidRecords.js';
import { sessionUser } from './socketAuth.js';
import type { RealtimeSocket } from './types.js';

type DragAndDropDeps = Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>;

/** The catalogue code of a failed move; null for our own bugs. */
function refusalCode(error: unknown): ErrorCode | null {
  return error instanceof AppError ? error.code : conflictCode(error);
}

function refusal(code: ErrorCode, language: Language): DragAndDropAck {
  return { ok: false, code, error: errorMessage(code, language) };
}

/**
 * `DragAndDrop`: the same roster move as `POST /api/moveRecords` (moveRecords: leader or administrator, one
 * transaction under the raid's lock, the same rules), for the user of the socket's session — checked again
 * now, so a session ended since the handshake moves nothing. The raid's room hears of a move through the
 * recordsUpdated its commit causes; a refused sender gets the roster as it is, so its optimistic drop is
 * undone, with the error flag when the slot was taken meanwhile.
 */
export async function dragAndDrop(
  deps: DragAndDropDeps,
  socket: RealtimeSocket,
  raw: unknown,
): Promise<DragAndDropAck> {
  const { language } = socket.data;
  const parsed = dragAndDropPayload.safeParse(raw);
  if (!parsed.success) return refusal('invalidRequest', language);
  const expansion = expansionForSubdomain(parsed.data.expansion);
  try {
    const user = (await sessionUser(deps.db, socket.data.sessionId, deps.now())) ?? fail('loginRequired');
    await moveRecords(deps, user, expansion, parsed.data);
    return { ok: true };
  } catch (error) {
    const code = refusalCode(error);
    if (!code) throw error;
    const raid = await findRaid(deps.db, parsed.data.raidID, expansion);
    if (raid) {
      const version = raid.records_version;
      const records = await raidRecords(deps.db, raid.id, expansion);
      socket.emit('recordsUpdated', {
        raid: raid.id,
        from: version,
        version,
        changed: [],
        removed: [],
        records,
        ...(code === 'slotFilled' ? { error: true as const } : {}),
      });
    }
    return refusal(code, language);
  }
}
