import { COMPLETION_DELAY_MS } from './raidLifecycle.js';

/** A raid's calendar event lasts until the raid counts as completed. */
export function raidEventEnd(start: Date): Date {
  return new Date(start.getTime() + COMPLETION_DELAY_MS);
}

/** Paths of the feeds (issue 16); the server registers them, the web links to them. */
export const personalFeedPath = (secret: string) => `/api/calendar/u/${secret}.ics`;
export const guildFeedPath = (guildId: string) => `/api/calendar/g/${guildId}.ics`;
/** A team's raids (issue 30). */
export const teamFeedPath = (teamId: number) => `/api/calendar/t/${teamId}.ics`;

/** The `webcal:` form of a feed's address: calendar apps open it as a subscription rather than a download. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

/** `20250301T180000Z`: the UTC form Google Calendar's `dates` parameter takes. */
function googleDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

interface CalendarEventLink {
  title: string;
  start: Date;
  details: string;
}

/** Google Calendar's "create event" page, filled in with the raid (it has no import of a single .ics). */
export function googleCalendarUrl(event: CalendarEventLink): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleDate(event.start)}/${googleDate(raidEventEnd(event.start))}`,
    details: event.details,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
