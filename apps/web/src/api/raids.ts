import { ARCHIVE_PAGE_SIZE } from '@raid/domain/rules/pagination';
import { raidsAnswer, type Raid } from '@raid/domain/schemas/raid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from './http.js';
import { expansionScope } from './queryScope.js';

/** The six list filters of SPEC section 2; null is the 'all' option. */
export interface RaidFilters {
  server: number | null;
  faction: number | null;
  zone: number | null;
  size: number | null;
  difficulty: number | null;
  lootSystem: number | null;
}

export interface RaidListQuery {
  filters: RaidFilters;
  /** The archive (completed and canceled raids), paginated; otherwise every active raid. */
  archive: boolean;
  page: number;
  user?: string | undefined;
  guild?: string | undefined;
}

/** `GET /api/raids`: the active list, or a page of the archive, with the list's filters. */
export function useRaidList(query: RaidListQuery) {
  return useQuery({
    queryKey: ['raids', expansionScope(), query],
    queryFn: ({ signal }) =>
      apiGet(
        '/api/raids',
        raidsAnswer,
        {
          ...query.filters,
          user: query.user,
          guild: query.guild,
          ...(query.archive ? { archive: 1, perPage: ARCHIVE_PAGE_SIZE, page: query.page } : {}),
        },
        signal,
      ),
    // Paging through the archive keeps the old page on screen until the next one arrives.
    placeholderData: query.archive ? keepPreviousData : undefined,
  });
}

/** `GET /api/raids?id=`: one raid with its records. */
export function useRaid(id: number, enabled = true) {
  return useQuery({
    queryKey: ['raid', expansionScope(), id],
    enabled,
    queryFn: async ({ signal }): Promise<Raid> => {
      const answer = await apiGet('/api/raids', raidsAnswer, { id }, signal);
      const [raid] = answer.data;
      if (!raid) throw new Error(`raid ${id} missing from its answer`);
      return raid;
    },
  });
}
