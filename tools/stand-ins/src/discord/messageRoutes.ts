/** Channels (guild text channels and DMs) and the bot's messages in them (with their components): post, read, edit. */
import type { FastifyInstance } from 'fastify';
import { requireBot } from './callers.js';
import { unknown } from './httpErrors.js';
import { snowflake } from './ids.js';
import { bodyOf } from './json.js';
import { findChannel } from './lookups.js';
import { normaliseComponents } from './components.js';
import { normaliseEmbeds, refuseEmptyMessage, updateStoredMessage, validateMessage } from './messageBody.js';
import { API } from './paths.js';
import { channelObject, discordTime, dmChannelObject, messageObject } from './presenters.js';
import type { DiscordState, StoredMessage } from './state.js';

function findMessage(state: DiscordState, channelId: string, messageId: string): StoredMessage {
  findChannel(state, channelId);
  const message = state.messages.get(messageId);
  if (!message || message.channel_id !== channelId) throw unknown('Message', 10008);
  return message;
}

export function registerMessageRoutes(app: FastifyInstance, state: DiscordState): void {
  app.get<{ Params: { channelId: string } }>(`${API}/channels/:channelId`, async (request) => {
    requireBot(state, request);
    const ref = findChannel(state, request.params.channelId);
    return ref.kind === 'guild'
      ? channelObject(ref.guild, ref.channel)
      : dmChannelObject(ref.id, ref.recipient);
  });

  app.post<{ Params: { channelId: string } }>(`${API}/channels/:channelId/messages`, async (request) => {
    requireBot(state, request);
    findChannel(state, request.params.channelId);
    const body = bodyOf(request);
    validateMessage(body);
    const content = typeof body.content === 'string' ? body.content : '';
    const embeds = normaliseEmbeds(body.embeds);
    refuseEmptyMessage(content, embeds);
    const message: StoredMessage = {
      id: snowflake(state),
      channel_id: request.params.channelId,
      content,
      embeds,
      components: normaliseComponents(body.components),
      timestamp: discordTime(new Date()),
      edited_timestamp: null,
    };
    state.messages.set(message.id, message);
    return messageObject(message, state.botUser);
  });

  app.get<{ Params: { channelId: string; messageId: string } }>(
    `${API}/channels/:channelId/messages/:messageId`,
    async (request) => {
      requireBot(state, request);
      const message = findMessage(state, request.params.channelId, request.params.messageId);
      return messageObject(message, state.botUser);
    },
  );

  app.patch<{ Params: { channelId: string; messageId: string } }>(
    `${API}/channels/:channelId/messages/:messageId`,
    async (request) => {
      requireBot(state, request);
      const message = findMessage(state, request.params.channelId, request.params.messageId);
      const body = bodyOf(request);
      validateMessage(body);
      updateStoredMessage(message, body);
      return messageObject(message, state.botUser);
    },
  );
}
