import type { guildsAnswer, inviteAnswer } from '@raid/domain/schemas/settings';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

type GuildsAnswer = AnswerOf<typeof guildsAnswer>;

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
