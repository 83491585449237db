/**
 * A local stand-in of the part of Discord's HTTP API (v10) that the raid planner calls: the OAuth2 code flow
 * (authorize page, token exchange, refresh), the current user and their guilds, and the bot's REST calls
 * (guilds, channels, roles, members, messages, DMs, invites, scheduled events). Real paths, JSON shapes,
 * status codes, error bodies ({ message, code }), Discord's published limits (message, embed and component
 * sizes, the interaction windows), its rate limits and its ban of an address that makes too many invalid
 * requests, enforced; the demo world comes from demoWorld.ts.
 *
 * Test controls, outside Discord's API: GET/DELETE /__requests (what was received, in order) and
 * POST/DELETE /__faults (make the next matching requests fail, e.g. a 429 with retry-after); POST /__interactions
 * (send a signed interaction to the app's endpoint, as Discord does when a user clicks a button on a post; its
 * answer carries `failure` when Discord would show "This interaction failed": no answer within 3 seconds, or an
 * answer Discord refuses, with the refusal's 50035 body); DELETE /__invites/:code (a moderator revokes an invite);
 * GET /__client?user=ID (a small Discord client: a demo user's channels, the bot's posts, their components);
 * POST/DELETE /__bot-permissions (take permissions from the bot's role in a guild, or give them back).
 *
 * The parts live in ./discord/, one file per group of routes; this file composes them.
 */
import Fastify from 'fastify';
import { registerApplicationRoutes } from './discord/applicationRoutes.js';
import { registerClientPage } from './discord/clientPage.js';
import { registerCommandRoutes } from './discord/commandRoutes.js';
import { answerErrorsAsDiscord } from './discord/httpErrors.js';
import {
  DISCORD_INVALID_REQUESTS,
  enforceInvalidRequestLimit,
  type InvalidRequestSettings,
} from './discord/invalidRequests.js';
import { registerGuildRoutes } from './discord/guildRoutes.js';
import { registerInteractionRoutes, TOKEN_LIFETIME_MS } from './discord/interactions.js';
import { registerInviteRoutes } from './discord/inviteRoutes.js';
import { registerMessageRoutes } from './discord/messageRoutes.js';
import { registerOAuthRoutes } from './discord/oauthRoutes.js';
import { API } from './discord/paths.js';
import { DISCORD_RATE_LIMITS, enforceRateLimits, type RateLimitSettings } from './discord/rateLimits.js';
import { registerScheduledEventRoutes } from './discord/scheduledEventRoutes.js';
import { createDiscordState } from './discord/state.js';
import type { DiscordFault, RecordedRequest } from './discord/state.js';
import { recordRequestsAndFaults, registerControlRoutes } from './discord/testControls.js';
import { registerUserRoutes } from './discord/userRoutes.js';
import { acceptFormBodies } from './formBodies.js';

export type { DiscordFault, RecordedRequest };

interface DiscordStandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  botToken?: string;
  /** Lifetime of issued access tokens (Discord: 604800 s, one week). */
  accessTokenTtlSeconds?: number;
  /** Where `POST /__interactions` sends interactions (the app's `/api/discord/interactions`). */
  interactionsEndpoint?: string;
  /** Discord's global 50 a second per bot, and the stand-in's per-route window (discord/rateLimits.ts). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Discord's ban of an address after 10,000 invalid requests in 10 minutes (discord/invalidRequests.ts). */
  invalidRequests?: Partial<InvalidRequestSettings>;
  /** How long an interaction token works: Discord's 15 minutes unless a test shortens it. */
  interactionTokenLifetimeMs?: number;
}

export interface DiscordStandIn {
  /** e.g. http://127.0.0.1:PORT — the OAuth2 authorize page is at url + '/oauth2/authorize'. */
  url: string;
  /** url + '/api/v10'. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** The application's Ed25519 public key (DISCORD_PUBLIC_KEY): the stand-in signs interactions with its pair. */
  publicKey: string;
  /** The app's interactions endpoint, once the app knows its own address. */
  setInteractionsEndpoint(url: string): void;
  requests(): RecordedRequest[];
  clearRequests(): void;
  /** The same as POST /__faults. */
  addFault(fault: DiscordFault): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const DEFAULT_CLIENT_ID = '290000000000000001';
const DEFAULT_CLIENT_SECRET = 'stand-in-client-secret-0123456789abcdef';

export async function startDiscordStandIn(options: DiscordStandInOptions = {}): Promise<DiscordStandIn> {
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const state = createDiscordState({
    clientId,
    clientSecret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
    botToken:
      options.botToken ??
      `${Buffer.from(clientId).toString('base64url')}.StandIn.bot-token-for-the-demo-world`,
    accessTokenTtl: options.accessTokenTtlSeconds ?? 604800,
    interactionsEndpoint: options.interactionsEndpoint ?? null,
    rateLimits: { ...DISCORD_RATE_LIMITS, ...options.rateLimits },
    invalidRequests: { ...DISCORD_INVALID_REQUESTS, ...options.invalidRequests },
    interactionTokenLifetimeMs: options.interactionTokenLifetimeMs ?? TOKEN_LIFETIME_MS,
  });

  const app = Fastify({
    logger: false,
    forceCloseConnections: true,
    // @discordjs/rest sends `@original` percent-encoded; Discord takes both spellings, so the routes do too.
    rewriteUrl: (request) => (request.url ?? '/').replace('/messages/%40original', '/messages/@original'),
  });
  acceptFormBodies(app);
  recordRequestsAndFaults(app, state);
  enforceInvalidRequestLimit(app, state);
  enforceRateLimits(app, state);
  answerErrorsAsDiscord(app);
  registerControlRoutes(app, state);
  registerOAuthRoutes(app, state);
  registerUserRoutes(app, state);
  registerGuildRoutes(app, state);
  registerMessageRoutes(app, state);
  registerInviteRoutes(app, state);
  registerScheduledEventRoutes(app, state);
  registerInteractionRoutes(app, state);
  registerCommandRoutes(app, state);
  registerClientPage(app, state);
  registerApplicationRoutes(app, state);

  // Loopback only: its OAuth page logs anyone in as any demo user, the administrator included.
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The Discord stand-in has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    apiUrl: `${url}${API}`,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    botToken: state.botToken,
    publicKey: state.interactions.keys.publicKey,
    setInteractionsEndpoint: (endpoint) => {
      state.interactions.endpoint = endpoint;
    },
    requests: () => state.recorded.map((r) => ({ ...r })),
    clearRequests: () => {
      state.recorded.length = 0;
    },
    addFault: (fault) => {
      state.faults.push({ ...fault });
    },
    clearFaults: () => {
      state.faults.length = 0;
    },
    close: () => app.close(),
  };
}
