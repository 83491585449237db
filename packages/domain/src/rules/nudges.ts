/**
 * Nudges (issue 16): before a raid, members of the Discord server's expected roles who have neither signed up
 * nor marked Absence get a direct message, at the times the server's managers chose.
 */

/** The shortest and longest lead a nudge may have: 10 minutes, one week. */
export const NUDGE_MINUTES_MIN = 10;
export const NUDGE_MINUTES_MAX = 10_080;

/** The leads Settings offers, longest first. */
export const NUDGE_CHOICES = [2880, 1440, 720, 360, 120, 60] as const;

const MINUTE_MS = 60_000;

/**
 * The nudge due now for a raid starting at `start`: the shortest lead whose time has come, or null before the
 * first one and from the start on. When several have come (the server was down, or the raid was made late),
 * only the latest counts: one message says the same as two, and an earlier lead never comes due again.
 */
export function dueNudge(start: Date, leads: readonly number[], now: Date): number | null {
  if (now >= start) return null;
  const due = leads.filter((minutes) => start.getTime() - minutes * MINUTE_MS <= now.getTime());
  return due.length === 0 ? null : Math.min(...due);
}
