import type { Db } from '../../db/database.js';
import { isGuildLeader, type DiscordGateway } from '../../integrations/discord/discordGateway.js';

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
    deps.db.selectFrom('guild_leader_roles').select('role_id').where('guild_id', '=', guildId).execute(),
  ]);
  if (!guild || !member) return false;
  return isGuildLeader(
    guild,
    member,
    leaderRoles.map((row) => row.role_id),
  );
}

/** Keeps our copy of a Discord server's name and icon fresh (the raid cards and the guilds table show them). */
export async function rememberGuild(
  db: Db,
  guild: { id: string; name: string; icon: string | null; ownerId: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('guilds')
    .values({ id: guild.id, name: guild.name, icon: guild.icon, owner_id: guild.ownerId })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ name: guild.name, icon: guild.icon, owner_id: guild.ownerId, updated_at: now }),
    )
    .execute();
}
