import type { FastifyInstance } from 'fastify';

/** OAuth2 token requests are form-encoded (RFC 6749), and both real APIs accept them that way. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
