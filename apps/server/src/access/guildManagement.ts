import type { DiscordGuildDetails, DiscordMember } from '../integrations/discord/discordGateway.js';
import { holdsRole, isAdministratorRole } from './guildRoles.js';

/**
 * Who may change a Discord server's settings (leader roles, schedule channels, questions, guild settings): its
 * owner or a member holding a role with the Administrator permission. A configured leader role is not enough,
 * otherwise a raid leader could hand the leader role to anyone or take it from the officers who granted it.
 */
export function canManageGuild(guild: DiscordGuildDetails, member: DiscordMember): boolean {
  if (guild.ownerId === member.userId) return true;
  return holdsRole(guild, member, isAdministratorRole);
}

/**
 * Premium features are refused only when a non-premium user switches them on: the web sends the whole
 * settings object back, so a feature already on (set while premium, or by a premium co-manager) must not block
 * saving an unrelated change.
 */
export function turnsOnPremiumFeature<T>(
  premium: boolean,
  stored: T,
  requested: T,
  isOn: (value: T) => boolean,
): boolean {
  return !premium && isOn(requested) && requested !== stored;
}
