import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RefreshRecordsPayload, SignUpResult } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { refuseField } from '../../http/appError.js';
import { raidOrNotFound } from '../../data/raids.js';
import { cancelSignUp } from './cancelSignUp.js';
import { raidRecords } from '../../presenters/raidRecords.js';
import { signUp } from './signUp.js';

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
