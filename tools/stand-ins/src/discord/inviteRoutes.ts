/**
 * Channel invites (https://discord.com/developers/docs/resources/channel#create-channel-invite and
 * https://discord.com/developers/docs/resources/invite#get-invite): the same settings give back the same live
 * invite unless `unique` asks for a new one; max_age 0-604800 seconds (0: never expires, default 86400), max_uses
 * 0-100. An expired or revoked invite is gone: Get Invite answers 404 Unknown Invite (10006).
 * Test control, outside the API: `DELETE /__invites/:code` revokes one, as a server's moderator may.
 */
import type { FastifyInstance } from 'fastify';
import { botRolePermissions } from './botMember.js';
import { requireBot } from './callers.js';
import { FormErrors } from './formErrors.js';
import { DiscordHttpError, missingPermissions, unknown } from './httpErrors.js';
import { randomToken } from './ids.js';
import { bodyOf } from './json.js';
import { findChannel } from './lookups.js';
import { API } from './paths.js';
import { CREATE_INSTANT_INVITE } from './permissions.js';
import { discordTime, inviteObject } from './presenters.js';
import type { DiscordState, StoredInvite } from './state.js';

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
              isLive(i) &&
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

  app.get<{ Params: { code: string } }>(`${API}/invites/:code`, async (request) => {
    const invite = state.invites.find((each) => each.code === request.params.code && isLive(each));
    if (!invite) throw unknown('Invite', 10006);
    const ref = findChannel(state, invite.channelId);
    if (ref.kind === 'dm') throw unknown('Invite', 10006);
    return inviteObject(invite, ref.guild, ref.channel, state.botUser);
  });

  app.delete<{ Params: { code: string } }>('/__invites/:code', async (request, reply) => {
    const index = state.invites.findIndex((each) => each.code === request.params.code);
    if (index >= 0) state.invites.splice(index, 1);
    return reply.code(index >= 0 ? 204 : 404).send();
  });
}

/** An invite with a max age lives that many seconds from its creation. */
function isLive(invite: StoredInvite): boolean {
  return invite.maxAge === 0 || Date.parse(invite.createdAt) + invite.maxAge * 1000 > Date.now();
}
