import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { refreshRecordsAnswer, RefreshRecordsPayload, SignUpStatus } from '@raid/domain/schemas/record';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

function useRefreshRaid() {
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
  const refresh = useRefreshRaid();
  return useMutation({
    mutationFn: (payload: RefreshRecordsPayload) =>
      apiPost<AnswerOf<typeof refreshRecordsAnswer>>('/api/refreshRecords', payload),
    onSettled: (_answer, _error, payload) => refresh(payload.raid),
  });
}

/** `POST /api/setStatus`: Tentative / Late / Absence; the same status again removes it. */
export function useSetStatus(raid: number) {
  const refresh = useRefreshRaid();
  return useMutation({
    mutationFn: (payload: { record: number; status: SignUpStatus }) =>
      apiPost<Success>('/api/setStatus', payload),
    onSettled: () => refresh(raid),
  });
}

/** `POST /api/answerChangeRequest`: accept or decline the leader's request, optionally with a reason. */
export function useAnswerChangeRequest(raid: number) {
  const refresh = useRefreshRaid();
  return useMutation({
    mutationFn: (payload: { record: number; accept: boolean; reason?: string; char?: number }) =>
      apiPost<Success>('/api/answerChangeRequest', payload),
    onSettled: () => refresh(raid),
  });
}
