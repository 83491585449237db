/**
 * The app's follow-ups on an interaction's token (Discord's webhook routes): the original answer (`@original`,
 * set by a message answer or by editing after a deferral) and further messages. They are kept per token so
 * the client page can show a deferred answer once it arrives (GET /__interactions/:token/messages).
 */
import type { FastifyInstance } from 'fastify';
import { normaliseComponents } from './components.js';
import { unknown } from './httpErrors.js';
import { snowflake } from './ids.js';
import { bodyOf, type Json } from './json.js';
import { normaliseEmbeds, refuseEmptyMessage, updateStoredMessage, validateMessage } from './messageBody.js';
import { API } from './paths.js';
import { discordTime, messageObject } from './presenters.js';
import type { DiscordState, InteractionRecord } from './state.js';

/** A message sent through an interaction token, as Discord answers it. */
export function webhookMessage(state: DiscordState, body: Json, channelId: string): Json {
  return {
    id: snowflake(state),
    type: 0,
    channel_id: channelId,
    content: typeof body.content === 'string' ? body.content : '',
    embeds: normaliseEmbeds(body.embeds),
    components: normaliseComponents(body.components),
    flags: typeof body.flags === 'number' ? body.flags : 0,
    timestamp: discordTime(new Date()),
    edited_timestamp: null,
    author: state.botUser,
    webhook_id: state.clientId,
  };
}

/** An edit of a kept answer: a field left out keeps its value, as on Discord. */
function editedMessage(message: Json, body: Json): Json {
  return {
    ...message,
    ...('content' in body ? { content: typeof body.content === 'string' ? body.content : '' } : {}),
    ...('embeds' in body ? { embeds: normaliseEmbeds(body.embeds) } : {}),
    ...('components' in body ? { components: normaliseComponents(body.components) } : {}),
    edited_timestamp: discordTime(new Date()),
  };
}

type TokenParams = { Params: { appId: string; token: string } };

export function registerFollowUpRoutes(app: FastifyInstance, state: DiscordState): void {
  const liveRecord = (appId: string, token: string): InteractionRecord => {
    const record = state.interactions.tokens.get(token);
    // An expired token (15 minutes) or one invalidated by a missed 3-second window is an unknown webhook.
    if (appId !== state.clientId || !record || record.expiresAt < Date.now() || record.answer === 'failed')
      throw unknown('Webhook', 10015);
    return record;
  };
  const original = `${API}/webhooks/:appId/:token/messages/@original`;

  app.post<TokenParams>(`${API}/webhooks/:appId/:token`, async (request) => {
    const record = liveRecord(request.params.appId, request.params.token);
    const body = bodyOf(request);
    validateMessage(body);
    const message = webhookMessage(state, body, record.channelId);
    refuseEmptyMessage(String(message.content), message.embeds as Json[]);
    record.followUps.push(message);
    return message;
  });

  app.get<TokenParams>(original, async (request) => {
    const record = liveRecord(request.params.appId, request.params.token);
    if (!record.original) throw unknown('Message', 10008);
    return record.original;
  });

  app.patch<TokenParams>(original, async (request) => {
    const record = liveRecord(request.params.appId, request.params.token);
    const body = bodyOf(request);
    validateMessage(body);
    const post = record.editsPost && record.messageId ? state.messages.get(record.messageId) : undefined;
    if (post) {
      // After DEFERRED_UPDATE_MESSAGE the original is the post whose component was used.
      updateStoredMessage(post, body);
      record.original = messageObject(post, state.botUser);
    } else {
      const message = record.original
        ? editedMessage(record.original, body)
        : webhookMessage(state, body, record.channelId);
      refuseEmptyMessage(String(message.content), message.embeds as Json[]);
      record.original = message;
    }
    return record.original;
  });

  app.delete<TokenParams>(original, async (request, reply) => {
    const record = liveRecord(request.params.appId, request.params.token);
    if (!record.original) throw unknown('Message', 10008);
    record.original = null;
    return reply.code(204).send();
  });

  // Test control: what the app has sent on this token so far.
  app.get<{ Params: { token: string } }>('/__interactions/:token/messages', async (request) => {
    const record = liveRecord(state.clientId, request.params.token);
    return { original: record.original, followUps: record.followUps };
  });
}
