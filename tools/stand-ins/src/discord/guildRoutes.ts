/** A guild, its channels, its roles and one member: what the bot reads to offer channels and check roles. */
import type { FastifyInstance } from 'fastify';
import { demoUsers } from '../demoWorld.js';
import { requireBot } from './callers.js';
import { unknown } from './httpErrors.js';
import { findGuild } from './lookups.js';
import { API } from './paths.js';
import { channelObject, guildObject, memberObject, roleObject } from './presenters.js';
import type { DiscordState } from './state.js';

export function registerGuildRoutes(app: FastifyInstance, state: DiscordState): void {
  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId`, async (request) => {
    requireBot(state, request);
    const guild = findGuild(request.params.guildId);
    const withCounts = (request.query as Record<string, string | undefined>).with_counts === 'true';
    return guildObject(guild, withCounts);
  });

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/channels`, async (request) => {
    requireBot(state, request);
    const guild = findGuild(request.params.guildId);
    return guild.channels.map((channel) => channelObject(guild, channel));
  });

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/roles`, async (request) => {
    requireBot(state, request);
    return findGuild(request.params.guildId).roles.map(roleObject);
  });

  app.get<{ Params: { guildId: string; userId: string } }>(
    `${API}/guilds/:guildId/members/:userId`,
    async (request) => {
      requireBot(state, request);
      const guild = findGuild(request.params.guildId);
      const user = demoUsers.find((u) => u.id === request.params.userId);
      if (!user) throw unknown('User', 10013);
      const member = guild.members.find((m) => m.userId === user.id);
      if (!member) throw unknown('Member', 10007);
      return memberObject(guild, user, member);
    },
  );
}
