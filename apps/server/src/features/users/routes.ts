import { listQuery } from '@raid/domain/schemas/settings';
import { userListItem } from '@raid/domain/schemas/user';
import { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import { AnswerCache } from '../../http/answerCache.js';
import type { AppInstance } from '../../http/appInstance.js';
import { compileAnswerSerializer } from '../../http/responseSerializer.js';
import { sendWrittenAnswer, WrittenAnswer } from '../../http/writtenAnswer.js';
import { listRaidLeaders, raidLeadersVersion } from './service.js';

const usersAnswer = z.array(userListItem);

/** The public raid leaders table: no login needed. */
export function usersRoutes(app: AppInstance, deps: AppDeps): void {
  // The whole table is the same for every visitor: written once, sent as it is, and rewritten only when the
  // database's version of it moved (a 400 KB rewrite stalls every request around it). It may be served one
  // interval old while it is rewritten, so no visitor waits on the rewrite; a version seen a moment before its
  // transaction committed is caught by the rewrite a minute later at most.
  const table = new AnswerCache<WrittenAnswer>(deps.config.listCacheMs, {
    staleMs: deps.config.listCacheMs * 30,
    version: () => raidLeadersVersion(deps),
    maxAgeMs: 60_000,
  });
  const serializeUsers = compileAnswerSerializer(usersAnswer);

  app.get('/api/users', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { expansion } = request;
    const { id } = request.query;
    const read = async () => WrittenAnswer.write(serializeUsers(await listRaidLeaders(deps, expansion, id)));
    const answer = id === undefined ? await table.get(`users:${expansion}`, read) : await read();
    return sendWrittenAnswer(request, reply, answer);
  });
}
