import {
  confirmRaidReportAnswer,
  confirmRaidReportPayload,
  raidReportAnswer,
  raidReportQuery,
  reportPreviewAnswer,
  reportPreviewQuery,
  wclGuildQuery,
  wclGuildSetting,
} from '@raid/domain/schemas/raidReports';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { readWclGuild, saveWclGuild } from './guildLink.js';
import { confirmRaidReport, previewRaidReport, raidReport } from './service.js';

/** Attendance from Warcraft Logs (issue 30, part 5). */
export function raidReportsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/raidReport',
    { schema: { querystring: raidReportQuery, response: { 200: raidReportAnswer } } },
    async (request) => raidReport(deps, request.expansion, request.query.raid),
  );

  app.get(
    '/api/raidReportPreview',
    {
      onRequest: loginRequired,
      schema: { querystring: reportPreviewQuery, response: { 200: reportPreviewAnswer } },
    },
    async (request) =>
      previewRaidReport(
        deps,
        requireUser(request),
        request.expansion,
        request.query.raid,
        request.query.report,
      ),
  );

  app.post(
    '/api/confirmRaidReport',
    {
      onRequest: loginRequired,
      schema: { body: confirmRaidReportPayload, response: { 200: confirmRaidReportAnswer } },
    },
    async (request) =>
      confirmRaidReport(
        deps,
        requireUser(request),
        request.expansion,
        request.body.raid,
        request.body.report,
      ),
  );

  app.get(
    '/api/wclGuild',
    { onRequest: loginRequired, schema: { querystring: wclGuildQuery, response: { 200: wclGuildSetting } } },
    async (request) => readWclGuild(deps, requireUser(request), request.expansion, request.query.server),
  );

  app.post(
    '/api/setWclGuild',
    { onRequest: loginRequired, schema: { body: wclGuildSetting, response: { 200: wclGuildSetting } } },
    async (request) => saveWclGuild(deps, requireUser(request), request.expansion, request.body),
  );
}
