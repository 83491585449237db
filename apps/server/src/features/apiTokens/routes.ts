import {
  apiTokensAnswer,
  apiTokensQuery,
  createApiTokenAnswer,
  createApiTokenPayload,
  revokeApiTokenPayload,
} from '@raid/domain/schemas/apiTokens';
import { successAnswer } from '@raid/domain/schemas/primitives';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { createApiToken, listApiTokens, revokeApiToken } from './service.js';

/** A Discord server's API tokens, for its managers (Settings); tokens themselves cannot call these. */
export function apiTokensRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/apiTokens',
    { onRequest: loginRequired, schema: { querystring: apiTokensQuery, response: { 200: apiTokensAnswer } } },
    async (request) => listApiTokens(deps, requireUser(request), request.query.server),
  );

  app.post(
    '/api/createApiToken',
    {
      onRequest: loginRequired,
      schema: { body: createApiTokenPayload, response: { 200: createApiTokenAnswer } },
    },
    async (request, reply) => {
      // The secret is in this answer alone: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return createApiToken(deps, requireUser(request), request.body);
    },
  );

  app.post(
    '/api/revokeApiToken',
    { onRequest: loginRequired, schema: { body: revokeApiTokenPayload, response: { 200: successAnswer } } },
    async (request) => revokeApiToken(deps, requireUser(request), request.body),
  );
}
