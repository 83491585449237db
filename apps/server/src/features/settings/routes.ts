import { discordServersAnswer } from '@raid/domain/schemas/gameData';
import {
  discordServersPayload,
  guildSettings,
  idListAnswer,
  questionsAnswer,
  questionsQuery,
  setLeaderRolePayload,
  setMasterMessagePayload,
  setQuestionsPayload,
} from '@raid/domain/schemas/settings';
import { refreshUserPayload, user } from '@raid/domain/schemas/user';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { userDiscordServers } from './discordServers.js';
import { readGuildSettings, saveGuildSettings } from './guildSettings.js';
import { listQuestions, saveQuestions } from './questions.js';
import { changeGuildIdList, configuredIds } from './service.js';
import { updatePreferences } from './userPreferences.js';

const guildSettingsQuery = guildSettings.pick({ server: true });

export function settingsRoutes(app: AppInstance, deps: AppDeps): void {
  app.post(
    '/api/refreshUser',
    { onRequest: loginRequired, schema: { body: refreshUserPayload, response: { 200: user } } },
    async (request) => updatePreferences(deps, requireUser(request), request.expansion, request.body),
  );

  app.get(
    '/api/discordServers',
    { onRequest: loginRequired, schema: { response: { 200: discordServersAnswer } } },
    async (request) => userDiscordServers(deps, requireUser(request)),
  );

  app.post(
    '/api/leaderRoles',
    { onRequest: loginRequired, schema: { body: discordServersPayload, response: { 200: idListAnswer } } },
    async (request) => configuredIds(deps, requireUser(request), 'leaderRoles', request.body.discordServers),
  );

  app.post(
    '/api/setLeaderRoles',
    { onRequest: loginRequired, schema: { body: setLeaderRolePayload, response: { 200: idListAnswer } } },
    async (request) => {
      const { server, role, del } = request.body;
      return changeGuildIdList(deps, requireUser(request), 'leaderRoles', { server, id: role, del });
    },
  );

  app.post(
    '/api/masterMessages',
    { onRequest: loginRequired, schema: { body: discordServersPayload, response: { 200: idListAnswer } } },
    async (request) =>
      configuredIds(deps, requireUser(request), 'scheduleChannels', request.body.discordServers),
  );

  app.post(
    '/api/setMasterMessage',
    { onRequest: loginRequired, schema: { body: setMasterMessagePayload, response: { 200: idListAnswer } } },
    async (request) => {
      const { server, channel, del } = request.body;
      return changeGuildIdList(deps, requireUser(request), 'scheduleChannels', { server, id: channel, del });
    },
  );

  app.get(
    '/api/questions',
    { onRequest: loginRequired, schema: { querystring: questionsQuery, response: { 200: questionsAnswer } } },
    async (request) => listQuestions(deps, requireUser(request), request.query),
  );

  app.post(
    '/api/setQuestions',
    { onRequest: loginRequired, schema: { body: setQuestionsPayload, response: { 200: questionsAnswer } } },
    async (request) => saveQuestions(deps, requireUser(request), request.body),
  );

  app.get(
    '/api/guildSettings',
    {
      onRequest: loginRequired,
      schema: { querystring: guildSettingsQuery, response: { 200: guildSettings } },
    },
    async (request) => readGuildSettings(deps, requireUser(request), request.query.server),
  );

  app.post(
    '/api/setGuildSettings',
    { onRequest: loginRequired, schema: { body: guildSettings, response: { 200: guildSettings } } },
    async (request) => saveGuildSettings(deps, requireUser(request), request.body),
  );
}
