import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { charInfoAnswer } from '@raid/domain/schemas/record';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';
import { useRefreshSignUps } from './records.js';

type Success = AnswerOf<typeof successAnswer>;

/** `GET /api/charInfo`: the leader's popover about one record's character. */
export function useCharInfo(query: { raid: number; char: number; spec: number }, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.charInfo(query.raid, query.char, query.spec),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof charInfoAnswer>>('/api/charInfo', query, signal),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * The leader asks the record's owner to put another of their characters in its place, or (newChar 0) to add
 * one; the owner answers in the sign-up dialog (`GET /api/changeRequest`).
 */
export function useRequestChange(raidId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: { char: number; newChar: number }) =>
      apiGet<Success>('/api/changeRequest', { raid: raidId, ...query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.history(raidId) }),
  });
}

/** `POST /api/answerChangeRequest`: accept or decline the leader's request, optionally with a reason. */
export function useAnswerChangeRequest(raid: number) {
  const refresh = useRefreshSignUps();
  return useMutation({
    mutationFn: (payload: { record: number; accept: boolean; reason?: string; char?: number }) =>
      apiPost<Success>('/api/answerChangeRequest', payload),
    onSettled: () => refresh(raid),
  });
}
