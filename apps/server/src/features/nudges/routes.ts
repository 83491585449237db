import { unansweredAnswer, unansweredQuery } from '@raid/domain/schemas/nudges';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { unansweredMembers } from './service.js';

export function nudgesRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/unanswered',
    {
      onRequest: loginRequired,
      schema: { querystring: unansweredQuery, response: { 200: unansweredAnswer } },
    },
    async (request) => unansweredMembers(deps, requireUser(request), request.expansion, request.query.raid),
  );
}
