import type { FastifyRequest } from 'fastify';
import type { DemoUser } from '../demoWorld.js';
import { createInteractionKeys, type InteractionKeys } from './interactions.js';
import type { Json } from './json.js';
import type { InvalidRequestSettings } from './invalidRequests.js';
import type { RateLimitSettings } from './rateLimits.js';

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
  /** A 429 as the global limit sends it (X-RateLimit-Global, scope global) instead of a route's. */
  global?: boolean;
}

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

export interface StoredMessage {
  id: string;
  channel_id: string;
  content: string;
  embeds: Json[];
  components: Json[];
  timestamp: string;
  edited_timestamp: string | null;
}

/** One interaction token: until when it works, where it came from, and the messages the app sent with it. */
export interface InteractionRecord {
  expiresAt: number;
  channelId: string;
  /** The post whose component was used; null for a slash command or a component of an ephemeral answer. */
  messageId: string | null;
  /** The interaction's response message (Discord's `@original`), once the app has answered or edited it. */
  original: Json | null;
  followUps: Json[];
  /** Set by a DEFERRED_UPDATE_MESSAGE answer: then `@original` is the post itself, as on Discord. */
  editsPost: boolean;
  /**
   * The app's initial response: awaited, taken, or failed (late past 3 s, or refused): a failed interaction's
   * token is invalidated, so its follow-ups are refused.
   */
  answer: 'pending' | 'acknowledged' | 'failed';
}

export interface StoredEvent {
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

export interface StoredInvite {
  code: string;
  channelId: string;
  guildId: string;
  maxAge: number;
  maxUses: number;
  temporary: boolean;
  createdAt: string;
}

export type BotUser = ReturnType<typeof botUserOf>;

interface DiscordSettings {
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** The app's interactions endpoint URL, when known at start (else set by PUT /__interactions/endpoint). */
  interactionsEndpoint: string | null;
  rateLimits: RateLimitSettings;
  invalidRequests: InvalidRequestSettings;
  /** How long an interaction token works (Discord: 15 minutes). */
  interactionTokenLifetimeMs: number;
}

/** One stand-in's world: its settings, and everything the calls it receives create or change. */
export interface DiscordState extends Readonly<DiscordSettings> {
  readonly botUser: BotUser;
  readonly recorded: RecordedRequest[];
  /** Each API request's entry in `recorded`, so later hooks fill in its body and status. */
  readonly records: WeakMap<FastifyRequest, RecordedRequest>;
  readonly faults: DiscordFault[];
  readonly codes: Map<string, AuthorizationCode>;
  readonly accessTokens: Map<string, UserToken>;
  readonly refreshTokens: Map<string, { userId: string; scopes: string[]; accessToken: string }>;
  readonly messages: Map<string, StoredMessage>;
  /** DM channel id -> recipient. */
  readonly dmChannels: Map<string, DemoUser>;
  /** User id -> DM channel id: Discord hands out one DM channel per recipient. */
  readonly dmByUser: Map<string, string>;
  readonly invites: StoredInvite[];
  readonly events: Map<string, StoredEvent>;
  readonly rateWindows: Map<string, { resetAt: number; used: number }>;
  /** Invalid answers (401, 403, 429 but shared ones) per client address in its present window. */
  readonly invalidCounts: Map<string, { resetAt: number; invalid: number }>;
  /** The application's interactions: its key pair, the app's endpoint, and what each token handed out holds. */
  readonly interactions: {
    keys: InteractionKeys;
    endpoint: string | null;
    tokens: Map<string, InteractionRecord>;
  };
  /** Registered application commands: key '' for the global ones, else the guild id. */
  readonly commands: Map<string, Json[]>;
  /** The snowflakes' sequence number. */
  increment: bigint;
}

function botUserOf(clientId: string) {
  return {
    id: clientId,
    username: 'Raid Planner',
    global_name: null,
    discriminator: '0',
    avatar: null,
    bot: true,
    public_flags: 0,
    flags: 0,
  };
}

export function createDiscordState(settings: DiscordSettings): DiscordState {
  return {
    ...settings,
    botUser: botUserOf(settings.clientId),
    recorded: [],
    records: new WeakMap(),
    faults: [],
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    messages: new Map(),
    dmChannels: new Map(),
    dmByUser: new Map(),
    invites: [],
    events: new Map(),
    rateWindows: new Map(),
    invalidCounts: new Map(),
    interactions: {
      keys: createInteractionKeys(),
      endpoint: settings.interactionsEndpoint,
      tokens: new Map(),
    },
    commands: new Map(),
    increment: 0n,
  };
}
