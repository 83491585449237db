import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { isSignUpOpen } from '@raid/domain/rules/raidLifecycle';
import type { SignUpStatus } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { lockRaid } from '../../data/raids.js';
import { statusRefusal } from './ability.js';
import { findRecordWithRaid, toggleRecordStatus } from '../../data/records.js';

/**
 * Sets Tentative / Late / Absence on the caller's own record (SPEC section 4 "Sign-up"); pressing the same status
 * again removes it. Late needs a roster slot, checked in the same statement.
 */
export async function setStatus(
  deps: Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  payload: { record: number; status: SignUpStatus },
): Promise<void> {
  const record = (await findRecordWithRaid(deps.db, payload.record, expansion)) ?? fail('notFound');
  const refused = statusRefusal(user, record);
  if (refused) fail(refused);
  if (!isSignUpOpen({ date: record.raid_date, canceled: record.raid_canceled }, deps.now()))
    fail('raidClosed');

  // The raid's lock first, as every change of its records takes it: the records version the change stamps
  // locks the raid's row, and taking it after the record's would deadlock with a roster move.
  const updated = await changeAndTell(deps, async (trx, tell) => {
    if (!(await lockRaid(trx, expansion, record.raid_id))) fail('notFound');
    const toggled = await toggleRecordStatus(trx, record.id, payload.status, deps.now());
    if (toggled) {
      await tell({ type: 'recordsChanged', expansion, raidIds: [record.raid_id], userIds: [user.id] });
    }
    return toggled;
  });
  if (!updated) fail('notInComposition');
}
