import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidRecord, RefreshRecordsPayload, SignUpResult } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { refuseField } from '../../http/appError.js';
import { raidOrNotFound } from '../raids/service.js';
import { cancelSignUp } from './cancelSignUp.js';
import { presentRecord } from './presenter.js';
import type { RecordsDelta } from './recordEvents.js';
import { recordChangesSince, recordViews } from '../../data/records.js';
import { signUp } from './signUp.js';

/** The raid's visible records as the API spells them. */
export async function raidRecords(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
): Promise<RaidRecord[]> {
  const views = await recordViews(db, raidId);
  return views.map((view) => presentRecord(view, expansion));
}

/**
 * What changed in the raid's records after version `from` (SPEC section 4 "Live events", sent as a delta); with
 * no `from`, the changes of the current version. The version and the records are read in one snapshot. Null
 * when nothing changed after `from` or the raid is gone.
 */
export async function raidRecordsDelta(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
  from: number | undefined,
): Promise<RecordsDelta | null> {
  const read = await recordChangesSince(db, raidId, from);
  if (!read || read.after >= read.version) return null;
  const hidden = read.changed.filter((view) => view.suspended_by_raid_id !== null).map((view) => view.id);
  const changed = read.changed
    .filter((view) => view.suspended_by_raid_id === null)
    .map((view) => presentRecord(view, expansion));
  return { from: read.after, version: read.version, changed, removed: [...read.removed, ...hidden] };
}

/** `GET /api/records`: 404 for a raid of another expansion. */
export async function listRecords(deps: Pick<AppDeps, 'db'>, raidId: number, expansion: ExpansionKey) {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  return raidRecords(deps.db, raid.id, expansion);
}

/** `POST /api/refreshRecords`: a cancel, or a sign-up / edit of the listed characters. */
export async function refreshRecords(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  payload: RefreshRecordsPayload,
): Promise<{ private: true } | { results: SignUpResult[] }> {
  if (payload.cancel) return cancelSignUp(deps, user, expansion, payload);
  if (payload.chars.length === 0) refuseField('chars', 'fillAllFields');
  return signUp(deps, user, expansion, payload);
}
