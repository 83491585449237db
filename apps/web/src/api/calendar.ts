import type { CalendarFeedAnswer } from '@raid/domain/schemas/calendar';
import { guildFeedPath } from '@raid/domain/rules/calendarLinks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './http.js';
import { queryKeys } from './queryKeys.js';

/** `GET /api/calendarFeed`: the address of the user's personal calendar feed. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: queryKeys.calendarFeed(),
    queryFn: ({ signal }) => apiGet<CalendarFeedAnswer>('/api/calendarFeed', undefined, signal),
  });
}

/** `POST /api/regenerateCalendarFeed`: a new address; calendars subscribed to the old one stop updating. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CalendarFeedAnswer>('/api/regenerateCalendarFeed', {}),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.calendarFeed(), answer),
  });
}

/** The community's public feed, its titles in the reader's language. */
export function communityFeedAddress(guildId: string, language: string): string {
  const url = new URL(guildFeedPath(guildId), window.location.origin);
  url.searchParams.set('lang', language);
  return url.toString();
}
