import { hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { charsQuery } from '../api/chars.js';
import { gameDataQuery } from '../api/gameData.js';
import { activeRaidsQuery, raidDetailQuery } from '../api/raids.js';
import { initQuery } from '../api/session.js';
import { noFilters } from '../features/raid-list/raidFilters.js';
import { anyFiltersRemembered } from '../features/raid-list/useRaidFilters.js';
import { createQueryClient } from './queryClient.js';
import { RAID_ADDRESS } from './raidAddress.js';
import { AppRoutes } from './router.js';

interface PageAddress {
  pathname: string;
  search: string;
}

/** The main list unfiltered (no filters remembered, as on a first visit), active raids shown. */
function opensUnfilteredMainList({ pathname, search }: PageAddress, filtersRemembered: boolean): boolean {
  return pathname === '/' && new URLSearchParams(search).get('archive') !== '1' && !filtersRemembered;
}

/** The raid a `/raids/{id}` address shows. */
function openedRaid({ pathname }: PageAddress): number | null {
  const id = Number(RAID_ADDRESS.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Every page needs the session and the catalogue: ask for both while the page's code loads, and the raid of a
 * raid's address. The main list waits for /api/init to know whose remembered filters apply; with none
 * remembered its first page is asked for at once too. The server renders a first screen from the same reads
 * (entry-server.tsx); the answer is when they all have arrived, false when one failed.
 */
export async function prefetchFirstReads(
  queryClient: QueryClient,
  page: PageAddress,
  filtersRemembered: boolean,
): Promise<boolean> {
  const reads: Array<Promise<unknown>> = [
    queryClient.fetchQuery(initQuery()),
    queryClient.fetchQuery(gameDataQuery()),
  ];
  if (opensUnfilteredMainList(page, filtersRemembered))
    reads.push(queryClient.fetchInfiniteQuery(activeRaidsQuery({ filters: noFilters })));
  // The list's page shows the viewer's characters beside it: drawn by the server, the card keeps its height.
  if (page.pathname === '/')
    reads.push(
      queryClient
        .fetchQuery(initQuery())
        .then((init) => (init.user ? queryClient.fetchQuery(charsQuery()) : undefined)),
    );
  const raid = openedRaid(page);
  if (raid !== null) reads.push(queryClient.fetchQuery(raidDetailQuery(raid)));
  const settled = await Promise.allSettled(reads);
  return settled.every((read) => read.status === 'fulfilled');
}

/**
 * Made once, outside React: a first render that React throws away and starts again (a lazy route suspending
 * it) would otherwise make a second client, which asks for all of it again. The answers the server rendered
 * the page with (`serverState`) are in it from the start.
 */
export function startQueryClient(serverState?: unknown): QueryClient {
  const queryClient = createQueryClient();
  if (serverState) hydrate(queryClient, serverState);
  void prefetchFirstReads(queryClient, window.location, anyFiltersRemembered());
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
