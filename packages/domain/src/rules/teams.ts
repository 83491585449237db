/** Teams (issue 30): static groups inside a Discord server's community. */

export const TEAM_NAME_MAX = 64;
export const TEAM_MEMBERS_MAX = 500;
export const TEAM_LEADERS_MAX = 25;
export const TEAM_NIGHTS_MAX = 7;

export interface TeamMemberRow {
  userId: string;
  name: string;
  byRole: boolean;
}

/**
 * A team's members: those picked by hand, then the role's holders not picked (a user in both stays one member,
 * marked by hand, so losing the role does not drop someone the leader chose).
 */
export function mergeTeamMembers(
  picked: ReadonlyArray<{ userId: string; name: string }>,
  roleHolders: ReadonlyArray<{ userId: string; name: string }>,
): TeamMemberRow[] {
  const rows = new Map<string, TeamMemberRow>();
  for (const member of picked) rows.set(member.userId, { ...member, byRole: false });
  for (const member of roleHolders) {
    if (!rows.has(member.userId)) rows.set(member.userId, { ...member, byRole: true });
  }
  return [...rows.values()];
}

/** True when two lists hold the same members, each with the same name and the same way in (order aside). */
export function sameTeamMembers(a: readonly TeamMemberRow[], b: readonly TeamMemberRow[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(a.map((member) => [member.userId, member]));
  return b.every((member) => {
    const known = byId.get(member.userId);
    return known !== undefined && known.name === member.name && known.byRole === member.byRole;
  });
}

/**
 * A team raid's sign-up list: the team's members first, then everyone else, each group in the order it came
 * (a stable partition, so the list's own order — by time of sign-up — holds inside each group).
 */
export function membersFirst<T extends { userID: string }>(
  records: readonly T[],
  memberIds: ReadonlySet<string>,
): T[] {
  return [
    ...records.filter((record) => memberIds.has(record.userID)),
    ...records.filter((record) => !memberIds.has(record.userID)),
  ];
}
