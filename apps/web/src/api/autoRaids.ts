import type { successAnswer } from '@raid/domain/schemas/primitives';
import type {
  autoRaidsAnswer,
  RefreshRaidAnswer,
  SaveAutoRaidPayload,
  ToggleAutoRaidPayload,
} from '@raid/domain/schemas/raid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

/** `GET /api/autoRaids`: the caller's weekly templates (the dialog edits one of them). */
export function useAutoRaids(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.autoRaids(),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof autoRaidsAnswer>>('/api/autoRaids', undefined, signal),
    enabled,
  });
}

/**
 * `POST /api/refreshAutoRaid`: create or edit a weekly template (Premium), or change one's on/off, day and time
 * (`id` and the changed fields). Answers `{ success, id }` or `{ error }`.
 */
export function useRefreshAutoRaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveAutoRaidPayload | ToggleAutoRaidPayload): Promise<RefreshRaidAnswer> =>
      apiPost<RefreshRaidAnswer>('/api/refreshAutoRaid', payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.autoRaids() }),
  });
}

/** `GET /api/deleteAutoRaid?id=`: the raids it created stay. */
export function useDeleteAutoRaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiGet<Success>('/api/deleteAutoRaid', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.autoRaids() }),
  });
}

/** `GET /api/addAutoRaid`: asked before the raid dialog opens for a new template (403 without Premium). */
export function useAllowAddAutoRaid() {
  return useMutation({ mutationFn: () => apiGet<Success>('/api/addAutoRaid') });
}
