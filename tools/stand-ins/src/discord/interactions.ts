/**
 * Discord's part in interactions (buttons, select menus, slash commands, modals on the bot's posts): the
 * stand-in holds the application's Ed25519 key pair, and `POST /__interactions` sends one interaction, signed,
 * to the app's interactions endpoint exactly as Discord would, answering what the app answered. The app's
 * follow-ups arrive on Discord's webhook routes (recorded like every API call).
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { demoUsers } from '../demoWorld.js';
import { unknown } from './httpErrors.js';
import { snowflake } from './ids.js';
import { bodyOf, type Json } from './json.js';
import { findGuild } from './lookups.js';
import { API } from './paths.js';
import { discordTime, memberObject } from './presenters.js';
import type { DiscordState } from './state.js';

/** Discord's interaction types: the ones a sender of `POST /__interactions` may ask for. */
const SENDABLE_TYPES = new Set([2, 3, 4, 5]);
const COMPONENT = 3;
/** An interaction token works for 15 minutes (Discord's limit for follow-ups). */
const TOKEN_LIFETIME_MS = 15 * 60_000;

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

/** The interaction Discord would send for this click, command or modal of a demo member in a demo guild. */
function interactionPayload(state: DiscordState, body: Json): { payload: Json; token: string } | string {
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
    ...(stored
      ? {
          message: {
            id: stored.id,
            channel_id: stored.channel_id,
            content: stored.content,
            embeds: stored.embeds,
            timestamp: stored.timestamp,
          },
        }
      : {}),
  };
  return { payload, token };
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
    state.interactions.tokens.set(built.token, Date.now() + TOKEN_LIFETIME_MS);
    const json = JSON.stringify(built.payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
        'x-signature-ed25519': state.interactions.keys.sign(timestamp, json),
        'x-signature-timestamp': timestamp,
      },
      body: json,
      signal: AbortSignal.timeout(3_000),
    });
    const raw = await answer.text();
    let response: unknown = raw;
    try {
      response = JSON.parse(raw);
    } catch {
      // Not JSON: shown as the text it was, as Discord would show 'This interaction failed'.
    }
    return { status: answer.status, interaction: built.payload, response };
  });

  // The app's follow-ups: Discord's webhook routes for an interaction's token.
  const liveToken = (token: string) => {
    const expires = state.interactions.tokens.get(token);
    if (!expires || expires < Date.now()) throw unknown('Webhook', 10015);
  };
  const followUp = (body: Json, channelId: string) => ({
    id: snowflake(state),
    type: 0,
    channel_id: channelId,
    content: typeof body.content === 'string' ? body.content : '',
    embeds: Array.isArray(body.embeds) ? body.embeds : [],
    components: Array.isArray(body.components) ? body.components : [],
    flags: typeof body.flags === 'number' ? body.flags : 0,
    timestamp: discordTime(new Date()),
    edited_timestamp: null,
    author: state.botUser,
    webhook_id: state.clientId,
  });
  app.post<{ Params: { appId: string; token: string } }>(`${API}/webhooks/:appId/:token`, async (request) => {
    liveToken(request.params.token);
    return followUp(bodyOf(request), '0');
  });
  app.patch<{ Params: { appId: string; token: string } }>(
    `${API}/webhooks/:appId/:token/messages/@original`,
    async (request) => {
      liveToken(request.params.token);
      return followUp(bodyOf(request), '0');
    },
  );
}
