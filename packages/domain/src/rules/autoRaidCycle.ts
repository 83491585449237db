/**
 * When a weekly template creates its raid (SPEC section 3 "Discord server settings": automatic raid creation
 * on a day and hour). Each week, at the Discord server's creation moment (day and hour, UTC), every active
 * template creates its next occurrence: the first start after that moment. All times are UTC, as templates
 * store them.
 */
import { formatTimeOfDay, nextOccurrenceUtc, type WeeklyTime } from './weeklySchedule.js';

const WEEK_MS = 7 * 86_400_000;

interface CreationSetting {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  /** 0 to 23, on the hour. */
  hour: number;
}

/** The latest weekly creation moment at or before `now`. */
export function lastCreationMoment(setting: CreationSetting, now: Date): Date {
  const next = nextOccurrenceUtc(
    { dayOfWeek: setting.dayOfWeek, time: formatTimeOfDay(setting.hour, 0) },
    now,
  );
  return new Date(next.getTime() - WEEK_MS);
}

interface TemplateState {
  /** The template's stored (UTC) day and time. */
  weekly: WeeklyTime;
  /** Since when the template has been on with this day and time. */
  activeSince: Date;
  /** The start of the occurrence last handled (created, or refused and told); null before the first. */
  lastCreatedFor: Date | null;
}

/**
 * What the template owes now: `create` its occurrence of the current week (the moment has passed and it is
 * not handled yet); `missed` when that start has already passed although the template was active at the
 * moment (the server was down or late), so creation fails and the leader is told; null when nothing is owed.
 * A template switched on (or moved) after the moment still creates this week's raid if its start is ahead,
 * and quietly waits for next week if not.
 */
export function owedOccurrence(
  template: TemplateState,
  setting: CreationSetting,
  now: Date,
): { kind: 'create' | 'missed'; start: Date } | null {
  const moment = lastCreationMoment(setting, now);
  // Every start a moment owes lies after it, so one handled after the moment belongs to this week.
  if (template.lastCreatedFor && template.lastCreatedFor.getTime() > moment.getTime()) return null;
  const start = nextOccurrenceUtc(template.weekly, moment);
  if (start.getTime() > now.getTime()) return { kind: 'create', start };
  return template.activeSince.getTime() <= moment.getTime() ? { kind: 'missed', start } : null;
}

/** A fixed Monday (UTC) from which a 3- or 5-day template's starts are counted. */
const CYCLE_REFERENCE = Date.parse('2024-01-01T00:00:00Z');

/**
 * Issue 30: a template of a zone that resets every 3 or 5 days repeats on that cycle, not weekly. Its starts are
 * its stored day and time in a fixed reference week, then every `cycleDays` days; each falls in its own reset
 * period. The next start after the last handled one (or after now) is owed as soon as it is at most one cycle
 * ahead, so a raid is created once the previous one has started; starts that passed while the server was down
 * are skipped, not reported.
 */
export function owedCycleOccurrence(
  template: Pick<TemplateState, 'weekly' | 'lastCreatedFor'>,
  cycleDays: 3 | 5,
  now: Date,
): { kind: 'create'; start: Date } | null {
  const period = cycleDays * 86_400_000;
  const first = nextOccurrenceUtc(template.weekly, new Date(CYCLE_REFERENCE - 1)).getTime();
  const after = Math.max(now.getTime(), template.lastCreatedFor?.getTime() ?? Number.NEGATIVE_INFINITY);
  const start = first + (Math.floor((after - first) / period) + 1) * period;
  return start - now.getTime() <= period ? { kind: 'create', start: new Date(start) } : null;
}
