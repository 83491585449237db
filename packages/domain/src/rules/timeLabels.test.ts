import { describe, it, expect } from 'vitest';
import {
  hoursMinutesText,
  minutesText,
  pluralEn,
  pluralRu,
  raidTimeLabel,
  reminderText,
} from './timeLabels.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Monday 23 November 2026, 20:00 local (Asia/Kathmandu under the suite's vitest config). */
const NOW = new Date(2026, 10, 23, 20, 0);
const at = (offsetMs: number, base: Date = NOW): Date => new Date(base.getTime() + offsetMs);

const MINUTE_RU: [string, string, string] = ['минута', 'минуты', 'минут'];
const HOUR_RU: [string, string, string] = ['час', 'часа', 'часов'];

describe('test environment', () => {
  it('runs in Asia/Kathmandu (+05:45), so nothing may assume UTC', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(-345);
  });
});

describe('pluralRu', () => {
  it.each([
    [0, 'минут'],
    [1, 'минута'],
    [2, 'минуты'],
    [4, 'минуты'],
    [5, 'минут'],
    [11, 'минут'],
    [12, 'минут'],
    [14, 'минут'],
    [21, 'минута'],
    [22, 'минуты'],
    [25, 'минут'],
    [101, 'минута'],
    [111, 'минут'],
    [112, 'минут'],
    [122, 'минуты'],
  ])('%i → %s', (n, word) => {
    expect(pluralRu(n, MINUTE_RU)).toBe(word);
  });

  it.each([
    [1, 'час'],
    [2, 'часа'],
    [3, 'часа'],
    [5, 'часов'],
    [11, 'часов'],
    [12, 'часов'],
    [21, 'час'],
    [24, 'часа'],
  ])('hours: %i → %s', (n, word) => {
    expect(pluralRu(n, HOUR_RU)).toBe(word);
  });

  it('uses the absolute value for negatives and the "few" form for fractions', () => {
    expect(pluralRu(-21, MINUTE_RU)).toBe('минута');
    expect(pluralRu(1.5, MINUTE_RU)).toBe('минуты');
  });
});

describe('pluralEn / minutesText / hoursMinutesText', () => {
  it('English singular only for 1', () => {
    expect(pluralEn(1, ['minute', 'minutes'])).toBe('minute');
    expect(pluralEn(0, ['minute', 'minutes'])).toBe('minutes');
    expect(pluralEn(2, ['minute', 'minutes'])).toBe('minutes');
    expect(pluralEn(21, ['minute', 'minutes'])).toBe('minutes');
  });

  it('minutesText in both languages', () => {
    expect(minutesText(1, 'en')).toBe('1 minute');
    expect(minutesText(2, 'en')).toBe('2 minutes');
    expect(minutesText(21, 'ru')).toBe('21 минута');
    expect(minutesText(14, 'ru')).toBe('14 минут');
  });

  it.each([
    [0, '0 minutes', '0 минут'],
    [1, '1 minute', '1 минута'],
    [25, '25 minutes', '25 минут'],
    [60, '1 hour', '1 час'],
    [61, '1 hour 1 minute', '1 час 1 минута'],
    [65, '1 hour 5 minutes', '1 час 5 минут'],
    [120, '2 hours', '2 часа'],
    [122, '2 hours 2 minutes', '2 часа 2 минуты'],
    [300, '5 hours', '5 часов'],
    [21 * 60 + 22, '21 hours 22 minutes', '21 час 22 минуты'],
  ])('%i min → "%s" / "%s"', (minutes, en, ru) => {
    expect(hoursMinutesText(minutes, 'en')).toBe(en);
    expect(hoursMinutesText(minutes, 'ru')).toBe(ru);
  });

  it('Russian accusative after "через" / before "назад"', () => {
    expect(minutesText(1, 'ru', 'accusative')).toBe('1 минуту');
    expect(minutesText(21, 'ru', 'accusative')).toBe('21 минуту');
    expect(minutesText(22, 'ru', 'accusative')).toBe('22 минуты');
    expect(minutesText(11, 'ru', 'accusative')).toBe('11 минут');
    expect(hoursMinutesText(61, 'ru', 'accusative')).toBe('1 час 1 минуту');
    expect(hoursMinutesText(61, 'en', 'accusative')).toBe('1 hour 1 minute');
  });

  it('rejects negative or fractional minutes', () => {
    expect(() => hoursMinutesText(-1, 'en')).toThrow(RangeError);
    expect(() => minutesText(1.5, 'ru')).toThrow(RangeError);
  });
});

