import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { SessionsAnswer } from '@raid/domain/schemas/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

/** `GET /api/sessions`: where the user is logged in, the most recently used first. */
export function useSessions() {
  return useQuery({
    queryKey: queryKeys.sessions(),
    queryFn: ({ signal }) => apiGet<SessionsAnswer>('/api/sessions', undefined, signal),
  });
}

/** `POST /api/endSession`: logs one other device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<Success>('/api/endSession', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
  });
}

/** `POST /api/endOtherSessions`: every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Success>('/api/endOtherSessions', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
  });
}

/** `POST /api/endAllSessions`: this one too, so the page reloads logged out, as after logout. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => apiPost<Success>('/api/endAllSessions', {}),
    onSuccess: () => window.location.reload(),
  });
}
