import type { AppDeps } from '../../appDeps.js';
import { expectedRolesOf } from './repository.js';

export interface ExpectedMember {
  userId: string;
  name: string;
}

/** A raid group larger than this is not a raid group; the member list is read no further. */
const MAX_MEMBERS = 5_000;

/**
 * Members of the Discord server who hold one of the roles its managers marked as expected (a raid group); []
 * when none are marked or Discord cannot be asked (nobody is nudged, nobody counts as not answering: a wrong
 * reminder is worse than a missing one).
 */
export async function expectedMembers(
  deps: Pick<AppDeps, 'db' | 'discord'>,
  guildId: string,
): Promise<ExpectedMember[]> {
  const roles = new Set(await expectedRolesOf(deps.db, guildId));
  if (roles.size === 0) return [];
  const members = await deps.discord.guildMembers(guildId, MAX_MEMBERS).catch(() => []);
  return members
    .filter((member) => member.roles.some((role) => roles.has(role)))
    .map((member) => ({ userId: member.userId, name: member.name }));
}
