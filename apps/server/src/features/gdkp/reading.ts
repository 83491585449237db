import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import type { AppDeps } from '../../appDeps.js';
import type { RaidRow, UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { raidOrNotFound } from '../../data/raids.js';
import { ledgerReading, mayManageLedger, mayRecordSales } from './ability.js';
import { loadLedger, type LoadedLedger } from './ledger.js';
import { presentLedger } from './presenter.js';

export type ReadDeps = Pick<AppDeps, 'db' | 'discord' | 'config'>;

/**
 * The raid's ledger for this viewer, or the refusal: gdkpNotBidding for another loot system, and a hidden
 * ledger answers as if the raid were not there (it tells nothing of the raid's money).
 */
export async function readableLedger(
  deps: ReadDeps,
  viewer: UserRow | null,
  expansion: ExpansionKey,
  raidId: number,
): Promise<{ raid: RaidRow; loaded: LoadedLedger; can: GdkpLedgerAnswer['can'] }> {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  if (raid.loot_system !== LOOT_BIDDING_SYSTEM_ID) fail('gdkpNotBidding');
  const loaded = await loadLedger(deps.db, raid);
  const adminId = deps.config.adminUserId;
  const can = {
    record: mayRecordSales(viewer, raid, adminId, loaded.bankerIds),
    manage: mayManageLedger(viewer, raid, adminId),
  };
  const reading = ledgerReading(viewer, raid, loaded.rules.hiddenFromVisitors, can.record);
  if (reading === 'hidden') fail('raidNotFound');
  if (reading === 'ifServerMember' && viewer) {
    const member = await deps.discord.member(raid.discord_server, viewer.id).catch(() => null);
    if (!member) fail('raidNotFound');
  }
  return { raid, loaded, can };
}

/** `GET /api/gdkp`. */
export async function getLedger(
  deps: ReadDeps,
  viewer: UserRow | null,
  expansion: ExpansionKey,
  raidId: number,
): Promise<GdkpLedgerAnswer> {
  const { raid, loaded, can } = await readableLedger(deps, viewer, expansion, raidId);
  return presentLedger(raid.id, expansion, loaded, can);
}
