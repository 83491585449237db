import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { chunkGraph } from './chunkGraph.js';

/** The page's global the route chunks to preload after the first paint are listed in. */
export const ROUTE_SCRIPTS = '__routeScripts';

interface RoutePreload {
  /** The route's module, as the end of its path (`src/routes/home.tsx`). */
  module: string;
  /** The addresses it serves, when not every address: its files are then asked for only on those. */
  path?: RegExp;
}

/** A route chunk's styles and the chunks it imports that the entry does not load anyway. */
function routeFiles(bundle: Rolldown.OutputBundle, module: string): { scripts: string[]; styles: string[] } {
  const { chunks, closure, loadedAtStart, stylesOf } = chunkGraph(bundle);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  if (!loadedAtStart || !page) return { scripts: [], styles: [] };
  const scripts = [...closure(page.fileName)].filter((fileName) => !loadedAtStart.has(fileName));
  return { scripts, styles: stylesOf(scripts) };
}

/**
 * Lets the browser fetch a route's code and styles together with the entry instead of after it has run (the
 * router asks for a lazy route only once it renders, and Vite then waits for the route's styles). The styles
 * are linked at once: the first paint needs them. The code is listed in `ROUTE_SCRIPTS`, and the starter
 * (`startAfterFirstPaint.ts`) preloads it with the entry's once the page has painted: asked for before, it
 * would be on the path of the largest paint in Lighthouse's simulation. The route most visits start on (`/`)
 * is listed for every address; a route for some addresses only (a raid's) when the address is one of them.
 */
export function preloadRoutes(routes: RoutePreload[]): Plugin {
  return {
    name: 'raid-preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const tags: HtmlTagDescriptor[] = [];
        for (const route of routes) {
          const { scripts, styles } = routeFiles(bundle, route.module);
          const hrefs = scripts.map((fileName) => `/${fileName}`);
          // Inline scripts go first in the head: one after a style sheet would wait for it, and so would the rest.
          const listScripts = `(self.${ROUTE_SCRIPTS} ??= []).push(...${JSON.stringify(hrefs)});`;
          if (!route.path) {
            for (const fileName of styles)
              tags.push({
                tag: 'link',
                attrs: { rel: 'stylesheet', href: `/${fileName}`, crossorigin: true },
                injectTo: 'head',
              });
            tags.push({ tag: 'script', children: listScripts, injectTo: 'head-prepend' });
            continue;
          }
          // A style sheet a script adds does not hold the first paint back unless it says so: without it the page
          // could paint unstyled and shift when the sheet arrives.
          const links = styles.map((fileName) => ({
            rel: 'stylesheet',
            href: `/${fileName}`,
            blocking: 'render',
          }));
          tags.push({
            tag: 'script',
            children:
              `if (${route.path.toString()}.test(location.pathname)) { for (const a of ${JSON.stringify(links)}) ` +
              `document.head.append(Object.assign(document.createElement('link'), a, { crossOrigin: '' })); ${listScripts} }`,
            injectTo: 'head-prepend',
          });
        }
        return tags;
      },
    },
  };
}