describe('raidTimeLabel: relative texts around now', () => {
  it('exactly now', () => {
    expect(raidTimeLabel(NOW, NOW, 'en')).toEqual({ text: 'now', tone: 'danger', flame: true });
    expect(raidTimeLabel(NOW, NOW, 'ru').text).toBe('сейчас');
  });

  it('within the next hour: "in N minutes"', () => {
    expect(raidTimeLabel(at(25 * MINUTE), NOW, 'en').text).toBe('in 25 minutes');
    expect(raidTimeLabel(at(25 * MINUTE), NOW, 'ru').text).toBe('через 25 минут');
    expect(raidTimeLabel(at(1 * MINUTE), NOW, 'en').text).toBe('in 1 minute');
    expect(raidTimeLabel(at(1 * MINUTE), NOW, 'ru').text).toBe('через 1 минуту');
    expect(raidTimeLabel(at(22 * MINUTE), NOW, 'ru').text).toBe('через 22 минуты');
  });

  it('rounds partial minutes ahead up (never "in 0 minutes")', () => {
    expect(raidTimeLabel(at(24 * MINUTE + 30_000), NOW, 'en').text).toBe('in 25 minutes');
    expect(raidTimeLabel(at(1_000), NOW, 'en').text).toBe('in 1 minute');
  });

  it('exactly 60 minutes ahead is still relative; 61 minutes is a calendar label', () => {
    expect(raidTimeLabel(at(60 * MINUTE), NOW, 'en')).toEqual({
      text: 'in 1 hour',
      tone: 'danger',
      flame: false,
    });
    expect(raidTimeLabel(at(60 * MINUTE), NOW, 'ru').text).toBe('через 1 час');
    expect(raidTimeLabel(at(61 * MINUTE), NOW, 'en')).toEqual({
      text: 'today at 21:01',
      tone: 'warning',
      flame: false,
    });
    expect(raidTimeLabel(at(61 * MINUTE), NOW, 'ru').text).toBe('сегодня в 21:01');
  });

  it('within the past hour: in progress', () => {
    expect(raidTimeLabel(at(-10 * MINUTE), NOW, 'en').text).toBe('in progress, started 10 minutes ago');
    expect(raidTimeLabel(at(-10 * MINUTE), NOW, 'ru').text).toBe('идёт, начался 10 минут назад');
    expect(raidTimeLabel(at(-1 * MINUTE), NOW, 'en').text).toBe('in progress, started 1 minute ago');
    expect(raidTimeLabel(at(-21 * MINUTE), NOW, 'ru').text).toBe('идёт, начался 21 минуту назад');
    expect(raidTimeLabel(at(-59 * MINUTE - 59_000), NOW, 'ru').text).toBe('идёт, начался 59 минут назад');
  });

  it('under a minute ago: just started', () => {
    expect(raidTimeLabel(at(-30_000), NOW, 'en').text).toBe('in progress, just started');
    expect(raidTimeLabel(at(-30_000), NOW, 'ru').text).toBe('идёт, только что начался');
  });

  it('exactly 60 minutes ago is red with a flame but no longer "in progress"; 61 is orange, no flame', () => {
    expect(raidTimeLabel(at(-60 * MINUTE), NOW, 'en')).toEqual({
      text: 'today at 19:00',
      tone: 'danger',
      flame: true,
    });
    expect(raidTimeLabel(at(-61 * MINUTE), NOW, 'en')).toEqual({
      text: 'today at 18:59',
      tone: 'warning',
      flame: false,
    });
    expect(raidTimeLabel(at(-61 * MINUTE), NOW, 'ru').text).toBe('сегодня в 18:59');
  });
});

describe('raidTimeLabel: tone and flame edges', () => {
  it.each([
    ['+30 min', 30 * MINUTE, true],
    ['+30 min + 1 ms', 30 * MINUTE + 1, false],
    ['+31 min', 31 * MINUTE, false],
    ['0', 0, true],
    ['-60 min', -60 * MINUTE, true],
    ['-60 min - 1 ms', -60 * MINUTE - 1, false],
    ['-61 min', -61 * MINUTE, false],
  ])('flame at %s → %s', (_label, offset, flame) => {
    expect(raidTimeLabel(at(offset), NOW, 'en').flame).toBe(flame);
  });

  it.each([
    ['+60 min', 60 * MINUTE, 'danger'],
    ['+60 min + 1 ms', 60 * MINUTE + 1, 'warning'],
    ['+61 min', 61 * MINUTE, 'warning'],
    ['-60 min', -60 * MINUTE, 'danger'],
    ['-61 min', -61 * MINUTE, 'warning'],
    ['+12 h', 12 * HOUR, 'warning'],
    ['+12 h 1 min', 12 * HOUR + MINUTE, 'normal'],
    ['-12 h', -12 * HOUR, 'warning'],
    ['-12 h 1 min', -12 * HOUR - MINUTE, 'normal'],
    ['+3 days', 72 * HOUR, 'normal'],
  ] as const)('tone at %s → %s', (_label, offset, tone) => {
    expect(raidTimeLabel(at(offset), NOW, 'ru').tone).toBe(tone);
  });
});

