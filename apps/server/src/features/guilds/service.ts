import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { guildListItem } from '@raid/domain/schemas/settings';
import type { z } from 'zod';
import type { AppDeps } from '../../appDeps.js';
import { publicTablesVersion } from '../../db/publicTables.js';
import { presentCommunity } from './presenter.js';
import { communities } from '../../data/guilds.js';

/** `GET /api/guilds`: the communities with raids in the expansion, most raids first (with `id`, that one). */
export async function listCommunities(
  deps: Pick<AppDeps, 'db'>,
  expansion: ExpansionKey,
  id: string | undefined,
): Promise<Array<z.infer<typeof guildListItem>>> {
  return (await communities(deps.db, expansion, id)).map(presentCommunity);
}

/** Rises whenever what the communities table shows may have changed: the route's cache keeps it until then. */
export function communitiesVersion(deps: Pick<AppDeps, 'db'>): Promise<string> {
  return publicTablesVersion(deps.db);
}
