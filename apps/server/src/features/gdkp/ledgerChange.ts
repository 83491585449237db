import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../appDeps.js';
import type { Database, RaidRow, UserRow } from '../../db/schema.js';
import { changeAndTell, type Tell } from '../../events/changeAndTell.js';
import { fail } from '../../http/appError.js';
import { addHistory, type HistoryInput } from '../../data/history.js';
import { lockRaid } from '../../data/raids.js';
import { mayManageLedger, mayRecordSales } from './ability.js';
import { loadLedger, startingRules, type LoadedLedger } from './ledger.js';
import { presentLedger } from './presenter.js';
import { bankersOf, ensureLedger, updateLedger } from '../../data/gdkp.js';

export type LedgerDeps = Pick<AppDeps, 'db' | 'events' | 'config' | 'now'>;

export interface LedgerChange {
  trx: Transaction<Database>;
  raid: RaidRow;
  /** The ledger as it was before this change. */
  before: LoadedLedger;
  now: Date;
  /** Adds the raid's history entry of this change, by the caller. */
  history: (entry: Omit<HistoryInput, 'raid_id' | 'user_id'>) => Promise<void>;
  tell: Tell;
}

interface ChangeOptions {
  /** record: the leader and the bankers; manage: the leader alone. */
  need: 'record' | 'manage';
  /** Reopening is the one change a closed ledger takes. */
  onClosedLedger?: 'refuse' | 'allow';
}

/**
 * Runs one change of a raid's ledger: under the raid's lock (as every change of the raid takes it), in one
 * transaction with its history entry, then a new ledger version and pot, told after the commit as
 * `gdkpChanged` (live clients, the raid lists, the Discord post). Answers the ledger as committed.
 */
export async function changeLedger<T = GdkpLedgerAnswer>(
  deps: LedgerDeps,
  user: UserRow,
  expansion: ExpansionKey,
  raidId: number,
  options: ChangeOptions,
  change: (context: LedgerChange) => Promise<void>,
  answer?: (ledger: GdkpLedgerAnswer) => T,
): Promise<T> {
  const now = deps.now();
  return changeAndTell(deps, async (trx, tell) => {
    const raid = (await lockRaid(trx, expansion, raidId)) ?? fail('raidNotFound');
    if (raid.loot_system !== LOOT_BIDDING_SYSTEM_ID) fail('gdkpNotBidding');
    const adminId = deps.config.adminUserId;
    const bankerIds = (await bankersOf(trx, raid.id)).map((banker) => banker.id);
    if (
      options.need === 'manage'
        ? !mayManageLedger(user, raid, adminId)
        : !mayRecordSales(user, raid, adminId, bankerIds)
    )
      fail(options.need === 'manage' ? 'forbidden' : 'gdkpNotAllowed');
    const ledger = await ensureLedger(trx, raid.id, await startingRules(trx, raid.discord_server));
    if (ledger.closed_at && options.onClosedLedger !== 'allow') fail('gdkpClosed');
    const before = await loadLedger(trx, raid);
    await change({
      trx,
      raid,
      before,
      now,
      tell,
      history: (entry) => addHistory(trx, { ...entry, raid_id: raid.id, user_id: user.id }),
    });
    const after = await loadLedger(trx, raid);
    const version = ledger.version + 1;
    const potCopper = after.split.potCopper;
    await updateLedger(trx, raid.id, { version, pot_copper: potCopper });
    await tell({ type: 'gdkpChanged', expansion, raidId: raid.id, version, potCopper });
    const committed = {
      ...after,
      ledger: after.ledger && { ...after.ledger, version, pot_copper: potCopper },
    };
    const present = presentLedger(raid.id, expansion, committed, {
      record: true,
      manage: mayManageLedger(user, raid, adminId),
    });
    return answer ? answer(present) : (present as T);
  });
}
