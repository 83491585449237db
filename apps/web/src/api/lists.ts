import type { guildsAnswer, inviteAnswer } from '@raid/domain/schemas/settings';
import type { userListItem } from '@raid/domain/schemas/user';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type UsersAnswer = AnswerOf<typeof userListItem>[];
type GuildsAnswer = AnswerOf<typeof guildsAnswer>;

/** `GET /api/users`: the raid leaders table. */
export function useRaidLeaders() {
  return useQuery({
    queryKey: queryKeys.users(),
    queryFn: ({ signal }) => apiGet<UsersAnswer>('/api/users', undefined, signal),
  });
}

/** `GET /api/users?id=`: one user's profile (the first item; null when there is none). */
export function useRaidLeader(id: string) {
  return useQuery({
    queryKey: queryKeys.user(id),
    queryFn: async ({ signal }) => (await apiGet<UsersAnswer>('/api/users', { id }, signal))[0] ?? null,
  });
}

/** `GET /api/guilds`: the communities table. */
export function useCommunities() {
  return useQuery({
    queryKey: queryKeys.guilds(),
    queryFn: ({ signal }) => apiGet<GuildsAnswer>('/api/guilds', undefined, signal),
  });
}

/** `GET /api/guilds?id=`: one community (the first item; null when there is none). */
export function useCommunity(id: string) {
  return useQuery({
    queryKey: queryKeys.guild(id),
    queryFn: async ({ signal }) => (await apiGet<GuildsAnswer>('/api/guilds', { id }, signal))[0] ?? null,
  });
}

/** `GET /api/invite?id=`: an invite link to the community's Discord server, or false. */
export function useInvite() {
  return useMutation({
    mutationFn: (id: string) => apiGet<AnswerOf<typeof inviteAnswer>>('/api/invite', { id }),
  });
}
