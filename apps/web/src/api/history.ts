import type { historyAnswer } from '@raid/domain/schemas/history';
import { useQuery } from '@tanstack/react-query';
import { apiGet, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

/** `GET /api/history?id=`: the raid's history, newest first (asked when the panel opens). */
export function useRaidHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.history(id),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof historyAnswer>>('/api/history', { id }, signal),
    enabled,
  });
}
