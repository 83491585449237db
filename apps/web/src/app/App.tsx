import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { gameDataQuery } from '../api/gameData.js';
import { activeRaidsQuery, raidDetailQuery } from '../api/raids.js';
import { initQuery } from '../api/session.js';
import { noFilters } from '../features/raid-list/raidFilters.js';
import { anyFiltersRemembered } from '../features/raid-list/useRaidFilters.js';
import { createQueryClient } from './queryClient.js';
import { RAID_ADDRESS } from './raidAddress.js';
import { AppRoutes } from './router.js';

/** The main list unfiltered (no filters remembered, as on a first visit), active raids shown. */
function opensUnfilteredMainList(): boolean {
  const { pathname, search } = window.location;
  return pathname === '/' && new URLSearchParams(search).get('archive') !== '1' && !anyFiltersRemembered();
}

/** The raid a `/raids/{id}` address shows. */
function openedRaid(): number | null {
  const id = Number(RAID_ADDRESS.exec(window.location.pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Every page needs the session and the catalogue: ask for both while the page's code loads, and the raid of a
 * raid's address. The main list waits for /api/init to know whose remembered filters apply; with none
 * remembered its first page is asked for at once too. Made once, outside React: a first render that React
 * throws away and starts again (a lazy route suspending it) would otherwise make a second client, which asks
 * for all of it again.
 */
export function startQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(initQuery());
  void queryClient.prefetchQuery(gameDataQuery());
  if (opensUnfilteredMainList())
    void queryClient.prefetchInfiniteQuery(activeRaidsQuery({ filters: noFilters }));
  const raid = openedRaid();
  if (raid !== null) void queryClient.prefetchQuery(raidDetailQuery(raid));
  return queryClient;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
