import type { DiscordServer } from '@raid/domain/schemas/gameData';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { canLeadInGuild } from '../../access/guildLeadership.js';
import { rememberGuild } from '../../data/guilds.js';
import { discordAccessToken, isRevokedGrant } from '../../access/discordAccess.js';
import { presentDiscordServer } from '../../presenters/guildSettings.js';
import { guildIdRows } from '../../data/guildIdLists.js';

type DiscordServersDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

/**
 * The user's Discord servers where the bot is present, with what the settings and raid dialogs offer there.
 * Asks Discord with the user's own grant (which servers they are in) and with the bot (roles, channels). A
 * grant Discord no longer honours answers 401, so the web asks the user to log in again.
 */
export async function userDiscordServers(deps: DiscordServersDeps, user: UserRow): Promise<DiscordServer[]> {
  const token = (await discordAccessToken(deps, user)) ?? fail('loginRequired');
  const [userGuilds, botGuildIds] = await Promise.all([
    deps.discord
      .currentUserGuilds(token)
      .catch((error: unknown) => (isRevokedGrant(error) ? fail('loginRequired') : Promise.reject(error))),
    deps.discord.botGuildIds(),
  ]);
  const withBot = new Set(botGuildIds);
  const shared = userGuilds.filter((guild) => withBot.has(guild.id)).map((guild) => guild.id);

  const scheduleChannels = new Map<string, Set<string>>();
  for (const row of await guildIdRows(deps.db, 'scheduleChannels', shared)) {
    const ids = scheduleChannels.get(row.guildId) ?? new Set<string>();
    scheduleChannels.set(row.guildId, ids.add(row.id));
  }

  const servers = await Promise.all(
    shared.map(async (guildId) => {
      const guild = await deps.discord.guild(guildId);
      if (!guild) return null; // the bot left between the two calls
      await rememberGuild(deps.db, guild, deps.now());
      const leader = await canLeadInGuild(deps, user.id, guild.id);
      return presentDiscordServer(guild, leader, scheduleChannels.get(guild.id) ?? new Set());
    }),
  );
  return servers.filter((server) => server !== null);
}
