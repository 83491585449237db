import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidRecord, RefreshRecordsPayload, SignUpResult } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../app.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { presentRecord } from '../raids/recordPresenter.js';
import { raidOrNotFound } from './access.js';
import { cancelSignUp } from './cancelService.js';
import { recordViews, type Executor } from './repository.js';
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
