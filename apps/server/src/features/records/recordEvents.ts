import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { AppDeps } from '../../app.js';
import { similarRaidIds } from './similarRaidExclusion.js';

/**
 * Tells listeners that a raid's records changed, after the change committed. A roster change also changes the
 * sign-up lists of similar raids (suspended and restored records), so those raids are named too.
 */
export async function announceRecordsChanged(
  deps: Pick<AppDeps, 'db' | 'events'>,
  expansion: ExpansionKey,
  raidId: number,
  userIds: readonly string[],
): Promise<void> {
  const raid = await deps.db.selectFrom('raids').selectAll().where('id', '=', raidId).executeTakeFirst();
  const similar = raid ? await similarRaidIds(deps.db, raid) : [];
  deps.events.emit({
    type: 'recordsChanged',
    expansion,
    raidIds: [raidId, ...similar],
    userIds: [...new Set(userIds)],
  });
}
