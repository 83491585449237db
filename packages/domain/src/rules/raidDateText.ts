import type { Language } from './language.js';

/** Indexed by `Date#getDay()` (0 = Sunday). */
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ru: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
};

/** Indexed by `Date#getMonth()`; the Russian ones are genitive, as after a day number. */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A day and time without the weekday, in the runtime's local time: "Nov 27, 19:00", "27 нояб., 19:00" (a GDKP
 * sale's time). The same text as `Intl.DateTimeFormat` with a short month and a 24-hour clock
 * (raidDateText.test.ts compares them), made without it for the reason below.
 */
export function dayTimeText(date: Date, language: Language): string {
  const month = MONTHS[language][date.getMonth()];
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  return language === 'en' ? `${month} ${date.getDate()}, ${time}` : `${date.getDate()} ${month}, ${time}`;
}

/**
 * A raid's full start (beneath its relative label, and under a character in My chars), in the runtime's local
 * time: "Fri, Nov 27, 19:00", "пт, 27 нояб., 19:00". The same text as `Intl.DateTimeFormat` with a short
 * weekday and month and a 24-hour clock (raidDateText.test.ts compares them), made without it: a page's first
 * date formatter costs 140–230 ms on a phone-speed CPU (loading the locale's calendar data), all inside the first
 * card's render.
 */
export function raidDateText(date: Date, language: Language): string {
  return `${WEEKDAYS[language][date.getDay()]}, ${dayTimeText(date, language)}`;
}
