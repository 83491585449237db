import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { raidStatus } from '@raid/domain/rules/raidLifecycle';
import type { RefreshRaidAnswer } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import { changeAndTell } from '../../events/changeAndTell.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { addHistory } from '../../data/history.js';
import { releaseSuspendedBy } from '../../data/recordSlots.js';
import { canManageRaid } from '@raid/domain/rules/raidManagers';
import { lockRaid, updateRaid } from '../../data/raids.js';

/** Cancels a raid with the reason the leader gave; a canceled raid moves to the archive at once. */
export async function cancelRaid(
  deps: AppDeps,
  user: UserRow,
  expansion: ExpansionKey,
  input: { id: number; reason: string },
): Promise<RefreshRaidAnswer> {
  const now = deps.now();
  return changeAndTell(deps, async (trx, tell): Promise<RefreshRaidAnswer> => {
    const raid = (await lockRaid(trx, expansion, input.id)) ?? fail('raidNotFound');
    if (!canManageRaid(user, raid, deps.config.adminUserId)) fail('forbidden');
    if (raidStatus(raid, now) !== 'active') fail('raidClosed');
    await updateRaid(trx, raid.id, {
      canceled: true,
      canceled_reason: input.reason,
      is_archive: true,
      updated_at: now,
    });
    await addHistory(trx, { raid_id: raid.id, user_id: user.id, event: 'cancelRaid', text: input.reason });
    // Its roster no longer holds anyone, so sign-ups it suspended in similar raids come back.
    const restored = await releaseSuspendedBy(trx, [raid.id], now);
    await tell({ type: 'raidCanceled', expansion, raidId: raid.id, reason: input.reason });
    if (restored.length > 0) {
      await tell({
        type: 'recordsChanged',
        expansion,
        raidIds: [...new Set(restored.map((row) => row.raid_id))],
        userIds: [...new Set(restored.map((row) => row.user_id))],
      });
    }
    return { success: true, id: raid.id };
  });
}
