import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Json } from './json.js';

/** An HTTP error with Discord's JSON body. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? body.error ?? status));
  }
}

export const unauthorized = () => new DiscordHttpError(401, { message: '401: Unauthorized', code: 0 });
export const unknown = (what: string, code: number) =>
  new DiscordHttpError(404, { message: `Unknown ${what}`, code });
export const missingPermissions = () =>
  new DiscordHttpError(403, { message: 'Missing Permissions', code: 50013 });

/** Every failure answers with Discord's `{ message, code }` body, the one the real client parses. */
export function answerErrorsAsDiscord(app: FastifyInstance): void {
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof DiscordHttpError) return reply.code(error.status).send(error.body);
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'The request body contains invalid JSON.', code: 50109 });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({ message: `${status}: ${STATUS_CODES[status] ?? 'Error'}`, code: 0 });
  });

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: '404: Not Found', code: 0 }),
  );
}
