/** The OAuth2 client-credentials token endpoint the real client calls before any query. */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WclState } from './state.js';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** HTTP Basic first, then client_id/client_secret in the form body: the real endpoint accepts either. */
function clientCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body.client_id === 'string' && typeof body.client_secret === 'string') {
    return { id: body.client_id, secret: body.client_secret };
  }
  return null;
}

export function registerTokenRoute(app: FastifyInstance, state: WclState): void {
  app.post('/oauth/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      return reply.code(400).send({
        error: 'unsupported_grant_type',
        error_description: 'The authorization grant type is not supported by the authorization server.',
      });
    }
    const credentials = clientCredentials(request);
    if (
      !credentials ||
      !safeEqual(credentials.id, state.clientId) ||
      !safeEqual(credentials.secret, state.clientSecret)
    ) {
      return reply.code(401).send({
        error: 'invalid_client',
        error_description: 'Client authentication failed',
        message: 'Client authentication failed',
      });
    }
    const accessToken = randomBytes(32).toString('base64url');
    state.tokens.set(accessToken, Date.now() + state.tokenLifetime * 1000);
    return { token_type: 'Bearer', expires_in: state.tokenLifetime, access_token: accessToken };
  });
}
