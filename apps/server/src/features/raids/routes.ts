import { raidsAnswer, raidsQuery, refreshRaidAnswer, refreshRaidPayload } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../app.js';
import type { AppInstance } from '../../http/appInstance.js';
import { requireUser } from '../../http/requestContext.js';
import { cancelRaid } from './cancelRaid.js';
import { createRaid } from './createRaid.js';
import { editRaid } from './editRaid.js';
import { findRaids } from './service.js';

export function raidsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/raids',
    { schema: { querystring: raidsQuery, response: { 200: raidsAnswer } } },
    async (request) => findRaids(deps, request.expansion, request.query),
  );

  app.post(
    '/api/refreshRaid',
    { schema: { body: refreshRaidPayload, response: { 200: refreshRaidAnswer } } },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      if ('canceled' in body) return cancelRaid(deps, user, request.expansion, body);
      if (body.id !== undefined) return editRaid(deps, user, request.expansion, { ...body, id: body.id });
      return createRaid(deps, user, request.expansion, body);
    },
  );
}
