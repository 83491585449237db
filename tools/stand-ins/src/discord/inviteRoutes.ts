/** Channel invites: the same settings give back the same invite unless `unique` asks for a new one. */
import type { FastifyInstance } from 'fastify';
import { botRolePermissions } from './botMember.js';
import { requireBot } from './callers.js';
import { FormErrors } from './formErrors.js';
import { DiscordHttpError, missingPermissions } from './httpErrors.js';
import { randomToken } from './ids.js';
import { bodyOf } from './json.js';
import { findChannel } from './lookups.js';
import { API } from './paths.js';
import { CREATE_INSTANT_INVITE } from './permissions.js';
import { discordTime, inviteObject } from './presenters.js';
import type { DiscordState } from './state.js';

export function registerInviteRoutes(app: FastifyInstance, state: DiscordState): void {
  app.post<{ Params: { channelId: string } }>(`${API}/channels/:channelId/invites`, async (request) => {
    requireBot(state, request);
    const ref = findChannel(state, request.params.channelId);
    if (ref.kind === 'dm') {
      throw new DiscordHttpError(400, { message: 'Cannot execute action on a DM channel', code: 50003 });
    }
    if ((botRolePermissions(state, ref.guild) & CREATE_INSTANT_INVITE) === 0n) throw missingPermissions();
    const body = bodyOf(request);
    const maxAge = typeof body.max_age === 'number' ? body.max_age : 86400;
    const maxUses = typeof body.max_uses === 'number' ? body.max_uses : 0;
    const temporary = body.temporary === true;
    const errors = new FormErrors();
    if (!Number.isInteger(maxAge) || maxAge < 0 || maxAge > 604800) {
      errors.add(['max_age'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 604800.');
    }
    if (!Number.isInteger(maxUses) || maxUses < 0 || maxUses > 100) {
      errors.add(['max_uses'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 100.');
    }
    errors.throwIfAny();
    let invite =
      body.unique === true
        ? undefined
        : state.invites.find(
            (i) =>
              i.channelId === ref.channel.id &&
              i.maxAge === maxAge &&
              i.maxUses === maxUses &&
              i.temporary === temporary,
          );
    if (!invite) {
      invite = {
        code: randomToken(8),
        channelId: ref.channel.id,
        guildId: ref.guild.id,
        maxAge,
        maxUses,
        temporary,
        createdAt: discordTime(new Date()),
      };
      state.invites.push(invite);
    }
    return inviteObject(invite, ref.guild, ref.channel, state.botUser);
  });
}
