import { sitOutsAnswer, sitOutsQuery } from '@raid/domain/schemas/benches';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { raidSitOuts } from './service.js';

/** Fair benches (issue 30): who sat out, for the leader's sign-up list. */
export function benchesRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/sitOuts',
    { schema: { querystring: sitOutsQuery, response: { 200: sitOutsAnswer } } },
    async (request) => raidSitOuts(deps, request.expansion, request.query.raid),
  );
}
