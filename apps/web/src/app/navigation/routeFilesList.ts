import { yieldToBrowser } from '../start/yieldToBrowser.js';
import { ROUTE_FILES_ELEMENT, type RouteFilesList } from './routeFilesFormat.js';

let list: RouteFilesList | null | undefined;

/** The build's list, or null where there is none (the dev server, tests). */
function routeFilesList(): RouteFilesList | null {
  if (list !== undefined) return list;
  const text = document.getElementById(ROUTE_FILES_ELEMENT)?.textContent;
  list = text ? (JSON.parse(text) as RouteFilesList) : null;
  return list;
}

/** Files this module has fetched (or is fetching): their links leave the page once done. */
const fetched = new Map<string, Promise<void>>();

/**
 * A `<link rel="prefetch">` that brings `href` into the HTTP cache and nothing more: a script is neither
 * compiled nor run, a style sheet not applied, until the page that needs it is loaded (a link's intent or
 * the page shown). `modulepreload` would also compile each module into the page's module map, a main-thread
 * task that waits for V8's background compile (10–15 ms of wall time per chunk here, which Lighthouse's
 * simulation multiplies by the CPU slowdown) while the page shown is still loading (issue 31, p36-prefetch).
 * Cross-origin mode as Vite's loader and the browser's module imports ask, so their requests are answered
 * from what this one fetched (the assets are `immutable`). The link is removed once its file is here: Vite's
 * loader skips a file that has a link of any kind, and must add its own `modulepreload`s when the page is
 * loaded, so that the page's modules are read from the cache all at once rather than one import after another.
 * Resolves once it is fetched or has failed (the page asks again when it is shown).
 */
function fetchWithoutRunning(href: string): Promise<void> {
  const known = fetched.get(href);
  if (known) return known;
  if (document.head.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  const fetching = new Promise<void>((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: '' });
    link.as = href.endsWith('.css') ? 'style' : 'script';
    const done = (failed: boolean) => {
      link.remove();
      // A failed one may be asked for again (offline for a moment).
      if (failed) fetched.delete(href);
      resolve();
    };
    link.addEventListener('load', () => done(false), { once: true });
    link.addEventListener('error', () => done(true), { once: true });
    document.head.append(link);
  });
  fetched.set(href, fetching);
  return fetching;
}

/**
 * Starts each fetch in a task of its own: the browser's work to start one (about 0.3 ms of the main thread,
 * several times that in wall time on a busy phone) made a page's ten or forty links one task of 10–30 ms,
 * after the first paint (issue 31, p36-prefetch). Resolves once all are fetched or have failed.
 */
async function fetchEach(hrefs: string[]): Promise<void> {
  const started: Promise<void>[] = [];
  for (const href of hrefs) {
    if (started.length > 0) await yieldToBrowser();
    started.push(fetchWithoutRunning(href));
  }
  await Promise.all(started);
}

/**
 * Fetches a route page's files (`page`) or its lazily loaded sections' (`parts`) without evaluating them.
 * Null when the build lists no files for the route (the dev server, tests): the caller then loads the page.
 */
export function fetchRouteFiles(route: string, which: 'page' | 'parts'): Promise<void> | null {
  const files = routeFilesList();
  const entry = files?.routes[route];
  if (!files || !entry) return null;
  return fetchEach(entry[which].flatMap((at) => files.files[at] ?? []));
}
