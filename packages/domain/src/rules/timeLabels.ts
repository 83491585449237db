/**
 * Time labels for raids (product spec: "Time labels for raids").
 *
 * Pure functions: `now` is always a parameter, no `Date.now()`, no `Intl`. All calendar
 * reasoning (today / tomorrow / weekday / HH:MM) uses the *local* time of the runtime,
 * which in the web client is the viewer's browser zone.
 */

import type { Language } from './language.js';

/**
 * Grammatical case for Russian durations: 'nominative' for a bare duration ("1 час 1 минута"),
 * 'accusative' after "через" or before "назад" ("через 1 час 1 минуту"). Ignored for English.
 * Only "минута" changes ("час" is the same in both cases).
 */
type DurationCase = 'nominative' | 'accusative';

type TimeLabelTone = 'danger' | 'warning' | 'normal';

interface RaidTimeLabel {
  text: string;
  tone: TimeLabelTone;
  flame: boolean;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Red within ±60 minutes. */
const DANGER_WINDOW_MS = 60 * MINUTE_MS;
/** Orange within ±12 hours. */
const WARNING_WINDOW_MS = 12 * HOUR_MS;
/** Flame from 60 minutes ago… */
const FLAME_PAST_MS = 60 * MINUTE_MS;
/** …to 30 minutes ahead. */
const FLAME_FUTURE_MS = 30 * MINUTE_MS;
/** Weekday names are used for calendar days 2..6 ahead. */
const WEEKDAY_MAX_DAYS_AHEAD = 6;

const MINUTE_FORMS_RU: [string, string, string] = ['минута', 'минуты', 'минут'];
/** After "через" / before "назад" the singular is accusative: "через 1 минуту", "21 минуту назад". */
const MINUTE_FORMS_RU_ACCUSATIVE: [string, string, string] = ['минуту', 'минуты', 'минут'];
const HOUR_FORMS_RU: [string, string, string] = ['час', 'часа', 'часов'];
const MINUTE_FORMS_EN: [string, string] = ['minute', 'minutes'];
const HOUR_FORMS_EN: [string, string] = ['hour', 'hours'];

/** Indexed by `Date#getDay()` (0 = Sunday). */
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Russian "on <day>" (preposition + accusative), indexed by `Date#getDay()`. */
const WEEKDAYS_RU_ON = [
  'в воскресенье',
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
] as const;

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** Genitive month names ("5 марта"). */
const MONTHS_RU_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * Russian plural form for an integer count: `[one, few, many]`, e.g.
 * `['минута', 'минуты', 'минут']` → 1 минута, 2 минуты, 5 минут, 11 минут, 21 минута.
 * Negative numbers use their absolute value; non-integers take the `few` form (1,5 минуты).
 */
export function pluralRu(n: number, forms: [one: string, few: string, many: string]): string {
  const [one, few, many] = forms;
  if (!Number.isFinite(n)) return many;
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return few;
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

/** English plural form: `one` only for exactly ±1. */
export function pluralEn(n: number, forms: [one: string, other: string]): string {
  return Math.abs(n) === 1 ? forms[0] : forms[1];
}

function assertMinutes(minutes: number, what: string): void {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of minutes, got ${minutes}`);
  }
}

function assertValidDate(d: Date, what: string): void {
  if (Number.isNaN(d.getTime())) throw new RangeError(`${what} is an invalid Date`);
}

/**
 * "25 minutes" / "25 минут" (the number followed by the correctly inflected word);
 * `ruCase: 'accusative'` gives "1 минуту" / "21 минуту" for use after "через" or before "назад".
 */
export function minutesText(
  minutes: number,
  language: Language,
  ruCase: DurationCase = 'nominative',
): string {
  assertMinutes(minutes, 'minutes');
  const ruForms = ruCase === 'accusative' ? MINUTE_FORMS_RU_ACCUSATIVE : MINUTE_FORMS_RU;
  const word = language === 'ru' ? pluralRu(minutes, ruForms) : pluralEn(minutes, MINUTE_FORMS_EN);
  return `${minutes} ${word}`;
}

/**
 * A duration in whole minutes as hours and minutes:
 * 65 → "1 hour 5 minutes" / "1 час 5 минут"; 120 → "2 hours" / "2 часа"; 25 → "25 minutes";
 * 0 → "0 minutes" / "0 минут". Works for both directions ("in …" and "… ago"); pass
 * `ruCase: 'accusative'` after "через" / before "назад" ("через 1 час 1 минуту").
 */
export function hoursMinutesText(
  minutes: number,
  language: Language,
  ruCase: DurationCase = 'nominative',
): string {
  assertMinutes(minutes, 'minutes');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) {
    const word = language === 'ru' ? pluralRu(hours, HOUR_FORMS_RU) : pluralEn(hours, HOUR_FORMS_EN);
    parts.push(`${hours} ${word}`);
  }
  if (rest > 0 || hours === 0) parts.push(minutesText(rest, language, ruCase));
  return parts.join(' ');
}

/** 24-hour local "HH:MM". */
function clockText(d: Date): string {
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Whole local calendar days from `now`'s day to `start`'s day (DST-safe). */
function calendarDaysBetween(now: Date, start: Date): number {
  const a = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const b = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate());
  return Math.round((b - a) / DAY_MS);
}

function toneFor(diffMs: number): TimeLabelTone {
  const abs = Math.abs(diffMs);
  if (abs <= DANGER_WINDOW_MS) return 'danger';
  if (abs <= WARNING_WINDOW_MS) return 'warning';
  return 'normal';
}

function calendarText(start: Date, now: Date, language: Language): string {
  const time = clockText(start);
  const days = calendarDaysBetween(now, start);
  const ru = language === 'ru';

  if (days === 0) return ru ? `сегодня в ${time}` : `today at ${time}`;
  if (days === 1) return ru ? `завтра в ${time}` : `tomorrow at ${time}`;
  if (days === -1) return ru ? `вчера в ${time}` : `yesterday at ${time}`;

  const weekday = start.getDay();
  if (days >= 2 && days <= WEEKDAY_MAX_DAYS_AHEAD) {
    return ru ? `${WEEKDAYS_RU_ON[weekday]} в ${time}` : `${WEEKDAYS_EN[weekday]} at ${time}`;
  }

  const month = ru ? MONTHS_RU_GENITIVE[start.getMonth()] : MONTHS_EN[start.getMonth()];
  const year = start.getFullYear() === now.getFullYear() ? '' : ` ${start.getFullYear()}`;
  return `${start.getDate()} ${month}${year}, ${time}`;
}

/**
 * The label shown next to a raid's start time, as seen at `now`.
 *
 * - 0 < start − now ≤ 60 min: "in 25 minutes" / "через 25 минут" (60 → "in 1 hour" / "через 1 час").
 * - start = now: "now" / "сейчас".
 * - −60 min < start − now < 0: "in progress, started 10 minutes ago" / "идёт, начался 10 минут назад"
 *   (under a minute ago: "in progress, just started" / "идёт, только что начался").
 * - otherwise by local calendar day: "today at 20:00", "tomorrow at 20:00", "yesterday at 20:00",
 *   days 2..6 ahead "Friday at 20:00" / "в пятницу в 20:00", else "5 March, 20:00" / "5 марта, 20:00"
 *   with the year only when it differs from `now`'s ("5 March 2027, 20:00").
 *
 * tone: 'danger' when |start − now| ≤ 60 min, 'warning' when ≤ 12 h, else 'normal'.
 * flame: now − 60 min ≤ start ≤ now + 30 min.
 */
export function raidTimeLabel(start: Date, now: Date, language: Language): RaidTimeLabel {
  assertValidDate(start, 'start');
  assertValidDate(now, 'now');
  const diff = start.getTime() - now.getTime();
  const ru = language === 'ru';

  let text: string;
  if (diff === 0) {
    text = ru ? 'сейчас' : 'now';
  } else if (diff > 0 && diff <= HOUR_MS) {
    // Round up so a raid 24.5 minutes away is "in 25 minutes", never "in 0 minutes".
    const span = hoursMinutesText(Math.ceil(diff / MINUTE_MS), language, 'accusative');
    text = ru ? `через ${span}` : `in ${span}`;
  } else if (diff < 0 && diff > -HOUR_MS) {
    const ago = Math.floor(-diff / MINUTE_MS);
    if (ago === 0) {
      text = ru ? 'идёт, только что начался' : 'in progress, just started';
    } else {
      const span = minutesText(ago, language, 'accusative');
      text = ru ? `идёт, начался ${span} назад` : `in progress, started ${span} ago`;
    }
  } else {
    text = calendarText(start, now, language);
  }

  return {
    text,
    tone: toneFor(diff),
    flame: diff >= -FLAME_PAST_MS && diff <= FLAME_FUTURE_MS,
  };
}

/**
 * The reminder a bot sends before a raid:
 * "The raid <title> starts in 30 minutes" / "Рейд <title> начнётся через 30 минут".
 */
export function reminderText(minutes: number, raidTitle: string, language: Language): string {
  const span = minutesText(minutes, language, 'accusative');
  return language === 'ru'
    ? `Рейд ${raidTitle} начнётся через ${span}`
    : `The raid ${raidTitle} starts in ${span}`;
}
