import { ROUTE_FILES_ELEMENT, type RouteFilesList } from './routeFilesFormat.js';

let list: RouteFilesList | null | undefined;

/** The build's list, or null where there is none (the dev server, tests). */
function routeFilesList(): RouteFilesList | null {
  if (list !== undefined) return list;
  const text = document.getElementById(ROUTE_FILES_ELEMENT)?.textContent;
  list = text ? (JSON.parse(text) as RouteFilesList) : null;
  return list;
}

/**
 * A link that fetches `href` into the browser's caches without running or applying it: a module is parsed
 * into the page's module map (`modulepreload`), a style sheet only downloaded (`prefetch`), so it applies
 * when Vite's loader links it as the page mounts, not in the page shown now. Resolves once it is fetched or
 * has failed (the page asks again when it is shown). Cross-origin mode as Vite's loader asks for both, so
 * its requests are answered from what this one fetched.
 */
function fetchWithoutRunning(href: string): Promise<void> {
  const isStyle = href.endsWith('.css');
  const rel = isStyle ? 'prefetch' : 'modulepreload';
  if (document.head.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel, href, crossOrigin: '' });
    if (isStyle) link.as = 'style';
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}

/**
 * Fetches a route page's files (`page`) or its lazily loaded sections' (`parts`) without evaluating them.
 * Null when the build lists no files for the route (the dev server, tests): the caller then loads the page.
 */
export function fetchRouteFiles(route: string, which: 'page' | 'parts'): Promise<void> | null {
  const files = routeFilesList();
  const entry = files?.routes[route];
  if (!files || !entry) return null;
  return Promise.all(entry[which].flatMap((at) => files.files[at] ?? []).map(fetchWithoutRunning)).then(
    () => undefined,
  );
}
