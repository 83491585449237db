import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { HistoryEntry } from '@raid/domain/schemas/history';
import type { AppDeps } from '../../appDeps.js';
import { raidOrNotFound } from '../../data/raids.js';
import { presentHistoryEntry } from './presenter.js';
import { raidHistory } from '../../data/history.js';

/** `GET /api/history`: the raid's history, newest first; 404 for a raid of another expansion. */
export async function raidHistoryEntries(
  deps: Pick<AppDeps, 'db'>,
  raidId: number,
  expansion: ExpansionKey,
): Promise<HistoryEntry[]> {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  const rows = await raidHistory(deps.db, raid.id);
  return rows.map(presentHistoryEntry);
}
