/**
 * Discord's part in interactions (buttons, select menus, slash commands, modals on the bot's posts): the
 * stand-in holds the application's Ed25519 key pair, and `POST /__interactions` sends one interaction, signed,
 * to the app's interactions endpoint exactly as Discord would, answering what the app answered. The app's
 * follow-ups arrive on Discord's webhook routes (followUpRoutes.ts), kept per token.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { demoUsers } from '../demoWorld.js';
import { unknown } from './httpErrors.js';
import { snowflake } from './ids.js';
import { bodyOf, type Json } from './json.js';
import { registerFollowUpRoutes, webhookMessage } from './followUpRoutes.js';
import { findGuild } from './lookups.js';
import { refusalOfAnswer } from './interactionAnswers.js';
import { updateStoredMessage } from './messageBody.js';
import { messageObject, memberObject } from './presenters.js';
import type { DiscordState, InteractionRecord } from './state.js';

/** Discord's interaction types: the ones a sender of `POST /__interactions` may ask for. */
const SENDABLE_TYPES = new Set([2, 3, 4, 5]);
const COMPONENT = 3;
/** The app's answers (interaction callback types) that the stand-in acts on. */
const CHANNEL_MESSAGE = 4;
const DEFERRED_UPDATE = 6;
const UPDATE_MESSAGE = 7;
/**
 * "Interaction tokens are valid for 15 minutes and can be used to send followup messages", and the app "must
 * send an initial response within 3 seconds of receiving the event. If the 3 second deadline is exceeded, the
 * token will be invalidated." (https://discord.com/developers/docs/interactions/receiving-and-responding).
 */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
const INITIAL_RESPONSE_MS = 3_000;
/** What the player sees when the app's answer is late or refused. */
const FAILED = 'This interaction failed';

export interface InteractionKeys {
  /** The application's public key as Discord's developer portal shows it: 64 hex characters. */
  publicKey: string;
  sign: (timestamp: string, body: string) => string;
}

export function createInteractionKeys(): InteractionKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex'),
    sign: (timestamp, body) => sign(null, Buffer.from(timestamp + body), privateKey).toString('hex'),
  };
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

interface Built {
  payload: Json;
  token: string;
  messageId: string | null;
}

/**
 * The interaction Discord would send for this click, command, autocomplete or modal of a demo member in a demo
 * guild. Without `messageId` (a component of an ephemeral answer, a command) it carries no `message`.
 */
function interactionPayload(state: DiscordState, body: Json): Built | string {
  const userId = text(body.userId);
  const guildId = text(body.guildId);
  const channelId = text(body.channelId);
  const type = body.type === undefined ? COMPONENT : body.type;
  if (!userId || !guildId || !channelId) return 'userId, guildId and channelId are required';
  if (typeof type !== 'number' || !SENDABLE_TYPES.has(type)) return 'type must be 2, 3, 4 or 5';
  const user = demoUsers.find((candidate) => candidate.id === userId);
  const guild = findGuild(guildId);
  const member = guild.members.find((candidate) => candidate.userId === userId);
  if (!user || !member) return `user ${userId} is not a member of guild ${guildId}`;
  if (!guild.channels.some((channel) => channel.id === channelId))
    return `channel ${channelId} is not in the guild`;

  let data: unknown = body.data;
  if (type === COMPONENT) {
    const customId = text(body.customId);
    if (!customId) return 'customId is required for a component interaction';
    const values = Array.isArray(body.values) ? body.values.map(String) : undefined;
    data = { custom_id: customId, component_type: values ? 3 : 2, ...(values ? { values } : {}) };
  } else if (typeof data !== 'object' || data === null) return 'data is required for this interaction type';

  const messageId = text(body.messageId);
  const stored = messageId ? state.messages.get(messageId) : undefined;
  if (messageId && !stored) throw unknown('Message', 10008);
  const token = `standin.${randomBytes(24).toString('base64url')}`;
  const payload: Json = {
    id: snowflake(state),
    application_id: state.clientId,
    type,
    data,
    guild_id: guild.id,
    channel_id: channelId,
    member: { ...memberObject(guild, user, member), permissions: '0' },
    token,
    version: 1,
    locale: user.language === 'ru' ? 'ru' : 'en-US',
    guild_locale: 'en-US',
    app_permissions: '0',
    entitlements: [],
    ...(stored ? { message: messageObject(stored, state.botUser) } : {}),
  };
  return { payload, token, messageId: stored?.id ?? null };
}

