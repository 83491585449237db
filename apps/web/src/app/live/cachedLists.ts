import type { RaidCard, RaidListAnswer } from '@raid/domain/schemas/raid';
import type { ActiveRaidPages } from '../../api/raids.js';

/** A cached list: an archive page, or the loaded pages of an active list. */
export type CachedList = RaidListAnswer | ActiveRaidPages;

export function isPagedList(list: CachedList): list is ActiveRaidPages {
  return 'pages' in list;
}

/** Every raid a cached list holds, whatever its shape. */
export function listedRaids(list: CachedList | undefined): RaidCard[] {
  if (!list) return [];
  return isPagedList(list) ? list.pages.flatMap((page) => page.data) : list.data;
}
