/** Two zones far apart, one a quarter-hour off the hour, for the two people of a live journey (STYLE section 7). */
export const KATHMANDU = 'Asia/Kathmandu';
export const NEW_YORK = 'America/New_York';

/**
 * A raid's full start as a page in `timeZone` shows it in English ("Fri, Nov 27, 19:00"), told by the platform's
 * own formatter rather than the app's code, so a page that showed another zone's time would not match.
 */
export function localRaidTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
