import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import { findRaid } from '../raids/repository.js';
import { similarRaidIds } from '../roster/similarRaidExclusion.js';

export interface RecordsDelta {
  from: number;
  version: number;
  changed: RaidRecord[];
  removed: number[];
}

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
  const raid = await findRaid(deps.db, raidId, expansion);
  const similar = raid ? await similarRaidIds(deps.db, raid) : [];
  announceRecordsChangedIn(deps, expansion, [raidId, ...similar], userIds);
}

/**
 * The same, for a service that already knows every raid whose records its transaction changed; with the first
 * raid's delta when the transaction read it (its watchers then hear it without another read).
 */
export function announceRecordsChangedIn(
  deps: Pick<AppDeps, 'events'>,
  expansion: ExpansionKey,
  raidIds: readonly number[],
  userIds: readonly string[],
  delta?: RecordsDelta | null,
): void {
  const [first] = raidIds;
  deps.events.emit({
    type: 'recordsChanged',
    expansion,
    raidIds: [...raidIds],
    userIds: [...new Set(userIds)],
    ...(delta && first !== undefined ? { delta: { raid: first, ...delta } } : {}),
  });
}
