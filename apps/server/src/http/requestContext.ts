import { createHash } from 'node:crypto';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { parseAcceptLanguage, resolveLanguage, type Language } from '@raid/domain/rules/language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { requestExpansion } from '../expansionContext.js';
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

/** Every request knows its expansion, its user (from the session cookie, never from the payload) and language. */
export function registerRequestContext(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('expansion', 'mop');
  app.decorateRequest('language', 'en');
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    request.expansion = requestExpansion(request);
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const sessionId = hashSessionToken(token);
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.id', '=', sessionId)
        .where('sessions.expires_at', '>', now())
        .executeTakeFirst();
      if (row) {
        request.user = row;
        request.sessionId = sessionId;
      }
    }
    request.language = resolveLanguage(
      request.user?.language,
      parseAcceptLanguage(request.headers['accept-language']),
    );
  });
}

/** The logged-in user, or 401 'To add a character you must log in with Discord'. */
export function requireUser(request: FastifyRequest): UserRow {
  return request.user ?? fail('loginRequired');
}
