import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DiscordState } from './state.js';

/** Discord's x-ratelimit-bucket is an opaque id, one per route. */
function rateLimitBucket(method: string, route: string): string {
  return createHash('sha1').update(`${method} ${route}`).digest('hex').slice(0, 32);
}

/** A 429 with every header and body field Discord sends, so the client's rate-limit handling is exercised. */
export function sendRateLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  retryAfter: number,
) {
  const bucket = rateLimitBucket(request.method, request.routeOptions.url ?? path);
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

/**
 * Every recorded API answer carries the rate-limit headers of a 50-per-second window per route and major
 * parameter (guild or channel), as Discord's do; the window itself is never enforced.
 */
export function addRateLimitHeaders(app: FastifyInstance, state: DiscordState): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const record = state.records.get(request);
    if (!record || reply.hasHeader('x-ratelimit-limit')) return payload;
    const route = request.routeOptions.url ?? record.path;
    const params = (request.params ?? {}) as Record<string, string>;
    const major = params.guildId ?? params.channelId ?? '';
    const bucket = rateLimitBucket(request.method, route);
    const key = `${bucket}:${major}`;
    const limit = 50;
    const now = Date.now();
    let window = state.rateWindows.get(key);
    if (!window || window.resetAt <= now) {
      window = { resetAt: now + 1000, used: 0 };
      state.rateWindows.set(key, window);
    }
    window.used++;
    reply
      .header('x-ratelimit-limit', String(limit))
      .header('x-ratelimit-remaining', String(Math.max(0, limit - window.used)))
      .header('x-ratelimit-reset', String(window.resetAt / 1000))
      .header('x-ratelimit-reset-after', String((window.resetAt - now) / 1000))
      .header('x-ratelimit-bucket', bucket);
    return payload;
  });
}
