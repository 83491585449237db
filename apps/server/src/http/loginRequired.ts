import type { FastifyRequest } from 'fastify';
import { requireUser } from './requestContext.js';

/**
 * The route option `onRequest: loginRequired` of every call that needs a logged-in user: a visitor is answered
 * 401 before the payload is read, so an incomplete payload sent while logged out says "log in", not which field
 * is wrong. Refusals that depend on the payload (the raid's leader, the guild's manager) come after validation.
 */
export async function loginRequired(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
