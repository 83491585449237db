import { successAnswer } from '@raid/domain/schemas/primitives';
import {
  autoRaidsAnswer,
  idQuery,
  refreshAutoRaidPayload,
  refreshRaidAnswer,
} from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { allowAddAutoRaid, deleteAutoRaid, listAutoRaids, saveAutoRaid, toggleAutoRaid } from './service.js';

/** Weekly raid templates (SPEC section 7): the spec's generic helper sends GET when there is no payload. */
export function autoRaidsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/autoRaids',
    { onRequest: loginRequired, schema: { response: { 200: autoRaidsAnswer } } },
    async (request) => listAutoRaids(deps, requireUser(request), request.expansion),
  );

  app.get(
    '/api/addAutoRaid',
    { onRequest: loginRequired, schema: { response: { 200: successAnswer } } },
    async (request) => allowAddAutoRaid(requireUser(request)),
  );

  app.get(
    '/api/deleteAutoRaid',
    { onRequest: loginRequired, schema: { querystring: idQuery, response: { 200: successAnswer } } },
    async (request) => deleteAutoRaid(deps, requireUser(request), request.expansion, request.query.id),
  );

  app.post(
    '/api/refreshAutoRaid',
    {
      onRequest: loginRequired,
      schema: { body: refreshAutoRaidPayload, response: { 200: refreshRaidAnswer } },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      return body.zone === undefined
        ? toggleAutoRaid(deps, user, request.expansion, body)
        : saveAutoRaid(deps, user, request.expansion, body);
    },
  );
}
