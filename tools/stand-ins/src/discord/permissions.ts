import type { DemoGuild } from '../demoWorld.js';

// Permission bits (https://discord.com/developers/docs/topics/permissions).
export const CREATE_INSTANT_INVITE = 1n << 0n;
const ADMINISTRATOR = 1n << 3n;
const VIEW_CHANNEL = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;
const EMBED_LINKS = 1n << 14n;
const MANAGE_EVENTS = 1n << 33n;
/** Every permission Discord defines today (bits 0..52 except 47). */
const ALL_PERMISSIONS = 8866461766385663n;

/** The permissions the bot is installed with, by Discord's names (what the `__bot-permissions` control takes). */
export const PERMISSION_BITS: Readonly<Record<string, bigint>> = {
  CREATE_INSTANT_INVITE,
  ADMINISTRATOR,
  VIEW_CHANNEL,
  SEND_MESSAGES,
  EMBED_LINKS,
  MANAGE_EVENTS,
};

export function memberPermissions(guild: DemoGuild, userId: string): bigint {
  if (guild.ownerId === userId) return ALL_PERMISSIONS;
  const member = guild.members.find((m) => m.userId === userId);
  if (!member) return 0n;
  const held = new Set([guild.id, ...member.roles]);
  let permissions = 0n;
  for (const role of guild.roles) if (held.has(role.id)) permissions |= BigInt(role.permissions);
  return (permissions & ADMINISTRATOR) !== 0n ? ALL_PERMISSIONS : permissions;
}

/** What the bot's install grants in a guild (the demo world's Horde guild left out invites). */
export function botPermissions(guild: DemoGuild): bigint {
  const granted = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | MANAGE_EVENTS | CREATE_INSTANT_INVITE;
  return guild.botCanInvite ? granted : granted & ~CREATE_INSTANT_INVITE;
}
