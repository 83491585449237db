import { successAnswer } from '@raid/domain/schemas/primitives';
import { approveRosterPayload, moveRecordsPayload, recordsAnswer } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { approveRoster, moveRecords } from './service.js';

/** The leader's roster: moves between the slots and the sign-up list (also over the socket), and approval. */
export function rosterRoutes(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/moveRecords',
    { onRequest: loginRequired, schema: { body: moveRecordsPayload, response: { 200: recordsAnswer } } },
    async (request) => moveRecords(deps, requireUser(request), request.expansion, request.body),
  );

  app.post(
    '/api/approveRoster',
    { onRequest: loginRequired, schema: { body: approveRosterPayload, response: { 200: successAnswer } } },
    async (request) => {
      await approveRoster(deps, requireUser(request), request.expansion, request.body.raid);
      return { success: true as const };
    },
  );
}
