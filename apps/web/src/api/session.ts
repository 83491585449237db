import type { successAnswer } from '@raid/domain/schemas/primitives';
import type { InitAnswer, User } from '@raid/domain/schemas/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

/** `GET /api/init`: the user (or null), the expansions, the OAuth and bot invite links. */
export const initQuery = () =>
  queryOptions({
    queryKey: queryKeys.init(),
    queryFn: ({ signal }) => apiGet<InitAnswer>('/api/init', undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useInit() {
  return useQuery(initQuery());
}

/**
 * Sends the browser to Discord's authorize page. The address comes from a fresh /api/init because its
 * `state` must match the short-lived state cookie that call sets.
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  return async () => {
    const init = await queryClient.fetchQuery({ ...initQuery(), staleTime: 0 });
    window.location.assign(init.oauthURL);
  };
}

/** `GET /api/login?code=&state=`: completes the OAuth return; every query reloads as the new user. */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: { code: string; state: string }) => apiGet<User>('/api/login', query),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** `GET /api/logout`, then the page reloads (SPEC section 7). */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiGet<AnswerOf<typeof successAnswer>>('/api/logout'),
    onSuccess: () => window.location.reload(),
  });
}
