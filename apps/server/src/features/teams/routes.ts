import { successAnswer } from '@raid/domain/schemas/primitives';
import {
  deleteTeamPayload,
  saveTeamAnswer,
  saveTeamPayload,
  teamsAnswer,
  teamsQuery,
} from '@raid/domain/schemas/teams';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { deleteTeam, listTeams, saveTeam } from './service.js';

/** Teams of a community (issue 30): read by anyone, as the community page is; changed by its server's leaders. */
export function teamsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/teams',
    { schema: { querystring: teamsQuery, response: { 200: teamsAnswer } } },
    async (request) => listTeams(deps, request.user, request.query.guild),
  );

  app.post(
    '/api/saveTeam',
    { onRequest: loginRequired, schema: { body: saveTeamPayload, response: { 200: saveTeamAnswer } } },
    async (request) => saveTeam(deps, requireUser(request), request.body),
  );

  app.post(
    '/api/deleteTeam',
    { onRequest: loginRequired, schema: { body: deleteTeamPayload, response: { 200: successAnswer } } },
    async (request) => deleteTeam(deps, requireUser(request), request.body.id),
  );
}
