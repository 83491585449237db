import type { AppDeps } from '../../appDeps.js';
import { latestAppliedMigration, migrationNames } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../db/databaseFaults.js';

const latestMigration = migrationNames.at(-1);

type Readiness = 'ready' | 'migrating' | 'databaseUnavailable';

/** Whether this process can serve now: its database reachable and migrated to the latest migration. */
export async function readiness(deps: Pick<AppDeps, 'db'>): Promise<Readiness> {
  try {
    return (await latestAppliedMigration(deps.db)) === latestMigration ? 'ready' : 'migrating';
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return 'databaseUnavailable';
  }
}
