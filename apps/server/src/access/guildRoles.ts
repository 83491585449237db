import {
  ADMINISTRATOR_PERMISSION,
  type DiscordGuildDetails,
  type DiscordMember,
  type DiscordRole,
} from '../integrations/discord/discordGateway.js';

/** Does the member hold a role that passes `test`, directly or through @everyone (whose id is the guild's)? */
export function holdsRole(
  guild: DiscordGuildDetails,
  member: DiscordMember,
  test: (role: DiscordRole) => boolean,
): boolean {
  const held = new Set([guild.id, ...member.roles]);
  return guild.roles.some((role) => held.has(role.id) && test(role));
}

export function isAdministratorRole(role: DiscordRole): boolean {
  return (BigInt(role.permissions) & ADMINISTRATOR_PERMISSION) !== 0n;
}

/**
 * A member may lead raids in a guild when they own it, hold a role with the Administrator permission, or hold
 * one of the guild's configured leader roles (SPEC section 6 "Raid leader").
 */
export function isGuildLeader(
  guild: DiscordGuildDetails,
  member: DiscordMember,
  leaderRoleIds: readonly string[],
): boolean {
  if (guild.ownerId === member.userId) return true;
  return holdsRole(guild, member, (role) => isAdministratorRole(role) || leaderRoleIds.includes(role.id));
}
