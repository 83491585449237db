import type { AppDeps } from '../../appDeps.js';
import { latestAppliedMigration, migrationNames } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../db/databaseFaults.js';
import type { AppInstance } from '../../http/appInstance.js';

const latestMigration = migrationNames.at(-1);

/**
 * For a load balancer or an orchestrator: `/healthz` says the process answers (restart it if not), `/readyz`
 * that it can serve now — its database reachable and migrated (send it traffic only then). Outside `/api`, as
 * such probes expect.
 */
export function healthRoutes(app: AppInstance, deps: Pick<AppDeps, 'db'>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    try {
      if ((await latestAppliedMigration(deps.db)) !== latestMigration)
        return reply.status(503).send({ status: 'migrating' });
      return { status: 'ready' };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return reply.status(503).send({ status: 'databaseUnavailable' });
    }
  });
}
