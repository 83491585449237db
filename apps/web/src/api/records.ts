import type { successAnswer } from '@raid/domain/schemas/primitives';
import type {
  RaidRecord,
  refreshRecordsAnswer,
  RefreshRecordsPayload,
  SignUpStatus,
} from '@raid/domain/schemas/record';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

/** `GET /api/records?raid=`: the raid's sign-ups, roster and list together. */
export function useRecords(raidId: number, initialData?: RaidRecord[]) {
  return useQuery({
    queryKey: queryKeys.records(raidId),
    queryFn: ({ signal }) => apiGet<RaidRecord[]>('/api/records', { raid: raidId }, signal),
    initialData,
    // The raid's own answer carried them a moment ago; no need to ask again at once.
    staleTime: initialData ? 5_000 : 0,
  });
}

/** After a sign-up changed: the raid, its records, the lists, the user's characters and their answers reload. */
export function useRefreshSignUps() {
  const queryClient = useQueryClient();
  return (raid: number) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.raid(raid) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.records(raid) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.raidLists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chars() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.allQuestions() });
  };
}

/** `POST /api/refreshRecords`: sign up (or edit a sign-up) with characters and answers, or cancel with a reason. */
export function useRefreshRecords() {
  const refresh = useRefreshSignUps();
  return useMutation({
    mutationFn: (payload: RefreshRecordsPayload) =>
      apiPost<AnswerOf<typeof refreshRecordsAnswer>>('/api/refreshRecords', payload),
    onSettled: (_answer, _error, payload) => refresh(payload.raid),
  });
}

/** `POST /api/setStatus`: Tentative / Late / Absence; the same status again removes it. */
export function useSetStatus(raid: number) {
  const refresh = useRefreshSignUps();
  return useMutation({
    mutationFn: (payload: { record: number; status: SignUpStatus }) =>
      apiPost<Success>('/api/setStatus', payload),
    onSettled: () => refresh(raid),
  });
}

/** `POST /api/setSpec`: the leader changes a record's spec; the records and history reload. */
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
