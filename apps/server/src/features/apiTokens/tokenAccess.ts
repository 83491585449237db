import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import type { AppInstance } from '../../http/appInstance.js';
import { tokenMayCall } from '../../http/tokenCalls.js';
import { communityScopes } from './communityScope.js';

/**
 * What a bearer call may do once requestContext has found its token: only the calls of http/tokenCalls.ts (else 403
 * before anything is read), each held to the token's community (communityScope.ts) once its payload is valid.
 * Registered before the routes, so its hooks reach them.
 */
export function registerApiTokenAccess(app: AppInstance, deps: Pick<AppDeps, 'db'>): void {
  app.decorateRequest('apiToken', null);
  app.addHook('onRequest', async (request) => {
    const token = request.apiToken;
    const url = request.routeOptions.url;
    // An address that is no route answers its 404.
    if (token && url !== undefined && !tokenMayCall(token.scope, request.method, url)) {
      fail('apiTokenCallRefused');
    }
  });
  app.addHook('onRoute', (route) => {
    const scoped = [route.method]
      .flat()
      .map((method) => communityScopes[`${method} ${route.url}`])
      .find((scope) => scope !== undefined);
    if (!scoped) return;
    const scope = async (request: FastifyRequest) => {
      if (request.apiToken) await scoped(deps, request, request.apiToken.guildId);
    };
    route.preHandler = [scope, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });
}
