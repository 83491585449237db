import type { AppDeps } from '../appDeps.js';
import type { UserRow } from '../db/schema.js';
import { fail } from '../http/appError.js';
import type { DiscordGuildDetails } from '../integrations/discord/discordGateway.js';
import { rememberGuild } from '../data/guilds.js';
import { canManageGuild } from './guildManagement.js';

type GuildAccessDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/**
 * The Discord server as the bot sees it, when the user may manage it: 404 when the bot is not there, 403 for
 * anyone but its owner and administrators. Our copy of the guild is refreshed, so its settings rows have a
 * parent to point at.
 */
export async function requireGuildManager(
  deps: GuildAccessDeps,
  user: UserRow,
  guildId: string,
): Promise<DiscordGuildDetails> {
  const [guild, member] = await Promise.all([
    deps.discord.guild(guildId),
    deps.discord.member(guildId, user.id),
  ]);
  if (!guild) fail('notFound');
  if (!member || !canManageGuild(guild, member)) fail('forbidden');
  await rememberGuild(deps.db, guild, deps.now());
  return guild;
}
