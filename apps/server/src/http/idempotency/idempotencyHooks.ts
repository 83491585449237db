import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { refuseField } from '../appError.js';
import type { AppInstance } from '../appInstance.js';
import { claimOrReplay } from './claims.js';
import { releaseKey, storeAnswer, type KeyClaim } from '../../data/idempotency.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, until its answer is stored. */
    idempotencyClaim: KeyClaim | null;
  }
}

/**
 * The calls that create something: a raid (refreshRaid, which also edits and cancels: a retried edit or cancel
 * is answered the same way), a weekly template, a character, a sign-up. createApiToken is left out on purpose:
 * its answer holds the token's secret, which must not be stored.
 */
export const idempotentCalls: ReadonlySet<string> = new Set([
  'POST /api/refreshRaid',
  'POST /api/refreshAutoRaid',
  'POST /api/refreshChar',
  'POST /api/refreshRecords',
]);

// Visible ASCII, as in the IETF draft's examples (UUIDs, random strings); long enough for any client's scheme.
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

function requestHash(request: FastifyRequest): string {
  const what = `${request.method} ${request.routeOptions.url} ${request.expansion}\n`;
  // The validated payload: the same fields in another order, or with defaults spelled out, are the same request.
  return createHash('sha256')
    .update(what + JSON.stringify(request.body))
    .digest('hex');
}

/**
 * `Idempotency-Key` on the creating calls (docs/decisions.md "API tokens"): the first request with a key, per
 * caller (a user, or an API token), acts and its answer is kept for a day; a retry with the same key and payload
 * gets that answer (`Idempotent-Replayed: true`) without acting again, even while the first still runs.
 */
export function registerIdempotency(app: AppInstance, deps: Pick<AppDeps, 'db' | 'now'>): void {
  app.decorateRequest('idempotencyClaim', null);

  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    // Only on calls that need a login (loginRequired has run): the key is the caller's own.
    if (key === undefined || !request.user) return;
    if (typeof key !== 'string' || !KEY_SHAPE.test(key)) refuseField('Idempotency-Key');
    const caller = request.apiToken ? `token:${request.apiToken.id}` : `user:${request.user.id}`;
    const claim = { caller, key, requestHash: requestHash(request), startedAt: deps.now() };
    const outcome = await claimOrReplay(deps.db, claim, (error) =>
      request.log.warn({ err: error }, 'idempotency keys: prune failed'),
    );
    if (outcome.kind === 'replay') {
      reply.code(outcome.status);
      reply.header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true');
      return reply.send(outcome.body);
    }
    request.idempotencyClaim = claim;
    // The answer is kept as the text sent, and compression (a later onSend) would make it a stream; these
    // answers are a few bytes.
    delete request.headers['accept-encoding'];
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    // An outage or a rate limit is no answer to the request: a retry should act.
    const status = reply.statusCode;
    if (status >= 500 || status === 429 || typeof payload !== 'string') await releaseKey(deps.db, claim);
    else await storeAnswer(deps.db, claim, status, payload);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => idempotentCalls.has(`${method} ${route.url}`))) return;
    // Last of the route's checks: a payload or a caller the route refuses claims no key.
    route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), claimKey];
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), keepAnswer];
  });
}
