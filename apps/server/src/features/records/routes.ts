import { successAnswer } from '@raid/domain/schemas/primitives';
import {
  answerChangeRequestPayload,
  approveRosterPayload,
  changeRequestQuery,
  charInfoAnswer,
  charInfoQuery,
  moveRecordsPayload,
  recordsAnswer,
  recordsQuery,
  refreshRecordsAnswer,
  refreshRecordsPayload,
  setSpecPayload,
  setStatusPayload,
} from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { compileAnswerSerializer } from '../../http/responseSerializer.js';
import { sendWrittenAnswer, WrittenAnswer } from '../../http/writtenAnswer.js';
import { raidAnswerCache } from '../raids/raidAnswerCache.js';
import { answerChangeRequest, requestChange } from './changeRequestService.js';
import { charInfo } from './charInfoService.js';
import { approveRoster, moveRecords } from './rosterService.js';
import { listRecords, refreshRecords } from './service.js';
import { setSpec } from './specService.js';
import { setStatus } from './statusService.js';

const success = { success: true as const };
const answersSuccess = { 200: successAnswer };

export function recordsRoutes(app: AppInstance, deps: AppDeps): void {
  const answers = raidAnswerCache(deps.events, deps.config.listCacheMs);
  const serializeRecords = compileAnswerSerializer(recordsAnswer);
  app.get('/api/records', { schema: { querystring: recordsQuery } }, async (request, reply) => {
    const { expansion } = request;
    const { raid } = request.query;
    const answer = await answers.get(`${expansion}:records:${raid}`, async () =>
      WrittenAnswer.write(serializeRecords(await listRecords(deps, raid, expansion))),
    );
    return sendWrittenAnswer(request, reply, answer);
  });

  app.post(
    '/api/refreshRecords',
    {
      onRequest: loginRequired,
      schema: { body: refreshRecordsPayload, response: { 200: refreshRecordsAnswer } },
    },
    async (request) => refreshRecords(deps, requireUser(request), request.expansion, request.body),
  );

  app.post(
    '/api/setStatus',
    { onRequest: loginRequired, schema: { body: setStatusPayload, response: answersSuccess } },
    async (request) => {
      await setStatus(deps, requireUser(request), request.expansion, request.body);
      return success;
    },
  );

  app.post(
    '/api/moveRecords',
    { onRequest: loginRequired, schema: { body: moveRecordsPayload, response: { 200: recordsAnswer } } },
    async (request) => moveRecords(deps, requireUser(request), request.expansion, request.body),
  );

  app.post(
    '/api/approveRoster',
    { onRequest: loginRequired, schema: { body: approveRosterPayload, response: answersSuccess } },
    async (request) => {
      await approveRoster(deps, requireUser(request), request.expansion, request.body.raid);
      return success;
    },
  );

  app.post(
    '/api/setSpec',
    { onRequest: loginRequired, schema: { body: setSpecPayload, response: answersSuccess } },
    async (request) => {
      await setSpec(deps, requireUser(request), request.expansion, request.body);
      return success;
    },
  );

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
