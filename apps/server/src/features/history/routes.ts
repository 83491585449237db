import { historyAnswer, historyQuery } from '@raid/domain/schemas/history';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import type { AppInstance } from '../../http/appInstance.js';
import { findRaid } from '../raids/repository.js';
import { presentHistoryEntry } from './presenter.js';
import { raidHistory } from './repository.js';

export function historyRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/history',
    { schema: { querystring: historyQuery, response: { 200: historyAnswer } } },
    async (request) => {
      const raid = (await findRaid(deps.db, request.query.id, request.expansion)) ?? fail('raidNotFound');
      const rows = await raidHistory(deps.db, raid.id);
      return rows.map(presentHistoryEntry);
    },
  );
}
