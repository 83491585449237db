import { guildsAnswer, inviteAnswer, inviteQuery, listQuery } from '@raid/domain/schemas/settings';
import { userListItem } from '@raid/domain/schemas/user';
import { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { AnswerCache } from '../../http/answerCache.js';
import { compileAnswerSerializer } from '../../http/responseSerializer.js';
import { sendWrittenAnswer, WrittenAnswer } from '../../http/writtenAnswer.js';
import { inviteService } from './inviteService.js';
import { presentCommunity, presentRaidLeader } from './presenter.js';
import { communities, publicTablesVersion, raidLeaders } from './repository.js';

const usersAnswer = z.array(userListItem);

/** The public tables (raid leaders, communities) and the community page's invite button: no login needed. */
export function listsRoutes(app: AppInstance, deps: AppDeps): void {
  const createInvite = inviteService(deps);
  // Whole tables are the same for every visitor: written once, sent as they are, and rewritten only when the
  // database's version of them moved (a 400 KB rewrite stalls every request around it). A table may be served
  // one interval old while it is rewritten, so no visitor waits on the rewrite; a version seen a moment before
  // its transaction committed is caught by the rewrite a minute later at most.
  const tables = new AnswerCache<WrittenAnswer>(deps.config.listCacheMs, {
    staleMs: deps.config.listCacheMs * 30,
    version: () => publicTablesVersion(deps.db),
    maxAgeMs: 60_000,
  });
  const serializeUsers = compileAnswerSerializer(usersAnswer);
  const serializeGuilds = compileAnswerSerializer(guildsAnswer);

  app.get('/api/users', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { expansion } = request;
    const { id } = request.query;
    const read = async () =>
      WrittenAnswer.write(serializeUsers((await raidLeaders(deps.db, expansion, id)).map(presentRaidLeader)));
    const answer = id === undefined ? await tables.get(`users:${expansion}`, read) : await read();
    return sendWrittenAnswer(request, reply, answer);
  });

  app.get('/api/guilds', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { expansion } = request;
    const { id } = request.query;
    const read = async () =>
      WrittenAnswer.write(serializeGuilds((await communities(deps.db, expansion, id)).map(presentCommunity)));
    const answer = id === undefined ? await tables.get(`guilds:${expansion}`, read) : await read();
    return sendWrittenAnswer(request, reply, answer);
  });

  app.get(
    '/api/invite',
    { schema: { querystring: inviteQuery, response: { 200: inviteAnswer } } },
    async (request, reply) => {
      const answer = await createInvite(request.query.id);
      // Fastify sends a bare string as text/plain; the web parses every answer as JSON.
      return reply.type('application/json').send(JSON.stringify(answer));
    },
  );
}
