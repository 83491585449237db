/**
 * Discord's "Invalid Request Limit aka Cloudflare bans" (https://discord.com/developers/docs/topics/rate-limits,
 * discord-api-docs docs/topics/rate-limits.md): "IP addresses that make too many invalid HTTP requests are
 * automatically and temporarily restricted from accessing the Discord API. Currently, this limit is 10,000 per
 * 10 minutes. An invalid request is one that results in 401, 403, or 429 statuses", and "429 errors returned with
 * X-RateLimit-Scope: shared are not counted against you". The restriction is Cloudflare's: the address gets a
 * 403 with Cloudflare's HTML page (no JSON, no rate-limit headers) for everything until its window has passed.
 * The threshold and window are options so a test can reach the ban with a few requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DiscordState } from './state.js';

export interface InvalidRequestSettings {
  /** Invalid answers one address may get in a window before it is banned (Discord: 10,000). */
  limit: number;
  /** Discord: 10 minutes. */
  windowMs: number;
}

export const DISCORD_INVALID_REQUESTS: InvalidRequestSettings = { limit: 10_000, windowMs: 600_000 };

const INVALID = new Set([401, 403, 429]);

const CLOUDFLARE_BAN =
  '<!DOCTYPE html><html><head><title>Access denied | discord.com used Cloudflare to restrict access</title>' +
  '</head><body><h1>Error 1015</h1><p>You are being rate limited.</p></body></html>';

const isControl = (request: FastifyRequest) => request.url.startsWith('/__');

export function enforceInvalidRequestLimit(app: FastifyInstance, state: DiscordState): void {
  const { limit, windowMs } = state.invalidRequests;
  const counts = state.invalidCounts;
  const refused = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request, reply) => {
    if (isControl(request)) return;
    const count = counts.get(request.ip);
    if (!count || count.resetAt <= Date.now() || count.invalid < limit) return;
    refused.add(request);
    return reply.code(403).header('content-type', 'text/html; charset=utf-8').send(CLOUDFLARE_BAN);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // The ban's own 403s do not lengthen it: it ends with the window that caused it.
    if (isControl(request) || refused.has(request) || !INVALID.has(reply.statusCode)) return payload;
    if (reply.statusCode === 429 && reply.getHeader('x-ratelimit-scope') === 'shared') return payload;
    const now = Date.now();
    let count = counts.get(request.ip);
    if (!count || count.resetAt <= now) {
      count = { resetAt: now + windowMs, invalid: 0 };
      counts.set(request.ip, count);
    }
    count.invalid++;
    return payload;
  });
}
