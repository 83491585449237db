import type { discordServersAnswer } from '@raid/domain/schemas/gameData';
import type {
  autoRaidsAnswer,
  RefreshRaidAnswer,
  SaveAutoRaidPayload,
  SaveRaidPayload,
  ToggleAutoRaidPayload,
} from '@raid/domain/schemas/raid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type AnswerOf } from './http.js';
import { queryKeys } from './queryKeys.js';

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

/** `GET /api/autoRaids`: the caller's weekly templates (the dialog edits one of them). */
export function useAutoRaids(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.autoRaids(),
    queryFn: ({ signal }) => apiGet<AnswerOf<typeof autoRaidsAnswer>>('/api/autoRaids', undefined, signal),
    enabled,
  });
}

type CancelRaidPayload = { id: number; canceled: 1; reason: string };

function useRefreshAfterSave() {
  const queryClient = useQueryClient();
  return (id: number | undefined) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.raidLists() });
    if (id) void queryClient.invalidateQueries({ queryKey: queryKeys.raid(id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chars() });
  };
}

/**
 * `POST /api/refreshRaid`: create, edit (with `changeDate` and `reason` when rescheduling) or cancel a one-off
 * raid. Answers `{ success, id }`, `{ error }` or `{ exist }` (a raid on the same date).
 */
export function useSaveRaid() {
  const refresh = useRefreshAfterSave();
  return useMutation({
    mutationFn: (payload: SaveRaidPayload | CancelRaidPayload): Promise<RefreshRaidAnswer> =>
      apiPost<RefreshRaidAnswer>('/api/refreshRaid', payload),
    onSuccess: (answer, payload) => {
      if ('success' in answer) refresh(payload.id ?? answer.id);
    },
  });
}

/**
 * `POST /api/refreshAutoRaid`: create or edit a weekly template (Premium), or change one's on/off, day and time
 * (`id` and the changed fields). Answers `{ success, id }` or `{ error }`.
 */
export function useRefreshAutoRaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveAutoRaidPayload | ToggleAutoRaidPayload): Promise<RefreshRaidAnswer> =>
      apiPost<RefreshRaidAnswer>('/api/refreshAutoRaid', payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.autoRaids() }),
  });
}
