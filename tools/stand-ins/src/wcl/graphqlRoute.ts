/**
 * Each site's GraphQL client endpoint (`/{site}/api/v2/client`): a valid bearer token, points left this hour,
 * then the document is validated against the stand-in's schema (schema.ts) and executed.
 *
 * A document the real API would refuse (a syntax error, an unknown field or argument, a wrong enum value or
 * variable type, an unused or undeclared variable) is answered as the real one answers it: HTTP 200 with no
 * `data` and an `errors` array of `{ message, locations: [{ line, column }], extensions: { category } }`. The
 * real endpoint is Laravel Lighthouse on webonyx/graphql-php, which formats errors per the GraphQL
 * specification's response section (https://spec.graphql.org/October2021/#sec-Errors) and files validation and
 * syntax errors under `extensions.category` "graphql" (graphql-php's error handling documentation; the
 * category moved under `extensions` in graphql-php 0.13, webonyx/graphql-php pull request 576). The message
 * texts are graphql-js's, which graphql-php ports word for word (e.g. `Cannot query field "x" on type "Character".`).
 */
import { wclSites } from '@raid/domain/catalogue/wclRankings';
import type { WclSite } from '@raid/domain/catalogue/types';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { execute, GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import type { RequestContext, RootValue } from './resolvers.js';
import { wclSchema } from './schema.js';
import { currentRate, type WclState } from './state.js';

const unauthenticated = (reply: FastifyReply) => reply.code(401).send({ error: 'Unauthenticated.' });

/** The real service's error entry: the spec's message and locations, and Lighthouse's category. */
function errorEntry(error: GraphQLError): Record<string, unknown> {
  const { message, locations, path, extensions } = error.toJSON();
  const isRequestError = error.originalError === undefined || error.originalError === null;
  return {
    message,
    ...(locations ? { locations } : {}),
    ...(path ? { path } : {}),
    extensions: { ...extensions, category: isRequestError ? 'graphql' : 'internal' },
  };
}

/** Refusals of the document itself: nothing is executed and no `data` is answered. */
const refused = (errors: readonly GraphQLError[]) => ({ errors: errors.map(errorEntry) });

function parseDocument(source: string): DocumentNode | readonly GraphQLError[] {
  try {
    return parse(source);
  } catch (error) {
    if (error instanceof GraphQLError) return [error];
    throw error;
  }
}

export function registerGraphqlRoute(
  app: FastifyInstance,
  state: WclState,
  rootValueFor: (site: WclSite) => RootValue,
): void {
  for (const site of wclSites) {
    const rootValue = rootValueFor(site);
    app.post(`/${site}/api/v2/client`, async (request, reply) => {
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
      const document = parseDocument(body.query);
      if (!('kind' in document)) return reply.code(200).send(refused(document));
      const invalid = validate(wclSchema, document);
      if (invalid.length > 0) return reply.code(200).send(refused(invalid));

      const variables =
        body.variables && typeof body.variables === 'object'
          ? (body.variables as Record<string, unknown>)
          : undefined;
      // Every request costs a point, and each resolver charges its own on top, as the real API counts them.
      let points = 1;
      const result: ExecutionResult = await execute({
        schema: wclSchema,
        document,
        rootValue,
        contextValue: { charge: (n: number) => (points += n) } satisfies RequestContext,
        variableValues: variables,
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      });
      rate.pointsSpentThisHour += points;
      return reply
        .code(200)
        .send(result.errors ? { ...result, errors: result.errors.map(errorEntry) } : result);
    });
  }
}
