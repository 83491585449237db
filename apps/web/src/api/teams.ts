import { teamFeedPath } from '@raid/domain/rules/calendarLinks';
import type { SaveTeamPayload, TeamsAnswer } from '@raid/domain/schemas/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './http.js';
import { queryKeys } from './queryKeys.js';

/**
 * `GET /api/teams?guild=`: the community's teams, with the team dialog's choices for its leaders; with `guild`
 * null, the user's own teams in every community (the main raid list's filter).
 */
export function useTeams(guild: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.teams(guild),
    queryFn: ({ signal }) => apiGet<TeamsAnswer>('/api/teams', guild ? { guild } : undefined, signal),
    enabled,
  });
}

/** `POST /api/saveTeam` and `POST /api/deleteTeam`; the community's teams (and the user's) are read again. */
export function useTeamChanges(guild: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.allTeams() });
  const save = useMutation({
    mutationFn: (payload: Omit<SaveTeamPayload, 'guild'>) =>
      apiPost<{ success: true; id: number }>('/api/saveTeam', { ...payload, guild }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiPost<{ success: true }>('/api/deleteTeam', { id }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** The team's public calendar feed, its titles in the reader's language. */
export function teamFeedAddress(teamId: number, language: string): string {
  const url = new URL(teamFeedPath(teamId), window.location.origin);
  url.searchParams.set('lang', language);
  return url.toString();
}
