import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { Db } from '../db/database.js';
import type { Tell } from './changeAndTell.js';
import { findRaid } from '../data/raids.js';
import { similarRaidIds } from '../data/similarRaidExclusion.js';

export interface RecordsDelta {
  from: number;
  version: number;
  changed: RaidRecord[];
  removed: number[];
}

/**
 * Tells that a raid's records changed, from inside the change's transaction `trx`. A roster change also changes
 * the sign-up lists of similar raids (suspended and restored records), so those raids are named too.
 */
export async function announceRecordsChanged(
  trx: Db,
  tell: Tell,
  expansion: ExpansionKey,
  raidId: number,
  userIds: readonly string[],
): Promise<void> {
  const raid = await findRaid(trx, raidId, expansion);
  const similar = raid ? await similarRaidIds(trx, raid) : [];
  await announceRecordsChangedIn(tell, expansion, [raidId, ...similar], userIds);
}

/**
 * The same, for a service that already knows every raid whose records its transaction changed; with the first
 * raid's delta when the transaction read it (its watchers then hear it without another read).
 */
export function announceRecordsChangedIn(
  tell: Tell,
  expansion: ExpansionKey,
  raidIds: readonly number[],
  userIds: readonly string[],
  delta?: RecordsDelta | null,
): Promise<void> {
  const [first] = raidIds;
  return tell({
    type: 'recordsChanged',
    expansion,
    raidIds: [...raidIds],
    userIds: [...new Set(userIds)],
    ...(delta && first !== undefined ? { delta: { raid: first, ...delta } } : {}),
  });
}
