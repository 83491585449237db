import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidRecord, RefreshRecordsPayload, SignUpResult } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../app.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { presentRecord } from '../raids/recordPresenter.js';
import { raidOrNotFound } from './access.js';
import { cancelSignUp } from './cancelService.js';
import {
  recordsRemovedSince,
  recordsVersion,
  recordViews,
  recordViewsSince,
  type Executor,
} from './repository.js';
import { signUp } from './signUpService.js';

/** The raid's visible records as the API spells them. */
export async function raidRecords(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
): Promise<RaidRecord[]> {
  const views = await recordViews(db, raidId);
  return views.map((view) => presentRecord(view, expansion));
}

export interface RecordsDelta {
  from: number;
  version: number;
  changed: RaidRecord[];
  removed: number[];
}

/**
 * What changed in the raid's records after version `from` (SPEC section 4 "Live events", sent as a delta).
 * The version is read before the records, so the delta holds at least everything up to it; a change that
 * commits in between is sent again with the next delta, which a client applies as harmlessly. Null when
 * nothing changed after `from`.
 */
export async function raidRecordsDelta(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
  from: number | undefined,
): Promise<RecordsDelta | null> {
  const version = await recordsVersion(db, raidId);
  const since = from ?? version - 1;
  if (since >= version) return null;
  const [views, deleted] = await Promise.all([
    recordViewsSince(db, raidId, since),
    recordsRemovedSince(db, raidId, since),
  ]);
  const hidden = views.filter((view) => view.suspended_by_raid_id !== null).map((view) => view.id);
  const changed = views
    .filter((view) => view.suspended_by_raid_id === null)
    .map((view) => presentRecord(view, expansion));
  return { from: since, version, changed, removed: [...deleted, ...hidden] };
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
  if (payload.chars.length === 0) fail('fillAllFields');
  return signUp(deps, user, expansion, payload);
}
