import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from './appError.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The GET calls of SPEC section 7 that change something (docs/api.md): a session ends or begins, a change
 * request or a template is made or deleted, Discord is asked for an invite (and its owner may be told).
 */
export const CHANGING_GET_CALLS: ReadonlySet<string> = new Set([
  '/api/login',
  '/api/logout',
  '/api/changeRequest',
  '/api/addAutoRaid',
  '/api/deleteAutoRaid',
  '/api/invite',
]);

/** Whether a route (its methods and address) changes state: each non-GET method and the GET calls above. */
export function routeChangesState(method: string | string[], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.some((each) => !SAFE_METHODS.has(each)) || CHANGING_GET_CALLS.has(url);
}

/** The host:port of an Origin or Referer; null when it is not an address. */
function hostOf(address: string | undefined): string | null | undefined {
  if (address === undefined) return undefined;
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
}

/**
 * Whether a request that changes something comes from one of our own pages. Browsers say so in
 * Sec-Fetch-Site: only 'same-origin' passes — 'cross-site' and 'same-site' are other sites' links, forms,
 * images and fetches, and 'none' is an address typed or opened from another app (a link in a Discord message).
 * A browser without Sec-Fetch-Site still sends Origin on a form or fetch, or a Referer: its host must be the
 * host the request was sent to. A request with none of them comes from no web page (curl, a bot, a test).
 */
function isOwnPageRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  // A sandboxed frame or a cross-site redirect sends "Origin: null": a page, but none of ours.
  if (origin === 'null') return false;
  const host = hostOf(origin ?? request.headers.referer);
  return host === undefined || host === request.host;
}

/**
 * No other site can make a signed-in visitor's browser change anything (issue 12): every call that changes
 * state — each POST and the GET calls above — is refused with 403 unless it comes from our own pages. Reads
 * stay open to links and typed addresses; the session cookie is SameSite=Strict as well, see
 * docs/decisions.md.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  const guard = async (request: FastifyRequest) => {
    // A browser never adds an Authorization header to another site's request by itself: a bearer call is a
    // script's, and its token is the proof a forged request lacks.
    if (request.apiToken) return;
    if (!isOwnPageRequest(request)) fail('crossSiteRequest');
  };
  // On the changing routes only, ahead of their own hooks: reads, the most frequent requests, pay nothing.
  app.addHook('onRoute', (route) => {
    if (!routeChangesState(route.method, route.url)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own];
  });
}
