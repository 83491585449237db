import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { AppDeps } from '../../appDeps.js';
import type { RosterApprovalState } from '@raid/domain/rules/raidLifecycle';
import type { RaidRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { canManageRaid, type Actor } from '../raids/ability.js';
import { findRaid } from '../raids/repository.js';
import type { Executor } from '../../db/database.js';

/** The raid of the caller's expansion, or 404 'Raid not found' (another expansion's raid is not there). */
export async function raidOrNotFound(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
): Promise<RaidRow> {
  return (await findRaid(db, raidId, expansion)) ?? fail('raidNotFound');
}

/** Roster calls belong to the raid's leader and the site administrator. */
export function requireManager(deps: Pick<AppDeps, 'config'>, actor: Actor, raid: { user_id: string }): void {
  if (!canManageRaid(actor, raid, deps.config.adminUserId)) fail('forbidden');
}

export function approvalState(raid: RaidRow): RosterApprovalState {
  return {
    date: raid.date,
    canceled: raid.canceled,
    preliminaryRaidRosters: raid.preliminary_raid_rosters,
    rosterApproved: raid.roster_approved,
  };
}
