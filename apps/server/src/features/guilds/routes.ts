import { guildsAnswer, inviteAnswer, inviteQuery, listQuery } from '@raid/domain/schemas/settings';
import type { AppDeps } from '../../appDeps.js';
import { AnswerCache } from '../../http/answerCache.js';
import type { AppInstance } from '../../http/appInstance.js';
import { compileAnswerSerializer } from '../../http/responseSerializer.js';
import { sendWrittenAnswer, WrittenAnswer } from '../../http/writtenAnswer.js';
import { inviteService } from './invite.js';
import { communitiesVersion, listCommunities } from './service.js';

/** The public communities table and the community page's invite button: no login needed. */
export function guildsRoutes(app: AppInstance, deps: AppDeps): void {
  const createInvite = inviteService(deps);
  // Cached as the raid leaders table is (features/users/routes.ts says why).
  const table = new AnswerCache<WrittenAnswer>(deps.config.listCacheMs, {
    staleMs: deps.config.listCacheMs * 30,
    version: () => communitiesVersion(deps),
    maxAgeMs: 60_000,
  });
  const serializeGuilds = compileAnswerSerializer(guildsAnswer);

  app.get('/api/guilds', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { expansion } = request;
    const { id } = request.query;
    const read = async () => WrittenAnswer.write(serializeGuilds(await listCommunities(deps, expansion, id)));
    const answer = id === undefined ? await table.get(`guilds:${expansion}`, read) : await read();
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
