/**
 * Who may manage a raid (SPEC section 6): its leader (`raid.userID`) or the site administrator
 * (ADMIN_USER_ID), who has the same roster rights.
 */
export interface Actor {
  id: string;
}

export function isSiteAdmin(actor: Actor | null, adminUserId: string | null): boolean {
  return Boolean(actor && adminUserId && actor.id === adminUserId);
}

export function canManageRaid(
  actor: Actor | null,
  raid: { user_id: string },
  adminUserId: string | null,
): boolean {
  return Boolean(actor && (actor.id === raid.user_id || isSiteAdmin(actor, adminUserId)));
}
