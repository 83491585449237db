/**
 * A local stand-in of the part of Discord's HTTP API (v10) that the raid planner calls: the OAuth2 code flow
 * (authorize page, token exchange, refresh), the current user and their guilds, and the bot's REST calls
 * (guilds, channels, roles, members, messages, DMs, invites, scheduled events). Real paths, JSON shapes,
 * status codes, error bodies ({ message, code }) and rate-limit headers; the demo world comes from demoWorld.ts.
 *
 * Test controls, outside Discord's API: GET/DELETE /__requests (what was received, in order) and
 * POST/DELETE /__faults (make the next matching requests fail, e.g. a 429 with retry-after).
 */
import { createHash, randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import { demoGuilds, demoUsers } from './demoWorld.js';
import type { DemoGuild, DemoUser } from './demoWorld.js';

export interface RecordedRequest {
  method: string;
  /** The path without the query string, e.g. /api/v10/channels/330000000000000001/messages. */
  path: string;
  query: Record<string, unknown>;
  /** The parsed JSON or form body; undefined when there was none. */
  body: unknown;
  /** ISO time of arrival. */
  time: string;
  /** The status the stand-in answered with (set once the answer is sent). */
  status?: number;
}

export interface DiscordFault {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** A regular expression source matched against the request path (without the query string). */
  path: string;
  status: number;
  /** Seconds; for 429 it sets the retry-after header and the body's retry_after (default 1). */
  retryAfter?: number;
  /** How many of the next matching requests fail. */
  count: number;
}

export interface DiscordStandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  botToken?: string;
  /** Lifetime of issued access tokens (Discord: 604800 s, one week). */
  accessTokenTtlSeconds?: number;
}

export interface DiscordStandIn {
  /** e.g. http://127.0.0.1:PORT — the OAuth2 authorize page is at url + '/oauth2/authorize'. */
  url: string;
  /** url + '/api/v10'. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  botToken: string;
  requests(): RecordedRequest[];
  clearRequests(): void;
  /** The same as POST /__faults. */
  addFault(fault: DiscordFault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const API = '/api/v10';
const DISCORD_EPOCH = 1420070400000n;

// Permission bits (https://discord.com/developers/docs/topics/permissions).
const CREATE_INSTANT_INVITE = 1n << 0n;
const ADMINISTRATOR = 1n << 3n;
const VIEW_CHANNEL = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;
const EMBED_LINKS = 1n << 14n;
const MANAGE_EVENTS = 1n << 33n;
/** Every permission Discord defines today (bits 0..52 except 47). */
const ALL_PERMISSIONS = 8866461766385663n;

const KNOWN_SCOPES = new Set([
  'identify',
  'email',
  'guilds',
  'guilds.join',
  'guilds.members.read',
  'connections',
  'bot',
  'applications.commands',
  'webhook.incoming',
]);

const DEFAULT_CLIENT_ID = '290000000000000001';
const DEFAULT_CLIENT_SECRET = 'stand-in-client-secret-0123456789abcdef';

type Json = Record<string, unknown>;

interface UserToken {
  userId: string;
  scopes: string[];
  expiresAt: number;
  refreshToken: string;
}

interface AuthorizationCode {
  userId: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  expiresAt: number;
}

type Caller = { kind: 'bot' } | { kind: 'user'; user: DemoUser; scopes: string[] };

interface StoredMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: Json[];
  timestamp: string;
  edited_timestamp: string | null;
}

interface StoredEvent {
  id: string;
  guild_id: string;
  channel_id: string | null;
  name: string;
  description: string | null;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  privacy_level: number;
  entity_type: number;
  entity_metadata: { location?: string } | null;
  status: number;
}

interface StoredInvite {
  code: string;
  channelId: string;
  guildId: string;
  maxAge: number;
  maxUses: number;
  temporary: boolean;
  createdAt: string;
}

type ChannelRef =
  | { kind: 'guild'; guild: DemoGuild; channel: DemoGuild['channels'][number] }
  | { kind: 'dm'; id: string; recipient: DemoUser };

/** An HTTP error with Discord's JSON body. */
class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? body.error ?? status));
  }
}

const unauthorized = () => new DiscordHttpError(401, { message: '401: Unauthorized', code: 0 });
const unknown = (what: string, code: number) =>
  new DiscordHttpError(404, { message: `Unknown ${what}`, code });
const missingPermissions = () => new DiscordHttpError(403, { message: 'Missing Permissions', code: 50013 });

/** Discord's 50035 body: errors nested by field path, each leaf `{ _errors: [{ code, message }] }`. */
class FormErrors {
  readonly errors: Json = {};
  count = 0;

  add(path: Array<string | number>, code: string, message: string): void {
    let node = this.errors;
    for (const key of path) {
      const next = (node[String(key)] ??= {}) as Json;
      node = next;
    }
    const list = (node._errors ??= []) as Array<{ code: string; message: string }>;
    list.push({ code, message });
    this.count++;
  }

