import type { RaidCard, RaidListAnswer } from '@raid/domain/schemas/raid';
import type { QueryKey } from '@tanstack/react-query';
import type { ActiveRaidPages, RaidListQuery } from '../../api/raids.js';

/** A cached list: an archive page, or the loaded pages of an active list. */
export type CachedList = RaidListAnswer | ActiveRaidPages;

/**
 * The query keys the live events touch, as the api/ hooks build them: `['raids', scope, listQuery]` (lists),
 * `['raid', scope, id]` (one raid), `['records', scope, id]` (a raid's records), `['chars', scope, ...]` (the
 * user's characters and the raids under them).
 */
export const listsKey = (scope: string) => ['raids', scope] as const;
export const raidKey = (scope: string, id: number) => ['raid', scope, id] as const;
export const recordsKey = (scope: string, id: number) => ['records', scope, id] as const;
export const charsKey = (scope: string) => ['chars', scope] as const;

export function isActiveListKey(key: QueryKey): boolean {
  const query = key[2] as Partial<RaidListQuery> | undefined;
  return key[0] === 'raids' && query !== undefined && query.archive !== true;
}

export function isPagedList(list: CachedList): list is ActiveRaidPages {
  return 'pages' in list;
}

/** Every raid a cached list holds, whatever its shape. */
export function listedRaids(list: CachedList | undefined): RaidCard[] {
  if (!list) return [];
  return isPagedList(list) ? list.pages.flatMap((page) => page.data) : list.data;
}
