import type { ApiTokensAnswer, CreateApiTokenAnswer, ApiTokenScope } from '@raid/domain/schemas/apiTokens';
import type { successAnswer } from '@raid/domain/schemas/primitives';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type Success = AnswerOf<typeof successAnswer>;

/** `GET /api/apiTokens?server=`: the server's API tokens, newest first (its managers only). */
export function useApiTokens(server: string) {
  return useQuery({
    queryKey: queryKeys.apiTokens(server),
    queryFn: ({ signal }) => apiGet<ApiTokensAnswer>('/api/apiTokens', { server }, signal),
  });
}

/** `POST /api/createApiToken`: the answer holds the secret, shown once and never cached by the query. */
export function useCreateApiToken(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; scope: ApiTokenScope }) =>
      apiPost<CreateApiTokenAnswer>('/api/createApiToken', { server, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens(server) }),
  });
}

/** `POST /api/revokeApiToken`: calls with the token answer 401 from now on. */
export function useRevokeApiToken(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<Success>('/api/revokeApiToken', { server, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens(server) }),
  });
}
