import type { Language } from '@raid/domain/rules/language';

/** Cookies the server draws the next page with (apps/server/src/http/pageRenderer.ts reads the same names). */
export const LANGUAGE_COOKIE = 'userLanguage';
export const TIME_ZONE_COOKIE = 'timeZone';

const YEAR_S = 365 * 86_400;
/** How long a page the server drew as this browser would waits before it names the time zone. */
const QUIET_START_MS = 10_000;

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

function tellTimeZone(): void {
  try {
    setCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    // Without it the server draws in UTC and pages elsewhere are drawn by the browser.
  }
}

/** Runs `work` once: when the browser is next idle after `delayMs`, or when the page is hidden before that. */
function whenQuiet(delayMs: number, work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    work();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') once();
  };
  document.addEventListener('visibilitychange', onHidden);
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  setTimeout(() => idle(once), delayMs);
}

/**
 * Tells the server this browser's language and time zone, so the next page it draws is the one this browser
 * would draw and is hydrated rather than drawn again. The zone's name needs an `Intl` formatter, which a phone
 * takes 140 ms+ to make the first time: when the server drew this page as this browser draws it (`hydrated`),
 * its zone is already right for the dates shown and the name waits until the start-up is long over (or the page
 * is hidden); when it did not, the name goes as soon as the browser is idle.
 */
export function tellServer(language: Language, hydrated: boolean): void {
  setCookie(LANGUAGE_COOKIE, language);
  whenQuiet(hydrated ? QUIET_START_MS : 0, tellTimeZone);
}