  throwIfAny(): void {
    if (this.count > 0) {
      throw new DiscordHttpError(400, { message: 'Invalid Form Body', code: 50035, errors: this.errors });
    }
  }
}

function checkLength(
  errors: FormErrors,
  path: Array<string | number>,
  value: unknown,
  max: number,
  min = 0,
  required = false,
): number {
  if (value === undefined || value === null) {
    if (required) errors.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
    return 0;
  }
  if (typeof value !== 'string') {
    errors.add(path, 'STRING_TYPE_CONVERT', 'Could not interpret the value as string.');
    return 0;
  }
  if (value.length > max || value.length < min) {
    errors.add(
      path,
      min > 0 ? 'BASE_TYPE_BAD_LENGTH' : 'BASE_TYPE_MAX_LENGTH',
      min > 0 ? `Must be between ${min} and ${max} in length.` : `Must be ${max} or fewer in length.`,
    );
  }
  return value.length;
}

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Validates a message's content and embeds the way Discord does (limits of the embed object). */
function validateMessage(body: Json, errors: FormErrors): void {
  checkLength(errors, ['content'], body.content, 2000);
  if (body.embeds === undefined || body.embeds === null) return;
  if (!Array.isArray(body.embeds)) {
    errors.add(['embeds'], 'LIST_TYPE_CONVERT', 'Must be an array.');
    return;
  }
  if (body.embeds.length > 10)
    errors.add(['embeds'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  let total = 0;
  body.embeds.forEach((raw: unknown, i: number) => {
    if (typeof raw !== 'object' || raw === null) {
      errors.add(['embeds', i], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    const embed = raw as Json;
    total += checkLength(errors, ['embeds', i, 'title'], embed.title, 256);
    total += checkLength(errors, ['embeds', i, 'description'], embed.description, 4096);
    if (embed.url !== undefined && (typeof embed.url !== 'string' || !/^https?:\/\/\S+$/.test(embed.url))) {
      errors.add(['embeds', i, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
    }
    if (
      embed.color !== undefined &&
      (typeof embed.color !== 'number' ||
        !Number.isInteger(embed.color) ||
        embed.color < 0 ||
        embed.color > 0xffffff)
    ) {
      errors.add(
        ['embeds', i, 'color'],
        'NUMBER_TYPE_MAX',
        'int value should be less than or equal to 16777215.',
      );
    }
    if (embed.timestamp !== undefined && !isIsoDate(embed.timestamp)) {
      errors.add(
        ['embeds', i, 'timestamp'],
        'DATE_TYPE_PARSE',
        'Could not parse timestamp. Should be ISO8601.',
      );
    }
    const footer = embed.footer as Json | undefined;
    if (footer !== undefined)
      total += checkLength(errors, ['embeds', i, 'footer', 'text'], footer.text, 2048, 0, true);
    const author = embed.author as Json | undefined;
    if (author !== undefined)
      total += checkLength(errors, ['embeds', i, 'author', 'name'], author.name, 256, 0, true);
    if (embed.fields !== undefined) {
      if (!Array.isArray(embed.fields)) {
        errors.add(['embeds', i, 'fields'], 'LIST_TYPE_CONVERT', 'Must be an array.');
      } else {
        if (embed.fields.length > 25) {
          errors.add(['embeds', i, 'fields'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
        }
        embed.fields.forEach((field: Json, j: number) => {
          total += checkLength(errors, ['embeds', i, 'fields', j, 'name'], field?.name, 256, 1, true);
          total += checkLength(errors, ['embeds', i, 'fields', j, 'value'], field?.value, 1024, 1, true);
        });
      }
    }
  });
  if (total > 6000)
    errors.add(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000');
}

function normaliseEmbeds(embeds: unknown): Json[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.map((embed: Json) => ({
    type: 'rich',
    ...embed,
    ...(Array.isArray(embed.fields)
      ? { fields: embed.fields.map((field: Json) => ({ ...field, inline: field.inline === true })) }
      : {}),
  }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

function displayName(user: DemoUser): string {
  if (user.global_name) return user.global_name;
  return user.discriminator && user.discriminator !== '0'
    ? `${user.username}#${user.discriminator}`
    : user.username;
}

function rateLimitBucket(method: string, route: string): string {
  return createHash('sha1').update(`${method} ${route}`).digest('hex').slice(0, 32);
}

export async function startDiscordStandIn(options: DiscordStandInOptions = {}): Promise<DiscordStandIn> {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEFAULT_CLIENT_SECRET;
  const botToken =
    options.botToken ?? `${Buffer.from(clientId).toString('base64url')}.StandIn.bot-token-for-the-demo-world`;
  const accessTokenTtl = options.accessTokenTtlSeconds ?? 604800;

  const botUser = {
    id: clientId,
    username: 'Raid Planner',
    global_name: null,
    discriminator: '0',
    avatar: null,
    bot: true,
    public_flags: 0,
    flags: 0,
  };

  // State of the world that calls change.
  const recorded: RecordedRequest[] = [];
  const faults: DiscordFault[] = [];
  const codes = new Map<string, AuthorizationCode>();
  const accessTokens = new Map<string, UserToken>();
  const refreshTokens = new Map<string, { userId: string; scopes: string[]; accessToken: string }>();
  const messages = new Map<string, StoredMessage>();
  const dmChannels = new Map<string, DemoUser>(); // channel id -> recipient
  const dmByUser = new Map<string, string>(); // user id -> channel id
  const invites: StoredInvite[] = [];
  const events = new Map<string, StoredEvent>();
  const rateWindows = new Map<string, { resetAt: number; used: number }>();
  let increment = 0n;

  const snowflake = (): string =>
    (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (1n << 17n) | (increment++ % 4096n)).toString();

  const userObject = (user: DemoUser) => ({
    id: user.id,
    username: user.username,
    avatar: user.avatar,
    discriminator: user.discriminator,
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    global_name: user.global_name,
    avatar_decoration_data: null,
    banner_color: null,
    clan: null,
    primary_guild: null,
  });

  const meObject = (user: DemoUser, scopes: string[]) => ({
    ...userObject(user),
    mfa_enabled: false,
    locale: user.language === 'ru' ? 'ru' : 'en-US',
    premium_type: user.premium ? 2 : 0,
    ...(scopes.includes('email') ? { email: `${user.username}@example.org`, verified: true } : {}),
  });

  const findGuild = (guildId: string): DemoGuild => {
    const guild = demoGuilds.find((g) => g.id === guildId);
    if (!guild) throw unknown('Guild', 10004);
    return guild;
  };

  const findChannel = (channelId: string): ChannelRef => {
    for (const guild of demoGuilds) {
      const channel = guild.channels.find((c) => c.id === channelId);
      if (channel) return { kind: 'guild', guild, channel };
    }
    const recipient = dmChannels.get(channelId);
    if (recipient) return { kind: 'dm', id: channelId, recipient };
    throw unknown('Channel', 10003);
  };

  const memberPermissions = (guild: DemoGuild, userId: string): bigint => {
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    const member = guild.members.find((m) => m.userId === userId);
    if (!member) return 0n;
    const held = new Set([guild.id, ...member.roles]);
    let permissions = 0n;
    for (const role of guild.roles) if (held.has(role.id)) permissions |= BigInt(role.permissions);
    return (permissions & ADMINISTRATOR) !== 0n ? ALL_PERMISSIONS : permissions;
  };

  const botPermissions = (guild: DemoGuild): bigint => {
    const granted = VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | MANAGE_EVENTS | CREATE_INSTANT_INVITE;
    return guild.botCanInvite ? granted : granted & ~CREATE_INSTANT_INVITE;
  };

  const roleObject = (role: DemoGuild['roles'][number]) => ({
    id: role.id,
    name: role.name,
    description: null,
    color: role.color,
    colors: { primary_color: role.color, secondary_color: null, tertiary_color: null },
    hoist: role.position > 0,
    icon: null,
    unicode_emoji: null,
    position: role.position,
    permissions: role.permissions,
    managed: false,
    mentionable: false,
    flags: 0,
  });

  const channelObject = (guild: DemoGuild, channel: DemoGuild['channels'][number]) => ({
    id: channel.id,
    type: channel.type,
    guild_id: guild.id,
    name: channel.name,
    position: channel.position,
    flags: 0,
    parent_id: null,
    permission_overwrites: [],
    nsfw: false,
    rate_limit_per_user: 0,
    last_message_id: null,
    ...(channel.type === 0 ? { topic: null } : { bitrate: 64000, user_limit: 0, rtc_region: null }),
  });

  const dmChannelObject = (id: string, recipient: DemoUser) => ({
    id,
    type: 1,
    last_message_id: null,
    flags: 0,
    recipients: [userObject(recipient)],
  });

  const partialGuild = (guild: DemoGuild, owner: boolean, permissions: bigint, withCounts: boolean) => ({
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    banner: null,
    owner,
    permissions: permissions.toString(),
    features: [],
    ...(withCounts
      ? { approximate_member_count: guild.members.length, approximate_presence_count: guild.members.length }
      : {}),
  });

  const messageObject = (message: StoredMessage) => ({
    type: 0,
    id: message.id,
    channel_id: message.channel_id,
    author: botUser,
    content: message.content,
    embeds: message.embeds,
    attachments: [],
    mentions: [],
    mention_roles: [],
    mention_everyone: false,
    pinned: false,
    tts: false,
    timestamp: message.timestamp,
    edited_timestamp: message.edited_timestamp,
    flags: 0,
    components: [],
  });

  const eventObject = (event: StoredEvent) => ({
    ...event,
    creator_id: botUser.id,
    creator: botUser,
    entity_id: event.channel_id,
    user_count: 0,
    image: null,
    recurrence_rule: null,
  });

  // Who is calling.
  const caller = (request: FastifyRequest): Caller | null => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ', 2);
    if (!token) return null;
    if (scheme === 'Bot') return token === botToken ? { kind: 'bot' } : null;
    if (scheme === 'Bearer') {
      const entry = accessTokens.get(token);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        accessTokens.delete(token);
        return null;
      }
      const user = demoUsers.find((u) => u.id === entry.userId);
      return user ? { kind: 'user', user, scopes: entry.scopes } : null;
    }
    return null;
  };

  const requireBot = (request: FastifyRequest): void => {
    if (caller(request)?.kind !== 'bot') throw unauthorized();
  };

  const requireCaller = (request: FastifyRequest, scope: string): Caller => {
    const who = caller(request);
    if (!who) throw unauthorized();
    if (who.kind === 'user' && !who.scopes.includes(scope)) throw unauthorized();
    return who;
  };

  const bodyOf = (request: FastifyRequest): Json =>
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? (request.body as Json)
      : {};

  const app = Fastify({ logger: false, forceCloseConnections: true });
  const records = new WeakMap<FastifyRequest, RecordedRequest>();

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const isControl = (request: FastifyRequest) => request.url.startsWith('/__');

  app.addHook('onRequest', async (request) => {
    if (isControl(request)) return;
    const record: RecordedRequest = {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      query: { ...(request.query as Record<string, unknown>) },
      body: undefined,
      time: new Date().toISOString(),
    };
    records.set(request, record);
    recorded.push(record);
  });

  app.addHook('preHandler', async (request, reply) => {
    const record = records.get(request);
    if (!record) return;
    record.body = request.body;
    const fault = faults.find(
      (f) =>
        f.count > 0 &&
        (!f.method || f.method.toUpperCase() === request.method) &&
        new RegExp(f.path).test(record.path),
    );
    if (!fault) return;
    fault.count--;
    if (fault.status === 429) {
      const retryAfter = fault.retryAfter ?? 1;
      const bucket = rateLimitBucket(request.method, request.routeOptions.url ?? record.path);
      return reply
        .code(429)
        .header('retry-after', String(Math.ceil(retryAfter)))
        .header('x-ratelimit-limit', '5')
        .header('x-ratelimit-remaining', '0')
        .header('x-ratelimit-reset', String((Date.now() + retryAfter * 1000) / 1000))
        .header('x-ratelimit-reset-after', String(retryAfter))
        .header('x-ratelimit-bucket', bucket)
        .header('x-ratelimit-scope', 'user')
        .send({ message: 'You are being rate limited.', retry_after: retryAfter, global: false });
    }
    return reply
      .code(fault.status)
      .send({ message: `${fault.status}: ${STATUS_CODES[fault.status] ?? 'Error'}`, code: 0 });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = records.get(request);
    if (!record) return payload;
    record.status = reply.statusCode;
    if (!reply.hasHeader('x-ratelimit-limit')) {
      const route = request.routeOptions.url ?? record.path;
      const params = (request.params ?? {}) as Record<string, string>;
      const major = params.guildId ?? params.channelId ?? '';
      const bucket = rateLimitBucket(request.method, route);
      const key = `${bucket}:${major}`;
      const limit = 50;
      const now = Date.now();
      let window = rateWindows.get(key);
      if (!window || window.resetAt <= now) {
        window = { resetAt: now + 1000, used: 0 };
        rateWindows.set(key, window);
      }
      window.used++;
      reply
        .header('x-ratelimit-limit', String(limit))
        .header('x-ratelimit-remaining', String(Math.max(0, limit - window.used)))
        .header('x-ratelimit-reset', String(window.resetAt / 1000))
        .header('x-ratelimit-reset-after', String((window.resetAt - now) / 1000))
        .header('x-ratelimit-bucket', bucket);
    }
    return payload;
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof DiscordHttpError) return reply.code(error.status).send(error.body);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'The request body contains invalid JSON.', code: 50109 });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({ message: `${status}: ${STATUS_CODES[status] ?? 'Error'}`, code: 0 });
  });

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: '404: Not Found', code: 0 }),
  );

  // ---- Test controls ------------------------------------------------------------------------------------
  app.get('/__requests', async () => recorded);
  app.delete('/__requests', async (_request, reply) => {
    recorded.length = 0;
    return reply.code(204).send();
  });
  app.post('/__faults', async (request, reply) => {
    const body = bodyOf(request);
    if (typeof body.path !== 'string' || typeof body.status !== 'number' || typeof body.count !== 'number') {
      return reply
        .code(400)
        .send({ message: 'path (string), status (number) and count (number) are required' });
    }
    try {
      new RegExp(body.path);
    } catch {
      return reply.code(400).send({ message: 'path is not a valid regular expression' });
    }
    faults.push({
      path: body.path,
      status: body.status,
      count: body.count,
      ...(typeof body.method === 'string' ? { method: body.method } : {}),
      ...(typeof body.retryAfter === 'number' ? { retryAfter: body.retryAfter } : {}),
    });
    return reply.code(204).send();
  });
  app.get('/__faults', async () => faults.filter((f) => f.count > 0));
  app.delete('/__faults', async (_request, reply) => {
    faults.length = 0;
    return reply.code(204).send();
  });

  // ---- OAuth2 -------------------------------------------------------------------------------------------
  const page = (title: string, body: string) =>
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:sans-serif;background:#313338;color:#dbdee1;max-width:32rem;margin:3rem auto}` +
    `a{display:block;padding:.6rem 1rem;margin:.4rem 0;background:#5865f2;color:#fff;border-radius:4px;` +
    `text-decoration:none}a.cancel{background:#4e5058}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>\n`;

  app.get('/oauth2/authorize', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const html = (status: number, title: string, text: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(page(title, `<p>${escapeHtml(text)}</p>`));
    if (query.client_id !== clientId)
      return html(400, 'Discord stand-in — error', 'Unknown application (client_id).');
    const scopes = (query.scope ?? '').split(/[ +]/).filter(Boolean);
    const badScope = scopes.find((scope) => !KNOWN_SCOPES.has(scope));
    if (scopes.length === 0 || badScope) {
      return html(400, 'Discord stand-in — error', `Invalid scope: ${badScope ?? '(none)'}.`);
    }
    if (scopes.includes('bot') && !query.response_type) {
      const list = demoGuilds
        .map((guild) => `<li data-guild-id="${escapeHtml(guild.id)}">${escapeHtml(guild.name)}</li>`)
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Discord stand-in — add the bot',
            `<p>The bot is already in every demo server (permissions ${escapeHtml(query.permissions ?? '0')}):</p><ul>${list}</ul>`,
          ),
        );
    }
    if (query.response_type !== 'code') {
      return html(400, 'Discord stand-in — error', 'Unsupported response_type (only "code").');
    }
    let redirect: URL;
    try {
      redirect = new URL(query.redirect_uri ?? '');
    } catch {
      return html(400, 'Discord stand-in — error', 'Invalid OAuth2 redirect_uri.');
    }
    const now = Date.now();
    for (const [code, entry] of codes) if (entry.expiresAt <= now) codes.delete(code);
    const redirectUri = query.redirect_uri ?? '';
    const links = demoUsers.map((user) => {
      const code = randomToken(30);
      codes.set(code, { userId: user.id, clientId, redirectUri, scopes, expiresAt: now + 10 * 60_000 });
      const target = new URL(redirect);
      target.searchParams.set('code', code);
      if (query.state !== undefined) target.searchParams.set('state', query.state);
      return `<a data-user-id="${escapeHtml(user.id)}" href="${escapeHtml(target.toString())}">${escapeHtml(
        `${displayName(user)} (${user.username})`,
      )}</a>`;
    });
    const cancel = new URL(redirect);
    cancel.searchParams.set('error', 'access_denied');
    cancel.searchParams.set(
      'error_description',
      'The resource owner or authorization server denied the request',
    );
    if (query.state !== undefined) cancel.searchParams.set('state', query.state);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Discord stand-in — choose a demo user',
          `<p>Scopes: ${escapeHtml(scopes.join(', '))}</p>\n${links.join('\n')}\n` +
            `<a class="cancel" data-cancel="true" href="${escapeHtml(cancel.toString())}">Cancel</a>`,
        ),
      );
  });

  const issueTokens = (userId: string, scopes: string[]) => {
    const accessToken = randomToken(30);
    const refreshToken = randomToken(30);
    accessTokens.set(accessToken, {
      userId,
      scopes,
      expiresAt: Date.now() + accessTokenTtl * 1000,
      refreshToken,
    });
    refreshTokens.set(refreshToken, { userId, scopes, accessToken });
    return {
      token_type: 'Bearer',
      access_token: accessToken,
      expires_in: accessTokenTtl,
      refresh_token: refreshToken,
      scope: scopes.join(' '),
    };
  };

  app.post(`${API}/oauth2/token`, async (request, reply) => {
    const body = bodyOf(request) as Record<string, string | undefined>;
    let id = body.client_id;
    let secret = body.client_secret;
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    if (basic?.[1]) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      id = decodeURIComponent(decoded.slice(0, colon));
      secret = decodeURIComponent(decoded.slice(colon + 1));
    }
    if (id !== clientId || secret !== clientSecret) return reply.code(401).send({ error: 'invalid_client' });
    const invalid = (error: string, description: string) =>
      reply.code(400).send({ error, error_description: description });
    if (body.grant_type === 'authorization_code') {
      if (!body.code) return invalid('invalid_request', 'Missing "code" in request.');
      const entry = codes.get(body.code);
      if (!entry || entry.expiresAt <= Date.now() || entry.clientId !== id) {
        return invalid('invalid_grant', 'Invalid "code" in request.');
      }
      if (entry.redirectUri !== body.redirect_uri) {
        return invalid('invalid_grant', 'Invalid "redirect_uri" in request.');
      }
      codes.delete(body.code);
      return issueTokens(entry.userId, entry.scopes);
    }
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) return invalid('invalid_request', 'Missing "refresh_token" in request.');
      const entry = refreshTokens.get(body.refresh_token);
      if (!entry) return invalid('invalid_grant', 'Invalid "refresh_token" in request.');
      refreshTokens.delete(body.refresh_token);
      return issueTokens(entry.userId, entry.scopes);
    }
    return reply.code(400).send({ error: 'unsupported_grant_type' });
  });

  // ---- Users --------------------------------------------------------------------------------------------
  app.get(`${API}/users/@me`, async (request) => {
    const who = requireCaller(request, 'identify');
    return who.kind === 'bot'
      ? { ...botUser, verified: true, mfa_enabled: false, locale: 'en-US' }
      : meObject(who.user, who.scopes);
  });

  app.get(`${API}/users/@me/guilds`, async (request) => {
    const who = requireCaller(request, 'guilds');
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
          ? partialGuild(guild, false, botPermissions(guild), withCounts)
          : partialGuild(
              guild,
              guild.ownerId === who.user.id,
              memberPermissions(guild, who.user.id),
              withCounts,
            ),
      );
  });

  app.get<{ Params: { userId: string } }>(`${API}/users/:userId`, async (request) => {
    requireBot(request);
    if (request.params.userId === botUser.id) return botUser;
    const user = demoUsers.find((u) => u.id === request.params.userId);
    if (!user) throw unknown('User', 10013);
    return userObject(user);
  });

  app.post(`${API}/users/@me/channels`, async (request) => {
    requireBot(request);
    const recipientId = bodyOf(request).recipient_id;
    const recipient = demoUsers.find((u) => u.id === recipientId);
    if (!recipient) throw new DiscordHttpError(400, { message: 'Invalid Recipient(s)', code: 50033 });
    let id = dmByUser.get(recipient.id);
    if (!id) {
      id = snowflake();
      dmByUser.set(recipient.id, id);
      dmChannels.set(id, recipient);
    }
    return dmChannelObject(id, recipient);
  });

  // ---- Guilds -------------------------------------------------------------------------------------------
  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId`, async (request) => {
    requireBot(request);
    const guild = findGuild(request.params.guildId);
    const withCounts = (request.query as Record<string, string | undefined>).with_counts === 'true';
    return {
      id: guild.id,
      name: guild.name,
      icon: guild.icon,
      icon_hash: guild.icon,
      splash: null,
      discovery_splash: null,
      owner_id: guild.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      widget_enabled: false,
      verification_level: 1,
      default_message_notifications: 1,
      explicit_content_filter: 0,
      roles: guild.roles.map(roleObject),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: guild.channels.find((c) => c.type === 0)?.id ?? null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      max_members: 500000,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: /[а-я]/i.test(guild.name) ? 'ru' : 'en-US',
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      ...(withCounts
        ? { approximate_member_count: guild.members.length, approximate_presence_count: guild.members.length }
        : {}),
    };
  });

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/channels`, async (request) => {
    requireBot(request);
    const guild = findGuild(request.params.guildId);
    return guild.channels.map((channel) => channelObject(guild, channel));
  });

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/roles`, async (request) => {
    requireBot(request);
    return findGuild(request.params.guildId).roles.map(roleObject);
  });

  app.get<{ Params: { guildId: string; userId: string } }>(
    `${API}/guilds/:guildId/members/:userId`,
    async (request) => {
      requireBot(request);
      const guild = findGuild(request.params.guildId);
      const user = demoUsers.find((u) => u.id === request.params.userId);
      if (!user) throw unknown('User', 10013);
      const member = guild.members.find((m) => m.userId === user.id);
      if (!member) throw unknown('Member', 10007);
      const index = guild.members.indexOf(member);
      return {
        user: userObject(user),
        nick: null,
        avatar: null,
        banner: null,
        roles: [...member.roles],
        joined_at: new Date(Date.UTC(2024, 0, 1 + index * 7, 18, 0, 0))
          .toISOString()
          .replace('Z', '000+00:00'),
        premium_since: null,
        deaf: false,
        mute: false,
        flags: 0,
        pending: false,
        communication_disabled_until: null,
      };
    },
  );

  // ---- Channels and messages ----------------------------------------------------------------------------
  app.get<{ Params: { channelId: string } }>(`${API}/channels/:channelId`, async (request) => {
    requireBot(request);
    const ref = findChannel(request.params.channelId);
    return ref.kind === 'guild'
      ? channelObject(ref.guild, ref.channel)
      : dmChannelObject(ref.id, ref.recipient);
  });

  app.post<{ Params: { channelId: string } }>(`${API}/channels/:channelId/messages`, async (request) => {
    requireBot(request);
    findChannel(request.params.channelId);
    const body = bodyOf(request);
    const errors = new FormErrors();
    validateMessage(body, errors);
    errors.throwIfAny();
    const content = typeof body.content === 'string' ? body.content : '';
    const embeds = normaliseEmbeds(body.embeds);
    if (content === '' && embeds.length === 0) {
      throw new DiscordHttpError(400, { message: 'Cannot send an empty message', code: 50006 });
    }
    const message: StoredMessage = {
      id: snowflake(),
      channel_id: request.params.channelId,
      content,
      embeds,
      timestamp: new Date().toISOString().replace('Z', '000+00:00'),
      edited_timestamp: null,
    };
    messages.set(message.id, message);
    return messageObject(message);
  });

  const findMessage = (channelId: string, messageId: string): StoredMessage => {
    findChannel(channelId);
    const message = messages.get(messageId);
    if (!message || message.channel_id !== channelId) throw unknown('Message', 10008);
    return message;
  };

  app.get<{ Params: { channelId: string; messageId: string } }>(
    `${API}/channels/:channelId/messages/:messageId`,
    async (request) => {
      requireBot(request);
      return messageObject(findMessage(request.params.channelId, request.params.messageId));
    },
  );

  app.patch<{ Params: { channelId: string; messageId: string } }>(
    `${API}/channels/:channelId/messages/:messageId`,
    async (request) => {
      requireBot(request);
      const message = findMessage(request.params.channelId, request.params.messageId);
      const body = bodyOf(request);
      const errors = new FormErrors();
      validateMessage(body, errors);
      errors.throwIfAny();
      const content =
        'content' in body ? (typeof body.content === 'string' ? body.content : '') : message.content;
      const embeds = 'embeds' in body ? normaliseEmbeds(body.embeds) : message.embeds;
      if (content === '' && embeds.length === 0) {
        throw new DiscordHttpError(400, { message: 'Cannot send an empty message', code: 50006 });
      }
      message.content = content;
      message.embeds = embeds;
      message.edited_timestamp = new Date().toISOString().replace('Z', '000+00:00');
      return messageObject(message);
    },
  );

  app.post<{ Params: { channelId: string } }>(`${API}/channels/:channelId/invites`, async (request) => {
    requireBot(request);
    const ref = findChannel(request.params.channelId);
    if (ref.kind === 'dm') {
      throw new DiscordHttpError(400, { message: 'Cannot execute action on a DM channel', code: 50003 });
    }
    if ((botPermissions(ref.guild) & CREATE_INSTANT_INVITE) === 0n) throw missingPermissions();
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
        : invites.find(
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
        createdAt: new Date().toISOString().replace('Z', '000+00:00'),
      };
      invites.push(invite);
    }
    return {
      type: 0,
      code: invite.code,
      inviter: botUser,
      max_age: invite.maxAge,
      created_at: invite.createdAt,
      expires_at:
        invite.maxAge === 0
          ? null
          : new Date(Date.parse(invite.createdAt) + invite.maxAge * 1000)
              .toISOString()
              .replace('Z', '000+00:00'),
      guild: {
        id: ref.guild.id,
        name: ref.guild.name,
        splash: null,
        banner: null,
        description: null,
        icon: ref.guild.icon,
        features: [],
        verification_level: 1,
        vanity_url_code: null,
        nsfw_level: 0,
        premium_subscription_count: 0,
      },
      guild_id: ref.guild.id,
      channel: { id: ref.channel.id, type: ref.channel.type, name: ref.channel.name },
      uses: 0,
      max_uses: invite.maxUses,
      temporary: invite.temporary,
    };
  });

  // ---- Scheduled events ---------------------------------------------------------------------------------
  const validateEvent = (guild: DemoGuild, event: StoredEvent, changed: Json, creating: boolean): void => {
    const errors = new FormErrors();
    checkLength(errors, ['name'], event.name, 100, 1, true);
    checkLength(errors, ['description'], event.description, 1000);
    if (event.privacy_level !== 2) {
      errors.add(['privacy_level'], 'BASE_TYPE_CHOICES', 'Value must be one of {2}.');
    }
    if (![1, 2, 3].includes(event.entity_type)) {
      errors.add(['entity_type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3}.');
    }
    if (!isIsoDate(event.scheduled_start_time)) {
      errors.add(
        ['scheduled_start_time'],
        'DATE_TYPE_PARSE',
        'Could not parse timestamp. Should be ISO8601.',
      );
    } else if (
      (creating || 'scheduled_start_time' in changed) &&
      Date.parse(event.scheduled_start_time) < Date.now()
    ) {
      errors.add(
        ['scheduled_start_time'],
        'GUILD_SCHEDULED_EVENT_SCHEDULE_PAST',
        'Cannot schedule event in the past.',
      );
    }
    if (event.scheduled_end_time !== null) {
      if (!isIsoDate(event.scheduled_end_time)) {
        errors.add(
          ['scheduled_end_time'],
          'DATE_TYPE_PARSE',
          'Could not parse timestamp. Should be ISO8601.',
        );
      } else if (Date.parse(event.scheduled_end_time) <= Date.parse(event.scheduled_start_time)) {
        errors.add(
          ['scheduled_end_time'],
          'GUILD_SCHEDULED_EVENT_END_BEFORE_START',
          'The end time must be after the start time.',
        );
      }
    }
    if (event.entity_type === 1 || event.entity_type === 2) {
      const wanted = event.entity_type === 1 ? 13 : 2;
      const channel = guild.channels.find((c) => c.id === event.channel_id);
      if (!event.channel_id) errors.add(['channel_id'], 'BASE_TYPE_REQUIRED', 'This field is required');
      else if (!channel || (channel.type as number) !== wanted) {
        errors.add(
          ['channel_id'],
          'CHANNEL_TYPE_INVALID_TYPE',
          'Channel is not a valid type for this event.',
        );
      }
    } else if (event.entity_type === 3) {
      if (!event.entity_metadata?.location) {
        errors.add(['entity_metadata', 'location'], 'BASE_TYPE_REQUIRED', 'This field is required');
      }
      if (event.scheduled_end_time === null) {
        errors.add(['scheduled_end_time'], 'BASE_TYPE_REQUIRED', 'This field is required');
      }
    }
    errors.throwIfAny();
  };

  const eventFields = (body: Json, base: StoredEvent): StoredEvent => ({
    ...base,
    ...('name' in body ? { name: body.name as string } : {}),
    ...('description' in body ? { description: (body.description as string | null) ?? null } : {}),
    ...('channel_id' in body ? { channel_id: (body.channel_id as string | null) ?? null } : {}),
    ...('scheduled_start_time' in body ? { scheduled_start_time: body.scheduled_start_time as string } : {}),
    ...('scheduled_end_time' in body
      ? { scheduled_end_time: (body.scheduled_end_time as string | null) ?? null }
      : {}),
    ...('privacy_level' in body ? { privacy_level: body.privacy_level as number } : {}),
    ...('entity_type' in body ? { entity_type: body.entity_type as number } : {}),
    ...('entity_metadata' in body
      ? { entity_metadata: (body.entity_metadata as { location?: string } | null) ?? null }
      : {}),
  });

  const findEvent = (guildId: string, eventId: string): StoredEvent => {
    findGuild(guildId);
    const event = events.get(eventId);
    if (!event || event.guild_id !== guildId) throw unknown('Guild Scheduled Event', 10070);
    return event;
  };

  app.get<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/scheduled-events`, async (request) => {
    requireBot(request);
    findGuild(request.params.guildId);
    return [...events.values()].filter((e) => e.guild_id === request.params.guildId).map(eventObject);
  });

  app.post<{ Params: { guildId: string } }>(`${API}/guilds/:guildId/scheduled-events`, async (request) => {
    requireBot(request);
    const guild = findGuild(request.params.guildId);
    const body = bodyOf(request);
    const event = eventFields(body, {
      id: snowflake(),
      guild_id: guild.id,
      channel_id: null,
      name: '',
      description: null,
      scheduled_start_time: '',
      scheduled_end_time: null,
      privacy_level: 0,
      entity_type: 0,
      entity_metadata: null,
      status: 1,
    });
    validateEvent(guild, event, body, true);
    events.set(event.id, event);
    return eventObject(event);
  });

  app.get<{ Params: { guildId: string; eventId: string } }>(
    `${API}/guilds/:guildId/scheduled-events/:eventId`,
    async (request) => {
      requireBot(request);
      return eventObject(findEvent(request.params.guildId, request.params.eventId));
    },
  );

  app.patch<{ Params: { guildId: string; eventId: string } }>(
    `${API}/guilds/:guildId/scheduled-events/:eventId`,
    async (request) => {
      requireBot(request);
      const guild = findGuild(request.params.guildId);
      const current = findEvent(guild.id, request.params.eventId);
      const body = bodyOf(request);
      const next = eventFields(body, current);
      validateEvent(guild, next, body, false);
      events.set(next.id, next);
      return eventObject(next);
    },
  );

  app.delete<{ Params: { guildId: string; eventId: string } }>(
    `${API}/guilds/:guildId/scheduled-events/:eventId`,
    async (request, reply) => {
      requireBot(request);
      const event = findEvent(request.params.guildId, request.params.eventId);
      events.delete(event.id);
      return reply.code(204).send();
    },
  );

  // Loopback only: its OAuth page logs anyone in as any demo user, the administrator included.
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The Discord stand-in has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    apiUrl: `${url}${API}`,
    clientId,
    clientSecret,
    botToken,
    requests: () => recorded.map((r) => ({ ...r })),
    clearRequests: () => {
      recorded.length = 0;
    },
    addFault: (fault) => {
      faults.push({ ...fault });
    },
    clearFaults: () => {
      faults.length = 0;
    },
    close: () => app.close(),
  };
}
