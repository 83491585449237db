import { canManageRaid, type Actor } from '@raid/domain/rules/raidManagers';

/**
 * Who may do what with a raid's GDKP ledger (issue 29). Pure decisions: the services read the rows, ask these,
 * and answer the catalogue's code.
 */

/** Rules, bankers, closing, reopening and posting the payouts: whoever manages the raid (its leader). */
export function mayManageLedger(actor: Actor | null, raid: { user_id: string }, adminUserId: string | null) {
  return canManageRaid(actor, raid, adminUserId);
}

/** Sales, overrides, paid marks and imports: whoever manages the raid, and the bankers the leader named. */
export function mayRecordSales(
  actor: Actor | null,
  raid: { user_id: string },
  adminUserId: string | null,
  bankerIds: readonly string[],
): boolean {
  return mayManageLedger(actor, raid, adminUserId) || Boolean(actor && bankerIds.includes(actor.id));
}

/**
 * Who may read a ledger. Everyone who can see the raid, unless the rules hide it from visitors: then only the
 * people who may sign up (logged in; in a private raid, members of its Discord server, which only Discord can
 * tell) and those who record.
 */
export function ledgerReading(
  actor: Actor | null,
  raid: { user_id: string; private: boolean },
  hiddenFromVisitors: boolean,
  mayRecord: boolean,
): 'allowed' | 'ifServerMember' | 'hidden' {
  if (!hiddenFromVisitors || mayRecord) return 'allowed';
  if (!actor) return 'hidden';
  return raid.private ? 'ifServerMember' : 'allowed';
}
