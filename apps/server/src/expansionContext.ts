import { expansionForSubdomain } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { tenantSubdomain } from '@raid/domain/rules/tenant';
import type { FastifyRequest } from 'fastify';

// A process serves a handful of Hosts, each all day: reading the last one again costs a string comparison
// instead of the rule's regular expressions, which were 1.4 % of a cached list answer's time.
let lastHost = '';
let lastHostSubdomain: string | null = null;

function hostSubdomain(host: string): string | null {
  if (host !== lastHost) {
    lastHostSubdomain = tenantSubdomain(host);
    lastHost = host;
  }
  return lastHostSubdomain;
}

/**
 * The expansion a request is about: the `subdomain` query parameter the web adds, else the Host's
 * subdomain, else the current expansion (SPEC section 7).
 */
export function requestExpansion(request: FastifyRequest): ExpansionKey {
  const query = request.query as { subdomain?: unknown } | undefined;
  const fromQuery = typeof query?.subdomain === 'string' ? query.subdomain : null;
  return expansionForSubdomain(fromQuery || hostSubdomain(request.headers.host ?? ''));
}
