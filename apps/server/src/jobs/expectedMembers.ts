import type { AppDeps } from '../appDeps.js';
import { teamMembersNamed } from '../data/teams.js';
import { expectedRolesOf } from '../data/nudges.js';

export interface ExpectedMember {
  userId: string;
  name: string;
}

/** A raid group larger than this is not a raid group; the member list is read no further. */
const MAX_MEMBERS = 5_000;

/**
 * Whom a raid expects: a team raid its team's members (issue 30; the role holders among them as last synced
 * with Discord, features/teams/roleSync.ts), any other raid the members of its Discord server who hold one of the roles its managers marked as expected (a raid group); []
 * when none are marked or Discord cannot be asked (nobody is nudged, nobody counts as not answering: a wrong
 * reminder is worse than a missing one).
 */
export async function expectedMembers(
  deps: Pick<AppDeps, 'db' | 'discord'>,
  raid: { discord_server: string; team_id: number | null },
): Promise<ExpectedMember[]> {
  if (raid.team_id !== null) return teamMembersNamed(deps.db, raid.team_id);
  const guildId = raid.discord_server;
  const roles = new Set(await expectedRolesOf(deps.db, guildId));
  if (roles.size === 0) return [];
  const members = await deps.discord.guildMembers(guildId, MAX_MEMBERS).catch(() => []);
  return members
    .filter((member) => member.roles.some((role) => roles.has(role)))
    .map((member) => ({ userId: member.userId, name: member.name }));
}
