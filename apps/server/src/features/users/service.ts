import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { UserListItem } from '@raid/domain/schemas/user';
import type { AppDeps } from '../../appDeps.js';
import { publicTablesVersion } from '../../db/publicTables.js';
import { presentRaidLeader } from '../../presenters/users.js';
import { raidLeaders } from '../../data/users.js';

/** `GET /api/users`: the raid leaders of the expansion, most raids first (with `id`, that one user). */
export async function listRaidLeaders(
  deps: Pick<AppDeps, 'db'>,
  expansion: ExpansionKey,
  id: string | undefined,
): Promise<UserListItem[]> {
  return (await raidLeaders(deps.db, expansion, id)).map(presentRaidLeader);
}

/** Rises whenever what the raid leaders table shows may have changed: the route's cache keeps it until then. */
export function raidLeadersVersion(deps: Pick<AppDeps, 'db'>): Promise<string> {
  return publicTablesVersion(deps.db);
}
