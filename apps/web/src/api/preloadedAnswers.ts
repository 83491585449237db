import { tenantSubdomain } from '@raid/domain/rules/tenant';
import { PRELOADED_ANSWERS_GLOBAL } from './preloadedAnswersGlobal.js';
import { requestContext } from './requestContext.js';

/** An answer asked for this long after the page started is no longer the page's first read. */
const FRESH_FOR_MS = 10_000;

interface PreloadedAnswers {
  at: number;
  answers: Record<string, Promise<Response | null> | undefined>;
}

declare global {
  interface Window {
    [PRELOADED_ANSWERS_GLOBAL]?: PreloadedAnswers;
  }
}

/**
 * The answer index.html's inline script already asked for at this address, taken once: the page's first reads
 * (the session, the game data, an opened raid) then travel while the code downloads instead of after it ran.
 * The script asks without the `subdomain` parameter, so its answers are for the expansion the server reads
 * from the Host: they serve only a page that shows that one.
 */
export function takePreloadedAnswer(url: string): Promise<Response | null> | null {
  const preloaded = window[PRELOADED_ANSWERS_GLOBAL];
  const answer = preloaded?.answers[url];
  if (!preloaded || !answer) return null;
  preloaded.answers[url] = undefined;
  if (Date.now() - preloaded.at > FRESH_FOR_MS) return null;
  if (requestContext().subdomain !== tenantSubdomain(window.location.host)) return null;
  return answer;
}