/**
 * What Discord does with the app's answer: a message answer becomes the token's `@original`; an update
 * answer edits the post the component was on (checked like any edit; an invalid one is Discord's failure).
 */
function applyAnswer(state: DiscordState, built: Built, channelId: string, response: unknown): void {
  const record = state.interactions.tokens.get(built.token);
  if (!record || typeof response !== 'object' || response === null) return;
  const { type, data } = response as Json;
  const body = typeof data === 'object' && data !== null ? (data as Json) : {};
  if (type === CHANNEL_MESSAGE) record.original = webhookMessage(state, body, channelId);
  if (type === DEFERRED_UPDATE) record.editsPost = built.messageId !== null;
  const post = built.messageId ? state.messages.get(built.messageId) : undefined;
  if (type === UPDATE_MESSAGE && post) updateStoredMessage(post, body);
}

/** The app's answer within Discord's 3-second window, or why there was none. */
async function deliver(
  endpoint: string,
  headers: Record<string, string>,
  json: string,
): Promise<{ status: number; response: unknown } | { late: true }> {
  let answer: Response;
  try {
    answer = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: json,
      signal: AbortSignal.timeout(INITIAL_RESPONSE_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { late: true };
    throw error;
  }
  const raw = await answer.text();
  let response: unknown = raw;
  try {
    response = JSON.parse(raw);
  } catch {
    // Not JSON: shown as the text it was, as Discord would show 'This interaction failed'.
  }
  return { status: answer.status, response };
}

export function registerInteractionRoutes(app: FastifyInstance, state: DiscordState): void {
  // As in the developer portal's "Interactions Endpoint URL" field.
  app.put('/__interactions/endpoint', async (request, reply) => {
    const url = text(bodyOf(request).url);
    if (!url || !/^https?:\/\//.test(url))
      return reply.code(400).send({ message: 'url (http or https) is required' });
    state.interactions.endpoint = url;
    return reply.code(204).send();
  });
  app.get('/__interactions/key', async () => ({ publicKey: state.interactions.keys.publicKey }));

  app.post('/__interactions', async (request, reply) => {
    const { endpoint } = state.interactions;
    if (!endpoint)
      return reply.code(409).send({ message: 'no interactions endpoint: PUT /__interactions/endpoint' });
    const built = interactionPayload(state, bodyOf(request));
    if (typeof built === 'string') return reply.code(400).send({ message: built });
    const channelId = String(built.payload.channel_id);
    const record: InteractionRecord = {
      expiresAt: Date.now() + state.interactionTokenLifetimeMs,
      channelId,
      messageId: built.messageId,
      original: null,
      followUps: [],
      editsPost: false,
      answer: 'pending',
    };
    state.interactions.tokens.set(built.token, record);
    const json = JSON.stringify(built.payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const delivered = await deliver(
      endpoint,
      {
        'content-type': 'application/json',
        'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
        'x-signature-ed25519': state.interactions.keys.sign(timestamp, json),
        'x-signature-timestamp': timestamp,
      },
      json,
    );
    if ('late' in delivered) {
      record.answer = 'failed';
      return {
        status: null,
        interaction: built.payload,
        response: null,
        failure: { message: FAILED, reason: `no answer within ${INITIAL_RESPONSE_MS / 1000} seconds` },
      };
    }
    const { status, response } = delivered;
    const type = Number(built.payload.type);
    const refusal =
      status >= 200 && status < 300 ? refusalOfAnswer(type, built.messageId !== null, response) : null;
    if (status < 200 || status >= 300 || refusal) {
      record.answer = 'failed';
      return {
        status,
        interaction: built.payload,
        response,
        failure: {
          message: FAILED,
          ...(refusal ? { error: refusal } : { reason: `the app answered ${status}` }),
        },
      };
    }
    record.answer = 'acknowledged';
    applyAnswer(state, built, channelId, response);
    return { status, interaction: built.payload, response };
  });

  registerFollowUpRoutes(app, state);
}
