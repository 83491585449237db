import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { isSignUpOpen } from '@raid/domain/rules/raidLifecycle';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { addHistory } from '../../data/history.js';
import { lockRaid, raidOrNotFound } from '../../data/raids.js';
import { mayCancelSignUp } from './ability.js';
import { announceRecordsChanged } from '../../events/recordEvents.js';
import { characterColumns } from '../../data/historyFields.js';
import { deleteRecords, userRecordsIn } from '../../data/records.js';
import { restoreSuspendedBy } from '../../data/recordSlots.js';

/**
 * Cancels the caller's sign-ups in a raid (all of them, or those of the listed characters). Leaving a roster slot
 * needs a reason, which the history keeps; the characters come back to the similar raids' lists.
 */
export async function cancelSignUp(
  deps: Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  payload: { raid: number; chars: number[]; reason?: string | undefined },
): Promise<{ results: [] }> {
  const raid = await raidOrNotFound(deps.db, payload.raid, expansion);
  // SPEC section 8 gives the same text for the leader's own raid and for a finished raid.
  if (!mayCancelSignUp(user, raid)) fail('cannotCancelSignUp');
  if (!isSignUpOpen(raid, deps.now())) fail('cannotCancelSignUp');
  const reason = payload.reason?.trim() || null;

  await changeAndTell(deps, async (trx, tell) => {
    const locked = (await lockRaid(trx, expansion, raid.id)) ?? fail('raidNotFound');
    if (!isSignUpOpen(locked, deps.now())) fail('cannotCancelSignUp');
    const records = await userRecordsIn(trx, raid.id, user.id, payload.chars);
    if (records.length === 0) return;
    const leftRoster = records.filter((record) => record.slot > 0).map((record) => record.char_id);
    if (leftRoster.length > 0 && !reason) refuseField('reason', 'reasonRequired');

    await deleteRecords(
      trx,
      records.map((record) => record.id),
    );
    for (const record of records) {
      await addHistory(trx, {
        raid_id: raid.id,
        user_id: user.id,
        event: 'cancelRecord',
        ...characterColumns(expansion, 'prev', {
          name: record.name,
          specId: record.spec_id,
          role: record.role,
        }),
        text: reason,
      });
    }
    await restoreSuspendedBy(trx, raid.id, leftRoster);
    await announceRecordsChanged(trx, tell, expansion, raid.id, [user.id]);
  });
  return { results: [] };
}
