import { classesByExpansion } from '@raid/domain/catalogue/classes';
import { roleNumber, type ExpansionKey } from '@raid/domain/catalogue/types';
import { isRaidEditable } from '@raid/domain/rules/raidLifecycle';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { addHistory } from '../../data/history.js';
import { lockRaid } from '../../data/raids.js';
import { canManageRaid } from '@raid/domain/rules/raidManagers';
import { characterColumns } from '../../data/historyFields.js';
import { findRecordWithRaid, updateRecord } from '../../data/records.js';

/**
 * The leader changes a record's spec from the character popover (SPEC section 6): one of the character's own
 * specs, while the raid is neither archived nor canceled. The history shows the spec before and after.
 */
export async function setSpec(
  deps: Pick<AppDeps, 'db' | 'config' | 'events' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  payload: { record: number; spec: number },
): Promise<void> {
  const record = (await findRecordWithRaid(deps.db, payload.record, expansion)) ?? fail('notFound');
  const raid = { user_id: record.raid_user_id, team_leaders: record.team_leaders };
  if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
  const timing = { date: record.raid_date, canceled: record.raid_canceled };
  if (record.raid_is_archive || !isRaidEditable(timing, deps.now())) fail('raidClosed');
  // Any spec of the character's class: the leader may ask a player to play a role their profile does not list.
  const spec =
    classesByExpansion[expansion]
      .find((gameClass) => gameClass.id === record.char_class)
      ?.specs.find((candidate) => candidate.id === payload.spec) ?? refuseField('spec');
  if (spec.id === record.spec_id) return;

  const role = roleNumber[spec.role];
  await changeAndTell(deps, async (trx, tell) => {
    // The raid's lock first, as every change of its records takes it (setStatus.ts says why).
    if (!(await lockRaid(trx, expansion, record.raid_id))) fail('notFound');
    await updateRecord(trx, record.id, { spec_id: spec.id, role, updated_at: deps.now() });
    await addHistory(trx, {
      raid_id: record.raid_id,
      user_id: user.id,
      event: 'editSpec',
      ...characterColumns(expansion, 'prev', {
        name: record.char_name,
        specId: record.spec_id,
        role: record.role,
      }),
      ...characterColumns(expansion, 'next', { name: record.char_name, specId: spec.id, role }),
    });
    await tell({ type: 'recordsChanged', expansion, raidIds: [record.raid_id], userIds: [record.user_id] });
  });
}
