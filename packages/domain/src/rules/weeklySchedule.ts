/**
 * Weekly times of raid templates (SPEC section 3 "Auto raid"). A template stores its day and time in UTC
 * ("stored time"); the dialog shows and edits the leader's local day and time.
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface WeeklyTime {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  /** HH:MM, 24-hour. */
  time: string;
}

export function parseTimeOfDay(time: string): { hours: number; minutes: number } {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not a time of day: ${time}`);
  return { hours, minutes };
}

export function formatTimeOfDay(hours: number, minutes: number): string {
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The next moment at `time` on `dayOfWeek` in UTC, strictly after `now`: when that moment has already
 * come today, it rolls 7 days ahead.
 */
export function nextOccurrenceUtc(weekly: WeeklyTime, now: Date): Date {
  const { hours, minutes } = parseTimeOfDay(weekly.time);
  const candidate = new Date(now.getTime());
  candidate.setUTCHours(hours, minutes, 0, 0);
  candidate.setUTCDate(candidate.getUTCDate() + ((weekly.dayOfWeek - candidate.getUTCDay() + 7) % 7));
  return candidate.getTime() <= now.getTime() ? new Date(candidate.getTime() + WEEK_MS) : candidate;
}

/** The same as nextOccurrenceUtc in the runtime's local time zone (the browser's). */
export function nextOccurrenceLocal(weekly: WeeklyTime, now: Date): Date {
  const { hours, minutes } = parseTimeOfDay(weekly.time);
  const candidate = new Date(now.getTime());
  candidate.setDate(candidate.getDate() + ((weekly.dayOfWeek - candidate.getDay() + 7) % 7));
  candidate.setHours(hours, minutes, 0, 0);
  if (candidate.getTime() > now.getTime()) return candidate;
  // Add calendar days, not 7 × 24 h, so a daylight-saving change keeps the local time.
  candidate.setDate(candidate.getDate() + 7);
  candidate.setHours(hours, minutes, 0, 0);
  return candidate;
}

/** Local day and time as entered → stored UTC day and time, at the next occurrence (so DST is right). */
export function storedFromLocal(local: WeeklyTime, now: Date): WeeklyTime {
  const at = nextOccurrenceLocal(local, now);
  return { dayOfWeek: at.getUTCDay(), time: formatTimeOfDay(at.getUTCHours(), at.getUTCMinutes()) };
}

/** Stored UTC day and time → the viewer's local day and time at the next occurrence. */
export function localFromStored(stored: WeeklyTime, now: Date): WeeklyTime {
  const at = nextOccurrenceUtc(stored, now);
  return { dayOfWeek: at.getDay(), time: formatTimeOfDay(at.getHours(), at.getMinutes()) };
}
