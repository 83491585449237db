import { successAnswer } from '@raid/domain/schemas/primitives';
import {
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
import { raidAnswerCache } from '../../http/raidAnswerCache.js';
import { listRecords, refreshRecords } from './service.js';
import { setSpec } from './setSpec.js';
import { setStatus } from './setStatus.js';

const success = { success: true as const };
const answersSuccess = { 200: successAnswer };

/** A raid's records: the list, signing up and cancelling, a record's status and (for the leader) its spec. */
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
    '/api/setSpec',
    { onRequest: loginRequired, schema: { body: setSpecPayload, response: answersSuccess } },
    async (request) => {
      await setSpec(deps, requireUser(request), request.expansion, request.body);
      return success;
    },
  );
}
