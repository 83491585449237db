/**
 * A member's permissions in a guild, computed as Discord documents it ("compute_base_permissions",
 * https://discord.com/developers/docs/topics/permissions#permission-overwrites): the guild's owner has every
 * permission; otherwise the @everyone role's (the role whose id is the guild's) OR'd with each of the member's
 * roles; ADMINISTRATOR grants every permission. Channel overwrites are left out: this is the server-wide view.
 */
export const ADMINISTRATOR = 1n << 3n;

/** What the bot needs in a server, with Discord's names as its settings show them (bits from the same page). */
export const BOT_PERMISSIONS: ReadonlyArray<{ name: string; bit: bigint; why: string }> = [
  { name: 'View Channel', bit: 1n << 10n, why: 'to see the raid channels' },
  { name: 'Send Messages', bit: 1n << 11n, why: 'to post raids' },
  { name: 'Embed Links', bit: 1n << 14n, why: "for the raid posts' embeds" },
  { name: 'Create Instant Invite', bit: 1n << 0n, why: "for the community page's invite button" },
  { name: 'Manage Events', bit: 1n << 33n, why: 'for Premium raids as Discord events' },
];

export interface GuildRoles {
  id: string;
  owner_id: string;
  roles: ReadonlyArray<{ id: string; permissions: string }>;
}

/** All bits set: what the owner and an administrator have. */
const ALL = ~0n;

export function basePermissions(guild: GuildRoles, userId: string, memberRoles: readonly string[]): bigint {
  if (guild.owner_id === userId) return ALL;
  const held = new Set([guild.id, ...memberRoles]);
  let permissions = 0n;
  for (const role of guild.roles) if (held.has(role.id)) permissions |= BigInt(role.permissions);
  return (permissions & ADMINISTRATOR) === ADMINISTRATOR ? ALL : permissions;
}

/** The bot's needed permissions that `permissions` lacks. */
export const missingBotPermissions = (permissions: bigint): Array<{ name: string; why: string }> =>
  BOT_PERMISSIONS.filter((permission) => (permissions & permission.bit) === 0n);
