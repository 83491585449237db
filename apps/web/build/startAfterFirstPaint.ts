import type { Plugin } from 'vite';
import { ROUTE_SCRIPTS } from './preloadRoutes.js';

/** When the paint has not come by then (a tab hidden meanwhile), the app starts anyway. */
const FALLBACK_MS = 1000;

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * Runs the app's code after the browser has painted the server's first screen. A small inline script adds the
 * entry's module scripts, and preloads of the route chunks `preloadRoutes.ts` listed, once the first contentful
 * paint is recorded; nothing is preloaded before. Run as soon as
 * they arrive, they would hold the first paint back until the whole app had been evaluated. Preloaded, even
 * at low priority, they were still on the path of the largest paint in Lighthouse's simulation: it counts every
 * request that starts before that paint (all but low-priority images), so the 115 KB entry's download on slow
 * 4G put the LCP of `/` at 2.2–2.4 s with the first card painted with the first paint (FCP 1.2–1.4 s). A hidden
 * tab paints nothing, so it starts at once.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'raid-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sources = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] as string);
        if (sources.length === 0) return html;
        const start =
          `(() => { let started = false; const start = () => { if (started) return; started = true; ` +
          `for (const href of self.${ROUTE_SCRIPTS} ?? []) ` +
          `document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })); ` +
          `for (const src of ${JSON.stringify(sources)}) ` +
          `document.head.append(Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: '' })); }; ` +
          `try { if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start(); ` +
          `else { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) start(); })` +
          `.observe({ type: 'paint', buffered: true }); setTimeout(start, ${FALLBACK_MS}); } } catch { start(); } })();`;
        return html.replace(MODULE_SCRIPT, '').replace('</body>', `  <script>${start}</script>\n  </body>`);
      },
    },
  };
}
