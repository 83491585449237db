import { ACTIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE } from '@raid/domain/rules/pagination';
import type {
  Raid,
  RaidCard,
  RaidListAnswer,
  RaidsAnswer,
  RefreshRaidAnswer,
  SaveRaidPayload,
} from '@raid/domain/schemas/raid';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { ApiError, isApiError } from './apiError.js';
import { apiGet, apiPost } from './http.js';
import { queryKeys } from './queryKeys.js';

/** The six list filters of SPEC section 2 and the team (issue 30); null is the 'all' option. */
export interface RaidFilters {
  server: number | null;
  faction: number | null;
  zone: number | null;
  size: number | null;
  difficulty: number | null;
  lootSystem: number | null;
  team: number | null;
}

/** Which raids a list shows: the filters, and a user's or a community's raids instead of everyone's. */
interface RaidListScope {
  filters: RaidFilters;
  user?: string | undefined;
  guild?: string | undefined;
}

/**
 * The third part of a list's query key. The active list is one key for all its loaded pages; each archive page
 * is a key of its own. Live updates tell them apart by `archive`.
 */
export interface RaidListQuery extends RaidListScope {
  archive: boolean;
  page?: number;
}

export type ActiveRaidPages = InfiniteData<RaidListAnswer, number>;

function scopeParams({ filters, user, guild }: RaidListScope) {
  return { ...filters, user, guild };
}

/**
 * The next page while the loaded ones hold fewer raids than the total. Counting what arrived (rather than
 * trusting `perPage`) also ends the list when a server answers everything at once.
 */
function nextActivePage(last: RaidListAnswer, pages: readonly RaidListAnswer[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.data.length, 0);
  return last.data.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

/**
 * The loaded pages as one list. A raid added or removed between two page loads shifts the pages, so a raid can
 * arrive twice; it is shown once, where it first came.
 */
export function loadedRaids(pages: readonly RaidListAnswer[] | undefined): RaidCard[] {
  const seen = new Set<number>();
  const raids: RaidCard[] = [];
  for (const page of pages ?? []) {
    for (const raid of page.data) {
      if (seen.has(raid.id)) continue;
      seen.add(raid.id);
      raids.push(raid);
    }
  }
  return raids;
}

/** `GET /api/raids`: the active list, `ACTIVE_PAGE_SIZE` raids a page, the next page loaded on demand. */
export const activeRaidsQuery = (scope: RaidListScope) =>
  infiniteQueryOptions({
    queryKey: queryKeys.raidList({ ...scope, archive: false }),
    queryFn: ({ pageParam, signal }) =>
      apiGet<RaidListAnswer>(
        '/api/raids',
        { ...scopeParams(scope), page: pageParam, perPage: ACTIVE_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextActivePage,
  });

export function useActiveRaids(scope: RaidListScope, enabled: boolean) {
  return useInfiniteQuery({ ...activeRaidsQuery(scope), enabled });
}

/** `GET /api/raids?archive=1`: one page of completed and canceled raids. */
export function useArchivePage(scope: RaidListScope, page: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.raidList({ ...scope, archive: true, page }),
    queryFn: ({ signal }) =>
      apiGet<RaidListAnswer>(
        '/api/raids',
        { ...scopeParams(scope), archive: 1, perPage: ARCHIVE_PAGE_SIZE, page },
        signal,
      ),
    // Paging through the archive keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A missing raid (404) will not appear by asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  failures < 2 && !isApiError(error, 404) && !isApiError(error, 400);

/** `GET /api/raids?id=`: one raid with its records; a 404 `ApiError` when there is none. */
export const raidDetailQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.raid(id),
    queryFn: async ({ signal }): Promise<Raid> => {
      const answer = await apiGet<RaidsAnswer>('/api/raids', { id }, signal);
      const [raid] = answer.data;
      if (!raid) throw new ApiError('http', 404, 'raidNotFound');
      return raid;
    },
    retry: retryUnlessMissing,
  });

export function useRaid(id: number, enabled = true) {
  return useQuery({ ...raidDetailQuery(id), enabled });
}

type CancelRaidPayload = { id: number; canceled: 1; reason: string };

function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return (id: number | undefined) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.raidLists() });
    if (id) void queryClient.invalidateQueries({ queryKey: queryKeys.raid(id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chars() });
  };
}

/**
 * `POST /api/refreshRaid`: create, edit (with `changeDate` and `reason` when rescheduling) or cancel a one-off
 * raid. Answers `{ success, id }`, `{ error }` or `{ exist }` (a raid on the same date).
 */
export function useSaveRaid() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (payload: SaveRaidPayload | CancelRaidPayload): Promise<RefreshRaidAnswer> =>
      apiPost<RefreshRaidAnswer>('/api/refreshRaid', payload),
    onSuccess: (answer, payload) => {
      if ('success' in answer) refresh(payload.id ?? answer.id);
    },
  });
}
