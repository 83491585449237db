import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.js';
import { tokenCallUrls } from './tokenCalls.js';
import type { AppInstance } from './appInstance.js';
import { fail } from './appError.js';
import { CHANGING_GET_CALLS, routeChangesState } from './crossSiteGuard.js';
import { pgRateLimitStore } from './pgRateLimitStore.js';
import { rateLimitAdmission } from './rateLimitAdmission.js';
import { inviteCalls, logLookupCalls, loginCalls, type RateLimit, type RateLimits } from './rateLimits.js';
import { connectRedisRateLimitStore } from './redisRateLimitStore.js';
import { requireUser } from './requestContext.js';

type HttpLimit = Exclude<keyof RateLimits, 'socketEvents' | 'discordInteractions'>;
type Check = (request: FastifyRequest) => Promise<{ retryAfter: number } | null>;

/**
 * Who each limit counts: login the client address (an IPv6 client per /64, as it may hold the whole block),
 * tokens the API token, invites the user or else the address, the others the user.
 */
const countedBy: Record<HttpLimit, (request: FastifyRequest) => string> = {
  login: (request) => normalizeIP(request.ip),
  writes: (request) => requireUser(request).id,
  logLookups: (request) => requireUser(request).id,
  tokens: (request) => String(request.apiToken?.id),
  invites: (request) => (request.user ? `user:${request.user.id}` : normalizeIP(request.ip)),
};

/**
 * Which limits a request counts against. Changes are every POST and the GET calls that change state (the cross-site
 * guard's list, the one place that names them); the user's limits apply only when logged in (a visitor's change
 * answers 401).
 */
function limitsOf(request: FastifyRequest): HttpLimit[] {
  const route = request.routeOptions.url;
  if (!route) return [];
  // A token's calls count against its own limit only, so a script cannot spend its creator's allowance.
  if (request.apiToken) return ['tokens'];
  const limits: HttpLimit[] = loginCalls.includes(route) ? ['login'] : [];
  if (inviteCalls.includes(route)) limits.push('invites');
  if (request.user) {
    if (request.method === 'POST' || CHANGING_GET_CALLS.has(route)) limits.push('writes');
    if (logLookupCalls.includes(route)) limits.push('logLookups');
  }
  return limits;
}

/**
 * The HTTP limits of rateLimits.ts on @fastify/rate-limit, counted in Redis when REDIS_URL is set (in
 * PostgreSQL while Redis is away), else in PostgreSQL, so that every process shares them. They run before the body is read, once the session is known;
 * a request past a limit answers 429 'Too many requests' with Retry-After.
 */
export async function registerRateLimits(
  app: AppInstance,
  deps: Pick<AppDeps, 'config' | 'db'>,
): Promise<void> {
  const { config } = deps;
  const pgStore = pgRateLimitStore(deps.db, app.log);
  const redis = config.redisUrl
    ? await connectRedisRateLimitStore(config.redisUrl, config.redisStream, app.log, pgStore)
    : null;
  if (redis) app.addHook('onClose', redis.close);
  await app.register(rateLimit, {
    global: false,
    // Redis away: its store counts in PostgreSQL meanwhile. PostgreSQL away: the request needs it anyway, and
    // its error answers at once instead of after a second wait in the handler.
    store: redis?.store ?? pgStore,
    skipOnError: false,
  });

  const check = (name: HttpLimit, limit: RateLimit): Check => {
    const keyOf = (request: FastifyRequest) => `${name}:${countedBy[name](request)}`;
    const hit = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: keyOf });
    // Login counts addresses, not users: a burst from one address is an attack, and every attempt waits for its count.
    const admit = rateLimitAdmission(limit.max, { waitAlways: name === 'login' });
    const onLateError = (error: unknown) => app.log.warn({ err: error }, `rate limit ${name}: count failed`);
    return (request) => {
      const counted = hit(request).then((result) =>
        // isAllowed is an allow-list's answer, which counts nothing (no list is set). Otherwise it answers what is
        // left, not the count, and 0 left both at and past the limit.
        result.isAllowed
          ? { current: 0, resetAt: Date.now() }
          : {
              current: result.isExceeded ? Number.POSITIVE_INFINITY : limit.max - result.remaining,
              resetAt: Date.now() + result.ttl,
            },
      );
      return admit(keyOf(request), counted, onLateError);
    };
  };
  const { login, writes, logLookups, tokens, invites } = config.rateLimits;
  const checks: Record<HttpLimit, Check> = {
    login: check('login', login),
    writes: check('writes', writes),
    logLookups: check('logLookups', logLookups),
    tokens: check('tokens', tokens),
    invites: check('invites', invites),
  };

  const countLimits = async (request: FastifyRequest, reply: FastifyReply) => {
    // A sign-up counts against two limits: both counted at once, one round trip of waiting.
    const outcomes = await Promise.all(limitsOf(request).map((limit) => checks[limit](request)));
    const exceeded = outcomes.find((outcome) => outcome !== null);
    if (exceeded) {
      reply.header('retry-after', exceeded.retryAfter);
      fail('tooManyRequests');
    }
  };
  // Only on routes some limit counts, before the body is read: reads pay nothing.
  app.addHook('onRoute', (route) => {
    const counted =
      routeChangesState(route.method, route.url) ||
      loginCalls.includes(route.url) ||
      inviteCalls.includes(route.url) ||
      logLookupCalls.includes(route.url) ||
      tokenCallUrls.has(route.url);
    if (!counted) return;
    route.preParsing = [countLimits, ...(route.preParsing ? [route.preParsing].flat() : [])];
  });
}
