import type { FastifyRequest } from 'fastify';

export type Json = Record<string, unknown>;

/** The request's JSON or form object; {} for none, an array or a scalar, so handlers read fields safely. */
export const bodyOf = (request: FastifyRequest): Json =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Json)
    : {};