describe('raidTimeLabel: local calendar days (Asia/Kathmandu)', () => {
  it('uses local 24-hour HH:MM, not UTC', () => {
    // 09:05 local is 03:20 UTC.
    const now = new Date(2026, 10, 23, 0, 30);
    expect(raidTimeLabel(new Date(2026, 10, 23, 9, 5), now, 'en').text).toBe('today at 09:05');
    expect(raidTimeLabel(new Date(2026, 10, 23, 9, 5), now, 'ru').text).toBe('сегодня в 09:05');
  });

  it('today and tomorrow around local midnight', () => {
    const now = new Date(2026, 10, 23, 23, 30);
    expect(raidTimeLabel(new Date(2026, 10, 23, 0, 0), now, 'en').text).toBe('today at 00:00');
    expect(raidTimeLabel(new Date(2026, 10, 23, 22, 0), now, 'ru').text).toBe('сегодня в 22:00');
    // 23:59 is within the hour → relative.
    expect(raidTimeLabel(new Date(2026, 10, 23, 23, 59), now, 'en').text).toBe('in 29 minutes');
    // 00:00 next day is within the hour too; 00:31 (61 min) is "tomorrow".
    expect(raidTimeLabel(new Date(2026, 10, 24, 0, 0), now, 'en').text).toBe('in 30 minutes');
    expect(raidTimeLabel(new Date(2026, 10, 24, 0, 31), now, 'en').text).toBe('tomorrow at 00:31');
    expect(raidTimeLabel(new Date(2026, 10, 24, 0, 31), now, 'ru').text).toBe('завтра в 00:31');
    expect(raidTimeLabel(new Date(2026, 10, 24, 23, 59), now, 'en').text).toBe('tomorrow at 23:59');
    // Local midnight two days ahead is already a weekday label.
    expect(raidTimeLabel(new Date(2026, 10, 25, 0, 0), now, 'en').text).toBe('Wednesday at 00:00');
  });

  it('yesterday around local midnight', () => {
    const now = new Date(2026, 10, 24, 0, 30);
    expect(raidTimeLabel(new Date(2026, 10, 23, 23, 0), now, 'en').text).toBe('yesterday at 23:00');
    expect(raidTimeLabel(new Date(2026, 10, 23, 23, 0), now, 'ru').text).toBe('вчера в 23:00');
    expect(raidTimeLabel(new Date(2026, 10, 23, 0, 0), now, 'en').text).toBe('yesterday at 00:00');
    expect(raidTimeLabel(new Date(2026, 10, 22, 23, 59), now, 'en').text).toBe('22 November, 23:59');
    expect(raidTimeLabel(new Date(2026, 10, 22, 23, 59), now, 'ru').text).toBe('22 ноября, 23:59');
    expect(raidTimeLabel(new Date(2026, 10, 24, 0, 0), now, 'en').text).toBe(
      'in progress, started 30 minutes ago',
    );
  });

  it('local day differs from the UTC day', () => {
    // 03:00 local on the 24th is 21:15 UTC on the 23rd; 23:00 local on the 23rd is 17:15 UTC on the 23rd.
    const now = new Date(2026, 10, 24, 3, 0);
    expect(raidTimeLabel(new Date(2026, 10, 23, 23, 0), now, 'en').text).toBe('yesterday at 23:00');
    // 05:50 local on the 24th is 00:05 UTC on the 24th: "tomorrow" by UTC days, "today" locally.
    expect(raidTimeLabel(new Date(2026, 10, 24, 5, 50), now, 'en').text).toBe('today at 05:50');
    // 05:50 local on the 24th is 00:05 UTC on the 24th; 05:40 local is 23:55 UTC on the 23rd: both today locally.
    const evening = new Date(2026, 10, 24, 20, 0);
    expect(raidTimeLabel(new Date(2026, 10, 24, 5, 40), evening, 'en').text).toBe('today at 05:40');
    expect(raidTimeLabel(new Date(2026, 10, 24, 5, 50), evening, 'en').text).toBe('today at 05:50');
  });
});

