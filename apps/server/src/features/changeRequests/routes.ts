import { successAnswer } from '@raid/domain/schemas/primitives';
import {
  answerChangeRequestPayload,
  changeRequestQuery,
  charInfoAnswer,
  charInfoQuery,
} from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { charInfo } from './charInfo.js';
import { answerChangeRequest, requestChange } from './service.js';

const success = { success: true as const };
const answersSuccess = { 200: successAnswer };

/**
 * The leader's character popover (the character's figures and the owner's other characters) and the change
 * requests made from it: the leader asks, the record's owner answers.
 */
export function changeRequestsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/changeRequest',
    { onRequest: loginRequired, schema: { querystring: changeRequestQuery, response: answersSuccess } },
    async (request) => {
      await requestChange(deps, requireUser(request), request.expansion, request.query);
      return success;
    },
  );

  app.post(
    '/api/answerChangeRequest',
    { onRequest: loginRequired, schema: { body: answerChangeRequestPayload, response: answersSuccess } },
    async (request) => {
      await answerChangeRequest(deps, requireUser(request), request.expansion, request.body);
      return success;
    },
  );

  app.get(
    '/api/charInfo',
    { onRequest: loginRequired, schema: { querystring: charInfoQuery, response: { 200: charInfoAnswer } } },
    async (request) => charInfo(deps, requireUser(request), request.expansion, request.query),
  );
}
