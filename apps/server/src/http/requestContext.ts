import { createHash } from 'node:crypto';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { parseAcceptLanguage, resolveLanguage, type Language } from '@raid/domain/rules/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { requestExpansion } from '../expansionContext.js';
import { authenticateBearer, bearerSecret } from '../features/apiTokens/tokenCaller.js';
import { findLiveSession, touchSession } from '../data/sessions.js';
import { fail } from './appError.js';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    expansion: ExpansionKey;
    language: Language;
    user: UserRow | null;
    /** Hash of the session cookie, as stored in sessions.id. */
    sessionId: string | null;
  }
}

/** Session ids are stored hashed, so a read of the table does not hand out live cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Every request knows its expansion, its user (from the session cookie or an API token, never from the payload)
 * and language. A request on a session counts as its use (written at most hourly), which keeps it from ending
 * for idleness.
 */
export function registerRequestContext(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('expansion', 'mop');
  app.decorateRequest('language', 'en');
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    request.expansion = requestExpansion(request);
    const preferred = parseAcceptLanguage(request.headers['accept-language']);
    // Known before the session is read, so a database outage is told in the visitor's language.
    request.language = resolveLanguage(undefined, preferred);
    const bearer = bearerSecret(request.headers.authorization);
    const token = request.cookies[SESSION_COOKIE];
    if (bearer !== null) {
      // An API token's call acts for its community as the token's creator; a cookie beside it is not read, so a
      // browser's session never mixes into a script's call (docs/decisions.md "API tokens").
      const caller = await authenticateBearer(db, bearer, now());
      request.user = caller.user;
      request.apiToken = caller.token;
    } else if (token) {
      const sessionId = hashSessionToken(token);
      const at = now();
      const session = await findLiveSession(db, sessionId, at);
      if (session) {
        request.user = session.user;
        request.sessionId = sessionId;
        await touchSession(db, { id: sessionId, lastSeenAt: session.lastSeenAt }, at);
      }
    }
    request.language = resolveLanguage(request.user?.language, preferred);
  });
}

/** The logged-in user, or 401 'To add a character you must log in with Discord'. */
export function requireUser(request: FastifyRequest): UserRow {
  return request.user ?? fail('loginRequired');
}
