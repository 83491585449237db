import { canManageRaid, type Actor, type ManagedRaid } from '../raids/ability.js';

/**
 * Roster calls — moves, approval, a record's spec, the character popover and change requests — belong to the
 * raid's leader and the site administrator (SPEC section 6), who manage the raid.
 */
export function mayManageRoster(actor: Actor, raid: ManagedRaid, adminUserId: string | null): boolean {
  return canManageRaid(actor, raid, adminUserId);
}
