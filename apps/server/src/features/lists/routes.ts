import { guildsAnswer, inviteAnswer, inviteQuery, listQuery } from '@raid/domain/schemas/settings';
import { userListItem } from '@raid/domain/schemas/user';
import { z } from 'zod';
import type { AppDeps } from '../../app.js';
import type { AppInstance } from '../../http/appInstance.js';
import { inviteService } from './inviteService.js';
import { presentCommunity, presentRaidLeader } from './presenter.js';
import { communities, raidLeaders } from './repository.js';

const usersAnswer = z.array(userListItem);

/** The public tables (raid leaders, communities) and the community page's invite button: no login needed. */
export function listsRoutes(app: AppInstance, deps: AppDeps): void {
  const createInvite = inviteService(deps);

  app.get(
    '/api/users',
    { schema: { querystring: listQuery, response: { 200: usersAnswer } } },
    async (request) => {
      const rows = await raidLeaders(deps.db, request.expansion, request.query.id);
      return rows.map(presentRaidLeader);
    },
  );

  app.get(
    '/api/guilds',
    { schema: { querystring: listQuery, response: { 200: guildsAnswer } } },
    async (request) => {
      const rows = await communities(deps.db, request.expansion, request.query.id);
      return rows.map(presentCommunity);
    },
  );

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
