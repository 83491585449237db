import type { discordServersAnswer } from '@raid/domain/schemas/gameData';
import type { GuildSettings, idListAnswer, questionsAnswer } from '@raid/domain/schemas/settings';
import type { RefreshUserPayload, User } from '@raid/domain/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { initQuery } from './session.js';
import { queryKeys } from './queryKeys.js';

type IdListKind = 'leaderRoles' | 'masterMessages';
type IdList = AnswerOf<typeof idListAnswer>;
type Questions = AnswerOf<typeof questionsAnswer>;

const idListPaths = {
  leaderRoles: { read: '/api/leaderRoles', write: '/api/setLeaderRoles', field: 'role' },
  masterMessages: { read: '/api/masterMessages', write: '/api/setMasterMessage', field: 'channel' },
} as const;

/** `POST /api/leaderRoles` / `POST /api/masterMessages`: the leader role or schedule channel ids of a server. */
export function useIdList(kind: IdListKind, server: string) {
  return useQuery({
    queryKey: queryKeys.idList(kind, server),
    queryFn: ({ signal }) => apiPost<IdList>(idListPaths[kind].read, { discordServers: [server] }, signal),
  });
}

/** `POST /api/setLeaderRoles` / `POST /api/setMasterMessage`: add or (del) remove one id. */
export function useSetIdList(kind: IdListKind, server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, del }: { id: string; del: boolean }) =>
      apiPost<IdList>(idListPaths[kind].write, { server, [idListPaths[kind].field]: id, del }),
    onSuccess: (ids) => queryClient.setQueryData(queryKeys.idList(kind, server), ids),
  });
}

/**
 * `GET /api/questions?server=`: the Discord server's sign-up questions; with `raid`, the caller's answers to them
 * too. Asked once the server is known.
 */
export function useQuestions(server: string | undefined, raid?: number) {
  return useQuery({
    queryKey: queryKeys.questions(server, raid),
    queryFn: ({ signal }) => apiGet<Questions>('/api/questions', { server, raid }, signal),
    enabled: Boolean(server),
  });
}

/** `POST /api/setQuestions`: the whole list. */
export function useSetQuestions(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: string[]) => apiPost<Questions>('/api/setQuestions', { server, questions }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.questions(server), answer),
  });
}

/** `GET /api/guildSettings?server=`. */
export function useGuildSettings(server: string) {
  return useQuery({
    queryKey: queryKeys.guildSettings(server),
    queryFn: ({ signal }) => apiGet<GuildSettings>('/api/guildSettings', { server }, signal),
  });
}

/** `POST /api/setGuildSettings`: every field at once. */
export function useSetGuildSettings(server: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GuildSettings) => apiPost<GuildSettings>('/api/setGuildSettings', settings),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.guildSettings(server), answer),
  });
}

/** `POST /api/refreshUser`: one flag (or preference) changed; the answer replaces the user of /api/init. */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RefreshUserPayload) => apiPost<User>('/api/refreshUser', changes),
    onSuccess: (answer) =>
      queryClient.setQueryData(initQuery().queryKey, (init) => (init ? { ...init, user: answer } : init)),
  });
}

/** `GET /api/discordServers`: the user's Discord servers where the bot is, with channels (after login). */
export function useDiscordServers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.discordServers(),
    queryFn: ({ signal }) =>
      apiGet<AnswerOf<typeof discordServersAnswer>>('/api/discordServers', undefined, signal),
    enabled,
    staleTime: 60_000,
  });
}
