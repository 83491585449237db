import {
  raidListAnswer,
  raidsAnswer,
  raidsQuery,
  refreshRaidAnswer,
  refreshRaidPayload,
} from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { cancelRaid } from './cancelRaid.js';
import { createRaid } from './createRaid.js';
import { editRaid } from './editRaid.js';
import { compileAnswerSerializer } from '../../http/responseSerializer.js';
import { sendWrittenAnswer, WrittenAnswer } from '../../http/writtenAnswer.js';
import { raidAnswerCache } from '../../http/raidAnswerCache.js';
import { findRaid, listRaids } from './service.js';

export function raidsRoutes(app: AppInstance, deps: AppDeps): void {
  // One path answers two shapes (SPEC section 7): the whole raid for `id`, cards for the lists.
  const serializeRaid = compileAnswerSerializer(raidsAnswer);
  const serializeList = compileAnswerSerializer(raidListAnswer);
  const answers = raidAnswerCache(deps.events, deps.config.listCacheMs);
  // The answers are compressed when written: the compress plugin's hooks would only find them encoded already.
  const written = { schema: { querystring: raidsQuery }, compress: false, decompress: false } as const;
  app.get('/api/raids', written, async (request, reply) => {
    const { query, expansion } = request;
    const { id } = query;
    const answer = await answers.get(`${expansion}:raids:${JSON.stringify(query)}`, async () =>
      id === undefined
        ? // Every visitor of the list loads its pages: they are worth their smallest form.
          WrittenAnswer.write(serializeList(await listRaids(deps, expansion, query)), 'thorough')
        : WrittenAnswer.write(serializeRaid(await findRaid(deps, expansion, id))),
    );
    return sendWrittenAnswer(request, reply, answer);
  });

  app.post(
    '/api/refreshRaid',
    { onRequest: loginRequired, schema: { body: refreshRaidPayload, response: { 200: refreshRaidAnswer } } },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      if ('canceled' in body) return cancelRaid(deps, user, request.expansion, body);
      if (body.id !== undefined) return editRaid(deps, user, request.expansion, { ...body, id: body.id });
      return createRaid(deps, user, request.expansion, body);
    },
  );
}
