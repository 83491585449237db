import type { DiscordStandIn } from '@raid/stand-ins/discordStandIn';

/** A moderator gives a member a role or takes it away, on the Discord stand-in (what a role sync reads). */
export async function changeMemberRole(
  discord: DiscordStandIn,
  member: { guild: string; user: string; role: string },
  holding: boolean,
): Promise<void> {
  const response = await fetch(
    `${discord.url}/api/v10/guilds/${member.guild}/members/${member.user}/roles/${member.role}`,
    { method: holding ? 'PUT' : 'DELETE', headers: { authorization: `Bot ${discord.botToken}` } },
  );
  if (response.status !== 204) throw new Error(`the stand-in answered ${response.status} to a role change`);
}
