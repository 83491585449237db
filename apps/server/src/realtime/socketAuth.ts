import { fastifyCookie } from '@fastify/cookie';
import { expansionForSubdomain } from '@raid/domain/catalogue/expansions';
import { parseAcceptLanguage, resolveLanguage } from '@raid/domain/rules/language';
import { tenantSubdomain } from '@raid/domain/rules/tenant';
import type { IncomingHttpHeaders } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { findLiveSession } from '../data/sessions.js';
import { hashSessionToken, SESSION_COOKIE } from '../http/requestContext.js';
import type { SocketData } from './types.js';

interface Handshake {
  headers: IncomingHttpHeaders;
  query: ParsedUrlQuery;
}

/** The user of a live session, the same lookup the HTTP requests make (http/requestContext.ts). */
export async function sessionUser(db: Db, sessionId: string | null, now: Date): Promise<UserRow | null> {
  if (!sessionId) return null;
  return (await findLiveSession(db, sessionId, now))?.user ?? null;
}

/**
 * Who a connection is and which expansion it watches: the user from the session cookie the browser sent
 * with the handshake (never from anything the client says later), the expansion from the `subdomain` query
 * parameter or the Host's subdomain, like the HTTP calls.
 */
export async function identifyHandshake(db: Db, handshake: Handshake, now: Date): Promise<SocketData> {
  const token = fastifyCookie.parse(handshake.headers.cookie ?? '')[SESSION_COOKIE];
  const sessionId = token ? hashSessionToken(token) : null;
  const user = await sessionUser(db, sessionId, now);
  const subdomain = handshake.query.subdomain;
  return {
    userId: user?.id ?? null,
    sessionId: user ? sessionId : null,
    expansion: expansionForSubdomain(
      typeof subdomain === 'string' && subdomain ? subdomain : tenantSubdomain(handshake.headers.host ?? ''),
    ),
    language: resolveLanguage(user?.language, parseAcceptLanguage(handshake.headers['accept-language'])),
  };
}
