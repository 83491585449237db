import { expansionForSubdomain } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { tenantSubdomain } from '@raid/domain/rules/tenant';
import type { FastifyRequest } from 'fastify';

/**
 * The expansion a request is about: the `subdomain` query parameter the web adds, else the Host's
 * subdomain, else the current expansion (SPEC section 7).
 */
export function requestExpansion(request: FastifyRequest): ExpansionKey {
  const query = request.query as { subdomain?: unknown } | undefined;
  const fromQuery = typeof query?.subdomain === 'string' ? query.subdomain : null;
  return expansionForSubdomain(fromQuery || tenantSubdomain(request.headers.host ?? ''));
}