describe('raidTimeLabel: weekdays and full dates', () => {
  it.each([
    [2, 'Wednesday at 20:00', 'в среду в 20:00'],
    [3, 'Thursday at 20:00', 'в четверг в 20:00'],
    [4, 'Friday at 20:00', 'в пятницу в 20:00'],
    [5, 'Saturday at 20:00', 'в субботу в 20:00'],
    [6, 'Sunday at 20:00', 'в воскресенье в 20:00'],
  ])('%i days ahead of Monday → "%s" / "%s"', (days, en, ru) => {
    const start = new Date(2026, 10, 23 + days, 20, 0);
    expect(raidTimeLabel(start, NOW, 'en').text).toBe(en);
    expect(raidTimeLabel(start, NOW, 'ru').text).toBe(ru);
  });

  it('Monday and Tuesday forms ("во вторник")', () => {
    const thursday = new Date(2026, 10, 26, 12, 0);
    expect(raidTimeLabel(new Date(2026, 11, 1, 20, 0), thursday, 'ru').text).toBe('во вторник в 20:00');
    expect(raidTimeLabel(new Date(2026, 11, 1, 20, 0), thursday, 'en').text).toBe('Tuesday at 20:00');
    const wednesday = new Date(2026, 10, 25, 12, 0);
    expect(raidTimeLabel(new Date(2026, 10, 30, 20, 0), wednesday, 'ru').text).toBe('в понедельник в 20:00');
    expect(raidTimeLabel(new Date(2026, 10, 30, 20, 0), wednesday, 'en').text).toBe('Monday at 20:00');
  });

  it('day 6 ahead is a weekday even at 23:59; day 7 ahead is a full date even at 00:00', () => {
    expect(raidTimeLabel(new Date(2026, 10, 29, 23, 59), NOW, 'en').text).toBe('Sunday at 23:59');
    expect(raidTimeLabel(new Date(2026, 10, 30, 0, 0), NOW, 'en').text).toBe('30 November, 00:00');
    expect(raidTimeLabel(new Date(2026, 10, 30, 20, 0), NOW, 'en').text).toBe('30 November, 20:00');
    expect(raidTimeLabel(new Date(2026, 10, 30, 20, 0), NOW, 'ru').text).toBe('30 ноября, 20:00');
  });

  it('two or more days in the past is a full date', () => {
    expect(raidTimeLabel(new Date(2026, 10, 21, 20, 0), NOW, 'en').text).toBe('21 November, 20:00');
    expect(raidTimeLabel(new Date(2026, 2, 5, 20, 0), NOW, 'ru').text).toBe('5 марта, 20:00');
  });

  it('year only when it differs from the current one', () => {
    expect(raidTimeLabel(new Date(2026, 2, 5, 20, 0), NOW, 'en').text).toBe('5 March, 20:00');
    expect(raidTimeLabel(new Date(2027, 2, 5, 20, 0), NOW, 'en').text).toBe('5 March 2027, 20:00');
    expect(raidTimeLabel(new Date(2027, 2, 5, 20, 0), NOW, 'ru').text).toBe('5 марта 2027, 20:00');
    expect(raidTimeLabel(new Date(2025, 11, 31, 9, 0), NOW, 'ru').text).toBe('31 декабря 2025, 09:00');
  });

  it('across New Year: tomorrow and weekdays win over the year; day 7 shows it', () => {
    const newYearsEve = new Date(2026, 11, 31, 12, 0);
    expect(raidTimeLabel(new Date(2027, 0, 1, 20, 0), newYearsEve, 'en').text).toBe('tomorrow at 20:00');
    expect(raidTimeLabel(new Date(2027, 0, 2, 20, 0), newYearsEve, 'en').text).toBe('Saturday at 20:00');
    expect(raidTimeLabel(new Date(2027, 0, 7, 20, 0), newYearsEve, 'en').text).toBe('7 January 2027, 20:00');
    expect(raidTimeLabel(new Date(2027, 0, 7, 20, 0), newYearsEve, 'ru').text).toBe('7 января 2027, 20:00');
  });

  it('rejects invalid dates', () => {
    expect(() => raidTimeLabel(new Date(Number.NaN), NOW, 'en')).toThrow(RangeError);
    expect(() => raidTimeLabel(NOW, new Date('nope'), 'ru')).toThrow(RangeError);
  });
});

describe('reminderText', () => {
  it.each([
    [30, 'The raid Naxxramas starts in 30 minutes', 'Рейд Naxxramas начнётся через 30 минут'],
    [1, 'The raid Naxxramas starts in 1 minute', 'Рейд Naxxramas начнётся через 1 минуту'],
    [2, 'The raid Naxxramas starts in 2 minutes', 'Рейд Naxxramas начнётся через 2 минуты'],
    [11, 'The raid Naxxramas starts in 11 minutes', 'Рейд Naxxramas начнётся через 11 минут'],
    [21, 'The raid Naxxramas starts in 21 minutes', 'Рейд Naxxramas начнётся через 21 минуту'],
    [15, 'The raid Naxxramas starts in 15 minutes', 'Рейд Naxxramas начнётся через 15 минут'],
  ])('%i minutes', (minutes, en, ru) => {
    expect(reminderText(minutes, 'Naxxramas', 'en')).toBe(en);
    expect(reminderText(minutes, 'Naxxramas', 'ru')).toBe(ru);
  });
});
