import { addLockoutSavePayload, deleteLockoutSavePayload, lockoutSave } from '@raid/domain/schemas/lockouts';
import { successAnswer } from '@raid/domain/schemas/primitives';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { addLockoutSave, deleteLockoutSave } from './service.js';

/** Saves players add by hand from their character cards (issue 30); raids' saves come from completion. */
export function lockoutsRoutes(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/addLockoutSave',
    { onRequest: loginRequired, schema: { body: addLockoutSavePayload, response: { 200: lockoutSave } } },
    async (request) => addLockoutSave(deps, requireUser(request), request.expansion, request.body),
  );

  app.post(
    '/api/deleteLockoutSave',
    {
      onRequest: loginRequired,
      schema: { body: deleteLockoutSavePayload, response: { 200: successAnswer } },
    },
    async (request) => deleteLockoutSave(deps, requireUser(request), request.body),
  );
}
