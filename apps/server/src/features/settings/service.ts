import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import type { DiscordGuildDetails } from '../../integrations/discord/discordGateway.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { isTextChannel } from '../../presenters/guildSettings.js';
import { addGuildId, guildIdList, removeGuildId, type GuildIdListKind } from '../../data/guildIdLists.js';

type SettingsDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

interface GuildIdChange {
  server: string;
  id: string;
  del: boolean;
}

/**
 * Ids a leader role or a schedule channel may take: what the Discord server has now (never @everyone, nor a
 * bot's own role, which no member can hold).
 */
const existsInGuild: Record<GuildIdListKind, (guild: DiscordGuildDetails, id: string) => boolean> = {
  leaderRoles: (guild, id) => id !== guild.id && guild.roles.some((role) => role.id === id && !role.managed),
  scheduleChannels: (guild, id) =>
    guild.channels.some((channel) => channel.id === id && isTextChannel(channel)),
};

/**
 * The leader roles or schedule channels configured for these Discord servers, one flat list as the web reads it.
 * Only a manager of every server asked about reads them, as with the servers' other settings.
 */
export async function configuredIds(
  deps: SettingsDeps,
  user: UserRow,
  kind: GuildIdListKind,
  guildIds: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(guildIds)];
  for (const guildId of unique) await requireGuildManager(deps, user, guildId);
  return guildIdList(deps.db, kind, unique);
}

/**
 * Adds or removes one leader role or schedule channel of a Discord server its manager configures. An id is
 * added only when Discord has it; removal never asks, so a role or channel deleted on Discord can still be
 * taken off the list. Answers the server's list after the change.
 */
export async function changeGuildIdList(
  deps: SettingsDeps,
  user: UserRow,
  kind: GuildIdListKind,
  change: GuildIdChange,
): Promise<string[]> {
  const guild = await requireGuildManager(deps, user, change.server);
  if (change.del) {
    await removeGuildId(deps.db, kind, guild.id, change.id);
  } else {
    if (!existsInGuild[kind](guild, change.id)) fail('notFound');
    await addGuildId(deps.db, kind, guild.id, change.id);
  }
  return guildIdList(deps.db, kind, [guild.id]);
}
