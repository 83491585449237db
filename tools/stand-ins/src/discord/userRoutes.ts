/** The current user (bot or OAuth2 user), their guilds, any user by id, and opening a DM channel. */
import type { FastifyInstance } from 'fastify';
import { demoGuilds, demoUsers } from '../demoWorld.js';
import { botRolePermissions } from './botMember.js';
import { requireBot, requireCaller } from './callers.js';
import { FormErrors } from './formErrors.js';
import { DiscordHttpError, unknown } from './httpErrors.js';
import { snowflake } from './ids.js';
import { bodyOf } from './json.js';
import { API } from './paths.js';
import { memberPermissions } from './permissions.js';
import { dmChannelObject, meObject, partialGuild, userObject } from './presenters.js';
import type { DiscordState } from './state.js';

export function registerUserRoutes(app: FastifyInstance, state: DiscordState): void {
  app.get(`${API}/users/@me`, async (request) => {
    const who = requireCaller(state, request, 'identify');
    return who.kind === 'bot'
      ? { ...state.botUser, verified: true, mfa_enabled: false, locale: 'en-US' }
      : meObject(who.user, who.scopes);
  });

  app.get(`${API}/users/@me/guilds`, async (request) => {
    const who = requireCaller(state, request, 'guilds');
    const query = request.query as Record<string, string | undefined>;
    const limit = query.limit === undefined ? 200 : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
      const errors = new FormErrors();
      errors.add(['limit'], 'NUMBER_TYPE_MAX', 'int value should be between 1 and 200.');
      errors.throwIfAny();
    }
    const withCounts = query.with_counts === 'true';
    let guilds = [...demoGuilds].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    if (who.kind === 'user') guilds = guilds.filter((g) => g.members.some((m) => m.userId === who.user.id));
    if (query.after) guilds = guilds.filter((g) => BigInt(g.id) > BigInt(query.after ?? '0'));
    if (query.before) guilds = guilds.filter((g) => BigInt(g.id) < BigInt(query.before ?? '0'));
    return guilds
      .slice(0, limit)
      .map((guild) =>
        who.kind === 'bot'
          ? partialGuild(guild, false, botRolePermissions(state, guild), withCounts)
          : partialGuild(
              guild,
              guild.ownerId === who.user.id,
              memberPermissions(guild, who.user.id),
              withCounts,
            ),
      );
  });

  app.get<{ Params: { userId: string } }>(`${API}/users/:userId`, async (request) => {
    requireBot(state, request);
    if (request.params.userId === state.botUser.id) return state.botUser;
    const user = demoUsers.find((u) => u.id === request.params.userId);
    if (!user) throw unknown('User', 10013);
    return userObject(user);
  });

  app.post(`${API}/users/@me/channels`, async (request) => {
    requireBot(state, request);
    const recipientId = bodyOf(request).recipient_id;
    const recipient = demoUsers.find((u) => u.id === recipientId);
    if (!recipient) throw new DiscordHttpError(400, { message: 'Invalid Recipient(s)', code: 50033 });
    let id = state.dmByUser.get(recipient.id);
    if (!id) {
      id = snowflake(state);
      state.dmByUser.set(recipient.id, id);
      state.dmChannels.set(id, recipient);
    }
    return dmChannelObject(id, recipient);
  });
}
