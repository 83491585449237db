import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { SessionsAnswer } from '@raid/domain/schemas/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';

type Success = AnswerOf<typeof successAnswer>;

// Sessions are the account's, the same on every expansion's subdomain.
const sessionsKey = ['sessions'] as const;

/** `GET /api/sessions`: where the user is logged in, the most recently used first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiGet<SessionsAnswer>('/api/sessions', undefined, signal),
  });
}

/** `POST /api/endSession`: logs one other device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<Success>('/api/endSession', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** `POST /api/endOtherSessions`: every session but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<Success>('/api/endOtherSessions', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** `POST /api/endAllSessions`: this one too, so the page reloads logged out, as after logout. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => apiPost<Success>('/api/endAllSessions', {}),
    onSuccess: () => window.location.reload(),
  });
}
