import type { Language } from '@raid/domain/rules/language';

/** Cookies the server draws the next page with (apps/server/src/http/pageRenderer.ts reads the same names). */
export const LANGUAGE_COOKIE = 'userLanguage';
export const TIME_ZONE_COOKIE = 'timeZone';

const YEAR_S = 365 * 86_400;

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/**
 * Tells the server this browser's language and time zone, so the next page it draws is the one this browser
 * would draw and is hydrated rather than drawn again. Done when the browser is idle: the zone's name needs an
 * `Intl` formatter, which a phone takes 140 ms+ to make the first time.
 */
export function tellServer(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language);
  const later = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  later(() => {
    try {
      setCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone);
    } catch {
      // Without it the server draws in UTC and pages elsewhere are drawn by the browser.
    }
  });
}
