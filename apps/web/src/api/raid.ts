import type { historyAnswer } from '@raid/domain/schemas/history';
import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { Raid, RaidsAnswer } from '@raid/domain/schemas/raid';
import type { charInfoAnswer } from '@raid/domain/schemas/record';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from './apiError.js';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

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

/** `GET /api/history?id=`: the raid's history, newest first (asked when the panel opens). */
export function useRaidHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.history(id),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof historyAnswer>>('/api/history', { id }, signal),
    enabled,
  });
}

/** `POST /api/approveRoster`: locks a preliminary roster. */
export function useApproveRoster(raidId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Success>('/api/approveRoster', { raid: raidId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.raid(raidId) }),
  });
}

/** `GET /api/charInfo`: the leader's popover about one record's character. */
export function useCharInfo(query: { raid: number; char: number; spec: number }, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.charInfo(query.raid, query.char, query.spec),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof charInfoAnswer>>('/api/charInfo', query, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** `POST /api/setSpec`: the leader changes a record's spec; the records and history reload. */
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

export function useSetSpec(raidId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: { record: number; spec: number }) => apiPost<Success>('/api/setSpec', payload),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.records(raidId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.raid(raidId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.history(raidId) }),
      ]),
  });
}
