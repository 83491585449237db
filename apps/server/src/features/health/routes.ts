import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { readiness } from './service.js';

/**
 * For a load balancer or an orchestrator: `/healthz` says the process answers (restart it if not), `/readyz`
 * that it can serve now — its database reachable and migrated (send it traffic only then). Outside `/api`, as
 * such probes expect.
 */
export function healthRoutes(app: AppInstance, deps: Pick<AppDeps, 'db'>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const status = await readiness(deps);
    if (status !== 'ready') return reply.status(503).send({ status });
    return { status };
  });
}
