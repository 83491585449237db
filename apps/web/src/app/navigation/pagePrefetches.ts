import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { activeRaidsQuery, raidDetailQuery } from '../../api/raids.js';
import { raidLeaderQuery } from '../../api/users.js';
import { noFilters } from '../../features/raid-list/raidFilters.js';

/**
 * The first answers of pages a link may lead to, asked for on hover or touch (routePrefetch.ts) with the very
 * queries the pages read, so a page shown after the click paints from the cache: each one or two small answers.
 */

/** A raid card's raid. */
export function prefetchRaid(params: Params, queryClient: QueryClient): void {
  const id = Number(params.id);
  if (Number.isSafeInteger(id) && id > 0) void queryClient.prefetchQuery(raidDetailQuery(id));
}

/**
 * Whether a raid's page will load its Gold section (routes/raid.tsx: a loot-bidding raid's only): the raid's
 * answer, from the cache or the request `prefetchRaid` made, says. A raid that cannot be read loads none.
 */
export async function raidNeedsParts(params: Params, queryClient: QueryClient): Promise<boolean> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const raid = await queryClient.ensureQueryData(raidDetailQuery(id));
  return raid.lootSystemID === LOOT_BIDDING_SYSTEM_ID;
}

/** A profile's head and its first page of raids (a user's list starts unfiltered, RaidListView). */
export function prefetchProfile(params: Params, queryClient: QueryClient): void {
  const user = params.user;
  if (!user) return;
  void queryClient.prefetchQuery(raidLeaderQuery(user));
  void queryClient.prefetchInfiniteQuery(activeRaidsQuery({ filters: noFilters, user }));
}
