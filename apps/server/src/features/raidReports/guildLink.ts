import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { WclGuildSetting } from '@raid/domain/schemas/raidReports';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { refuseField } from '../../http/appError.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { guildLink, removeGuildLink, saveGuildLink } from '../../data/raidReports.js';

type GuildLinkDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

const unlinked = (server: string): WclGuildSetting => ({ server, guildId: null, name: null, realm: null });

/** `GET /api/wclGuild?server=`: the community's Warcraft Logs guild for the expansion (its managers only). */
export async function readWclGuild(
  deps: GuildLinkDeps,
  user: UserRow,
  expansion: ExpansionKey,
  server: string,
): Promise<WclGuildSetting> {
  const guild = await requireGuildManager(deps, user, server);
  const row = await guildLink(deps.db, guild.id, expansion);
  if (!row) return unlinked(server);
  return { server, guildId: row.wcl_guild_id, name: row.name, realm: row.server };
}

/**
 * `POST /api/setWclGuild`: links the community's Warcraft Logs guild for the expansion, by its id or by name and
 * a realm of the expansion's catalogue (whose slug, region and site the reports listing is asked with); all null
 * unlinks it.
 */
export async function saveWclGuild(
  deps: GuildLinkDeps,
  user: UserRow,
  expansion: ExpansionKey,
  setting: WclGuildSetting,
): Promise<WclGuildSetting> {
  if (setting.realm !== null && !expansionCatalogue(expansion).servers.some((s) => s.id === setting.realm)) {
    refuseField('realm');
  }
  const guild = await requireGuildManager(deps, user, setting.server);
  if (setting.guildId === null && setting.name === null) {
    await removeGuildLink(deps.db, guild.id, expansion);
    return unlinked(setting.server);
  }
  await saveGuildLink(deps.db, {
    guild_id: guild.id,
    expansion,
    wcl_guild_id: setting.guildId,
    name: setting.name,
    server: setting.realm,
    updated_at: deps.now(),
  });
  return setting;
}
