/**
 * The bot as a member of each demo guild, as Discord models an installed bot: a managed role named after the
 * application (`tags.bot_id`), created with the permissions the install asked for, and the bot's member holding
 * it. `GET /guilds/{id}` lists the role, `GET /guilds/{id}/members/{bot id}` answers the member, and what the
 * bot may do (invites) follows the role. The test control `POST /__bot-permissions` takes permissions from the
 * role or gives them back, as a server's administrator does in Server Settings → Roles.
 * (https://discord.com/developers/docs/topics/permissions#role-object-role-tags-structure)
 */
import type { FastifyInstance } from 'fastify';
import { demoGuilds, type DemoGuild } from '../demoWorld.js';
import { bodyOf } from './json.js';
import { findGuild } from './lookups.js';
import { botPermissions, PERMISSION_BITS } from './permissions.js';
import { discordTime } from './presenters.js';
import type { DiscordState } from './state.js';

/** Per stand-in: the bot role's permissions per guild id, once a test control changed them. */
const changedPermissions = new WeakMap<DiscordState, Map<string, bigint>>();

/** The bot role's permissions in a guild: the install's, unless a test control changed them. */
export function botRolePermissions(state: DiscordState, guild: DemoGuild): bigint {
  return changedPermissions.get(state)?.get(guild.id) ?? botPermissions(guild);
}

/** A fixed id per guild, apart from the demo world's role ids (3100…, 3200…). */
const botRoleId = (guild: DemoGuild): string => (BigInt(guild.id) + 50_000_000_000_000_000n).toString();

export const botRoleObject = (state: DiscordState, guild: DemoGuild) => ({
  id: botRoleId(guild),
  name: state.botUser.username,
  description: null,
  color: 0,
  colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
  hoist: false,
  icon: null,
  unicode_emoji: null,
  position: 1,
  permissions: botRolePermissions(state, guild).toString(),
  managed: true,
  mentionable: false,
  tags: { bot_id: state.botUser.id },
  flags: 0,
});

export const botMemberObject = (state: DiscordState, guild: DemoGuild) => ({
  user: state.botUser,
  nick: null,
  avatar: null,
  banner: null,
  roles: [botRoleId(guild)],
  joined_at: discordTime(new Date(Date.UTC(2024, 0, 1, 12, 0, 0))),
  premium_since: null,
  deaf: false,
  mute: false,
  flags: 0,
  pending: false,
  communication_disabled_until: null,
});

/**
 * `POST /__bot-permissions` `{ guildId, remove?: ['MANAGE_EVENTS', …], grant?: [...] }` (Discord's permission
 * names) changes the bot role in that guild; `DELETE /__bot-permissions` restores every guild's.
 */
export function registerBotPermissionControl(app: FastifyInstance, state: DiscordState): void {
  app.post('/__bot-permissions', async (request, reply) => {
    const body = bodyOf(request);
    const names = (value: unknown): string[] | null =>
      value === undefined
        ? []
        : Array.isArray(value) && value.every((name) => typeof name === 'string' && name in PERMISSION_BITS)
          ? (value as string[])
          : null;
    const remove = names(body.remove);
    const grant = names(body.grant);
    if (
      typeof body.guildId !== 'string' ||
      !demoGuilds.some((g) => g.id === body.guildId) ||
      !remove ||
      !grant
    ) {
      return reply.code(400).send({
        message: `guildId (a demo guild) and remove / grant (lists of ${Object.keys(PERMISSION_BITS).join(', ')}) are expected`,
      });
    }
    const guild = findGuild(body.guildId);
    let permissions = botRolePermissions(state, guild);
    for (const name of remove) permissions &= ~(PERMISSION_BITS[name] ?? 0n);
    for (const name of grant) permissions |= PERMISSION_BITS[name] ?? 0n;
    const changed = changedPermissions.get(state) ?? new Map<string, bigint>();
    changed.set(guild.id, permissions);
    changedPermissions.set(state, changed);
    return { guildId: guild.id, permissions: permissions.toString() };
  });
  app.delete('/__bot-permissions', async (_request, reply) => {
    changedPermissions.delete(state);
    return reply.code(204).send();
  });
}
