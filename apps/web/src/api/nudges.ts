import type { UnansweredAnswer } from '@raid/domain/schemas/nudges';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './http.js';
import { queryKeys } from './queryKeys.js';

/**
 * `GET /api/unanswered?raid=`: the raid's expected members who have not answered (its leader only). `answers`
 * (how many records the page holds) is part of the key, so a sign-up seen live asks again.
 */
export function useUnanswered(raidId: number, answers: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.unanswered(raidId, answers),
    queryFn: ({ signal }) => apiGet<UnansweredAnswer>('/api/unanswered', { raid: raidId }, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}
