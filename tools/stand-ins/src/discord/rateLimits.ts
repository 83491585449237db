/**
 * Discord's rate limits, enforced (https://discord.com/developers/docs/topics/rate-limits, discord-api-docs
 * docs/topics/Rate_Limits.md):
 * - per route: a bucket per route and major parameter (channel_id, guild_id, or webhook_id + token); every answer
 *   carries X-RateLimit-Limit, -Remaining, -Reset (epoch seconds), -Reset-After (seconds) and -Bucket, and a
 *   request past the bucket answers 429 with X-RateLimit-Scope: user;
 * - global: "All bots can make up to 50 requests per second to our API", counted per token (per address without
 *   one), independent of the routes; past it the 429 carries X-RateLimit-Global: true and `global: true`.
 *   "Interaction endpoints are not bound to the bot's Global Rate Limit": the webhook routes of an interaction
 *   token are left out of it.
 * A 429's body is `{ message: 'You are being rate limited.', retry_after: <seconds, float>, global }` with a
 * Retry-After header in whole seconds. Discord publishes no per-route figures ("rate limits should not be hard
 * coded"): the stand-in's per-route window is an option, 50 a second by default; tests of the client's handling
 * lower it.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DiscordState } from './state.js';

export interface RateLimitSettings {
  /** Requests per route bucket (and major parameter) in one window. */
  routeLimit: number;
  routeWindowMs: number;
  /** Requests per second per token across every route but the interaction webhooks (Discord: 50). */
  globalPerSecond: number;
}

export const DISCORD_RATE_LIMITS: RateLimitSettings = {
  routeLimit: 50,
  routeWindowMs: 1000,
  globalPerSecond: 50,
};

interface Window {
  resetAt: number;
  used: number;
}

/** Discord's x-ratelimit-bucket is an opaque id, one per route, "non-inclusive of major parameters". */
function rateLimitBucket(method: string, route: string): string {
  return createHash('sha1').update(`${method} ${route}`).digest('hex').slice(0, 32);
}

function rateLimitedBody(retryAfter: number, global: boolean) {
  return { message: 'You are being rate limited.', retry_after: retryAfter, global };
}

/** A per-route 429 with every header and body field Discord sends (also what a test's fault asks for). */
export function sendRateLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  retryAfter: number,
  limit = 5,
) {
  const bucket = rateLimitBucket(request.method, request.routeOptions.url ?? path);
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(retryAfter)))
    .header('x-ratelimit-limit', String(limit))
    .header('x-ratelimit-remaining', '0')
    .header('x-ratelimit-reset', String((Date.now() + retryAfter * 1000) / 1000))
    .header('x-ratelimit-reset-after', String(retryAfter))
    .header('x-ratelimit-bucket', bucket)
    .header('x-ratelimit-scope', 'user')
    .send(rateLimitedBody(retryAfter, false));
}

/** The global limit's 429: X-RateLimit-Global and scope `global`, no route headers (Discord's example). */
export function sendGloballyLimited(reply: FastifyReply, retryAfter: number) {
  return reply
    .code(429)
    .header('retry-after', String(Math.ceil(retryAfter)))
    .header('x-ratelimit-global', 'true')
    .header('x-ratelimit-scope', 'global')
    .send(rateLimitedBody(retryAfter, true));
}

function windowOf(windows: Map<string, Window>, key: string, windowMs: number, now: number): Window {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { resetAt: now + windowMs, used: 0 };
    windows.set(key, window);
  }
  return window;
}

const seconds = (ms: number) => Math.round(ms) / 1000;

/** The interaction token's routes: their own bucket per token, outside the global limit. */
const isInteractionWebhook = (route: string) => route.includes('/webhooks/:appId/:token');

export function enforceRateLimits(app: FastifyInstance, state: DiscordState): void {
  app.addHook('preHandler', async (request, reply) => {
    const record = state.records.get(request);
    if (!record || reply.sent) return;
    const route = request.routeOptions.url ?? record.path;
    const settings = state.rateLimits;
    const now = Date.now();

    if (!isInteractionWebhook(route)) {
      const who = request.headers.authorization ?? `address ${request.ip}`;
      const global = windowOf(state.rateWindows, `global:${who}`, 1000, now);
      if (global.used >= settings.globalPerSecond) {
        return sendGloballyLimited(reply, seconds(global.resetAt - now));
      }
      global.used++;
    }

    const params = (request.params ?? {}) as Record<string, string>;
    const major =
      params.guildId ?? params.channelId ?? (params.token ? `${params.appId}:${params.token}` : '');
    const bucket = rateLimitBucket(request.method, route);
    const window = windowOf(state.rateWindows, `${bucket}:${major}`, settings.routeWindowMs, now);
    if (window.used >= settings.routeLimit) {
      return sendRateLimited(request, reply, record.path, seconds(window.resetAt - now), settings.routeLimit);
    }
    window.used++;
    reply
      .header('x-ratelimit-limit', String(settings.routeLimit))
      .header('x-ratelimit-remaining', String(settings.routeLimit - window.used))
      .header('x-ratelimit-reset', String(window.resetAt / 1000))
      .header('x-ratelimit-reset-after', String(seconds(window.resetAt - now)))
      .header('x-ratelimit-bucket', bucket);
  });
}
