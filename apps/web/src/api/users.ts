import type { userListItem } from '@raid/domain/schemas/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type UsersAnswer = AnswerOf<typeof userListItem>[];

/** `GET /api/users`: the raid leaders table. */
export function useRaidLeaders() {
  return useQuery({
    queryKey: queryKeys.users(),
    queryFn: ({ signal }) => apiGet<UsersAnswer>('/api/users', undefined, signal),
  });
}

/** `GET /api/users?id=`: one user's profile (the first item; null when there is none). */
export const raidLeaderQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.user(id),
    queryFn: async ({ signal }) => (await apiGet<UsersAnswer>('/api/users', { id }, signal))[0] ?? null,
  });

export function useRaidLeader(id: string) {
  return useQuery(raidLeaderQuery(id));
}
