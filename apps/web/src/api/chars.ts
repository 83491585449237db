import type { Character, refreshCharAnswer, RefreshCharPayload } from '@raid/domain/schemas/character';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

/** `GET /api/chars`: the logged-in user's characters with their upcoming raids. */
export const charsQuery = () =>
  queryOptions({
    queryKey: queryKeys.chars(),
    queryFn: ({ signal }) => apiGet<Character[]>('/api/chars', undefined, signal),
  });

export function useChars(enabled: boolean) {
  return useQuery({ ...charsQuery(), enabled });
}

/**
 * `POST /api/refreshChar`: add (`name, server, faction, class, spec, spec2`), edit (`id` + changed fields) or
 * delete (`id, off: 1`). The list reloads afterwards (SPEC section 7).
 */
export function useRefreshChar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RefreshCharPayload) =>
      apiPost<AnswerOf<typeof refreshCharAnswer>>('/api/refreshChar', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chars() }),
  });
}
