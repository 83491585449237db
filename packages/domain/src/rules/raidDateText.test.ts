import { describe, expect, it } from 'vitest';
import { languages } from './language.js';
import { dayTimeText, raidDateText } from './raidDateText.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 17 h 13 min apart: over a year every weekday, month, day number, hour and many minutes come round. */
function aYearOfTimes(): Date[] {
  const times: Date[] = [];
  for (let at = new Date(2026, 0, 1, 0, 7).getTime(); at < new Date(2027, 0, 2).getTime(); at += 17 * HOUR_MS)
    times.push(new Date(at));
  return times;
}

/** The day and time options both texts share with Intl.DateTimeFormat. */
const dayAndTime = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

describe('raidDateText', () => {
  it.each(languages)(
    'reads as Intl.DateTimeFormat does in %s, every day of a year at changing times',
    (language) => {
      const intl = new Intl.DateTimeFormat(language, { weekday: 'short', ...dayAndTime });
      for (const date of aYearOfTimes()) expect(raidDateText(date, language)).toBe(intl.format(date));
    },
  );

  it('writes the examples of both languages', () => {
    const date = new Date(2026, 10, 27, 19, 0);
    expect(raidDateText(date, 'en')).toBe('Fri, Nov 27, 19:00');
    expect(raidDateText(date, 'ru')).toBe('пт, 27 нояб., 19:00');
  });

  it.each(languages)(
    'writes a day and time as Intl.DateTimeFormat does in %s, without the weekday',
    (language) => {
      const intl = new Intl.DateTimeFormat(language, dayAndTime);
      for (const date of aYearOfTimes()) expect(dayTimeText(date, language)).toBe(intl.format(date));
      expect(dayTimeText(new Date(2026, 10, 27, 19, 0), language)).toBe(
        language === 'en' ? 'Nov 27, 19:00' : '27 нояб., 19:00',
      );
    },
  );
});
