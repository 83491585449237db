import { canManageRaid, type Actor, type ManagedRaid } from '@raid/domain/rules/raidManagers';

/**
 * Who may do what with sign-ups (SPEC sections 4 and 6). Pure decisions: the services read the rows, ask these,
 * and answer the catalogue's code.
 */

/**
 * Who may sign up to a private raid: its leader and the site administrator always; anyone else only as a
 * member of the raid's Discord server (the community it was posted to), which only Discord can tell.
 */
export function privateRaidSignUp(
  actor: Actor,
  raid: ManagedRaid,
  adminUserId: string | null,
): 'allowed' | 'ifServerMember' {
  return canManageRaid(actor, raid, adminUserId) ? 'allowed' : 'ifServerMember';
}

/** The leader's record holds their raid: they cannot cancel a sign-up in a raid they lead. */
export function mayCancelSignUp(actor: Actor, raid: { user_id: string }): boolean {
  return actor.id !== raid.user_id;
}

/** Tentative / Late / Absence: on the caller's own record only, and never in a raid they lead. */
export function statusRefusal(
  actor: Actor,
  record: { user_id: string; raid_user_id: string },
): 'forbidden' | 'statusInOwnRaid' | null {
  if (record.user_id !== actor.id) return 'forbidden';
  if (record.raid_user_id === actor.id) return 'statusInOwnRaid';
  return null;
}
