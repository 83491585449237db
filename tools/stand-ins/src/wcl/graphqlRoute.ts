/** The GraphQL client endpoint: a valid bearer token, points left this hour, then the query is executed. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { graphql } from 'graphql';
import type { RequestContext, RootValue } from './resolvers.js';
import { wclSchema } from './schema.js';
import { currentRate, type WclState } from './state.js';

const unauthenticated = (reply: FastifyReply) => reply.code(401).send({ error: 'Unauthenticated.' });

export function registerGraphqlRoute(app: FastifyInstance, state: WclState, rootValue: RootValue): void {
  app.post('/api/v2/client', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const expiresAt = state.tokens.get(token);
    if (!token || expiresAt === undefined) return unauthenticated(reply);
    if (expiresAt <= Date.now()) {
      state.tokens.delete(token);
      return unauthenticated(reply);
    }
    const rate = currentRate(state);
    if (rate.pointsSpentThisHour >= rate.limitPerHour) {
      const resetIn = Math.max(1, Math.ceil((rate.windowStartedAt + 3_600_000 - Date.now()) / 1000));
      return reply.code(429).header('retry-after', String(resetIn)).send({ error: 'Too Many Requests' });
    }
    const body = (request.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return reply.code(400).send({ errors: [{ message: 'Must provide query string.' }] });
    }
    const variables =
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : undefined;
    // Every request costs a point, and each resolver charges its own on top, as the real API counts them.
    let points = 1;
    const result = await graphql({
      schema: wclSchema,
      source: body.query,
      rootValue,
      contextValue: { charge: (n: number) => (points += n) } satisfies RequestContext,
      variableValues: variables,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    });
    rate.pointsSpentThisHour += points;
    return reply.code(200).send(result);
  });
}
