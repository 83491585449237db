import type { SitOutsAnswer } from '@raid/domain/schemas/benches';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './http.js';
import { queryKeys } from './queryKeys.js';

/**
 * `GET /api/sitOuts?raid=`: the bench standings of the raid's players, for the leader's sign-up list (issue 30).
 * They change only when a raid of the community completes, so a minute old is fresh enough.
 */
export function useSitOuts(raidId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sitOuts(raidId),
    queryFn: ({ signal }) => apiGet<SitOutsAnswer>('/api/sitOuts', { raid: raidId }, signal),
    enabled,
    staleTime: 60_000,
  });
}
