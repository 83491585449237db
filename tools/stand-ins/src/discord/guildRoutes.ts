/** A guild, its channels, its roles and its members: what the bot reads to offer channels and check roles. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoUsers } from '../demoWorld.js';
import { botMemberObject, botRoleObject } from './botMember.js';
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
    const answer = guildObject(guild, withCounts);
    return { ...answer, roles: [...answer.roles, botRoleObject(state, guild)] };
  });

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/channels`, async (request) => {
    requireBot(state, request);
    const guild = findGuild(request.params.guildId);
    return guild.channels.map((channel) => channelObject(guild, channel));
  });

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/roles`, async (request) => {
    requireBot(state, request);
    const guild = findGuild(request.params.guildId);
    return [...guild.roles.map(roleObject), botRoleObject(state, guild)];
  });

  // List Guild Members: members ordered by user id, `limit` 1-1000 (default 1), paged with `after` (a user id).
  // Real Discord answers it only to a bot with the privileged Server Members intent.
  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/members`, async (request, reply) => {
    requireBot(state, request);
    const guild = findGuild(request.params.guildId);
    const query = request.query as Record<string, string | undefined>;
    const limit = query.limit === undefined ? 1 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return reply.code(400).send({ message: 'Invalid Form Body', code: 50035 });
    const after = BigInt(/^\d+$/.test(query.after ?? '') ? (query.after as string) : '0');
    return guild.members
      .filter((member) => BigInt(member.userId) > after)
      .sort((a, b) => (BigInt(a.userId) < BigInt(b.userId) ? -1 : 1))
      .slice(0, limit)
      .flatMap((member) => {
        const user = demoUsers.find((candidate) => candidate.id === member.userId);
        return user ? [memberObject(guild, user, member)] : [];
      });
  });

  app.get<{ Params: { guildId: string; userId: string } }>(
    `${API}/guilds/:guildId/members/:userId`,
    async (request) => {
      requireBot(state, request);
      const guild = findGuild(request.params.guildId);
      if (request.params.userId === state.botUser.id) return botMemberObject(state, guild);
      const user = demoUsers.find((u) => u.id === request.params.userId);
      if (!user) throw unknown('User', 10013);
      const member = guild.members.find((m) => m.userId === user.id);
      if (!member) throw unknown('Member', 10007);
      return memberObject(guild, user, member);
    },
  );

  // Add / Remove Guild Member Role (204): a member's roles change as a server's moderator changes them; the
  // product never calls these, they let a test change who holds a role.
  const memberRole = `${API}/guilds/:guildId/members/:userId/roles/:roleId`;
  type MemberRole = { Params: { guildId: string; userId: string; roleId: string } };
  const changeRole =
    (adding: boolean) => async (request: FastifyRequest<MemberRole>, reply: FastifyReply) => {
      requireBot(state, request);
      const guild = findGuild(request.params.guildId);
      const member = guild.members.find((m) => m.userId === request.params.userId);
      if (!member) throw unknown('Member', 10007);
      if (!guild.roles.some((role) => role.id === request.params.roleId)) throw unknown('Role', 10011);
      const others = member.roles.filter((role) => role !== request.params.roleId);
      member.roles = adding ? [...others, request.params.roleId] : others;
      return reply.code(204).send();
    };
  app.put<MemberRole>(memberRole, changeRole(true));
  app.delete<MemberRole>(memberRole, changeRole(false));
}
