import type { Db } from '../db/database.js';
import type { DiscordGateway } from '../integrations/discord/discordGateway.js';
import { isGuildLeader } from './guildRoles.js';
import { guildIdList } from '../data/guildIdLists.js';

/**
 * May this user create raids in this Discord server? Its owner, a member with the Administrator permission, or
 * a member holding one of the leader roles configured in Settings (SPEC section 6). Asks Discord through the
 * bot; a server the bot is not in, or a user who is not a member, may not.
 */
export async function canLeadInGuild(
  deps: { db: Db; discord: DiscordGateway },
  userId: string,
  guildId: string,
): Promise<boolean> {
  const [guild, member, leaderRoles] = await Promise.all([
    deps.discord.guild(guildId),
    deps.discord.member(guildId, userId),
    guildIdList(deps.db, 'leaderRoles', [guildId]),
  ]);
  if (!guild || !member) return false;
  return isGuildLeader(guild, member, leaderRoles);
}
