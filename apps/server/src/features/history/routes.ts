import { historyAnswer, historyQuery } from '@raid/domain/schemas/history';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { raidHistoryEntries } from './service.js';

export function historyRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/history',
    { schema: { querystring: historyQuery, response: { 200: historyAnswer } } },
    async (request) => raidHistoryEntries(deps, request.query.id, request.expansion),
  );
}
