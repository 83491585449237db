import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

interface RoutePreload {
  /** The route's module, as the end of its path (`src/routes/home.tsx`). */
  module: string;
  /** The addresses it serves, when not every address: its files are then asked for only on those. */
  path?: RegExp;
}

/** A route chunk's styles and the chunks it imports that the entry does not load anyway. */
function routeFiles(bundle: Rolldown.OutputBundle, module: string): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string, into: Set<string>) => {
    if (into.has(start)) return into;
    into.add(start);
    for (const imported of byName.get(start)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const page = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  if (!entry || !page) return { scripts: [], styles: [] };
  const loaded = closure(entry.fileName, new Set());
  const scripts = [...closure(page.fileName, new Set())].filter((fileName) => !loaded.has(fileName));
  const styles = scripts.flatMap((fileName) => [...(byName.get(fileName)?.viteMetadata?.importedCss ?? [])]);
  return { scripts, styles: [...new Set(styles)] };
}

/**
 * Lets the browser fetch a route's code and styles together with the entry instead of after it has run (the
 * router asks for a lazy route only once it renders, and Vite then waits for the route's styles). The code
 * comes at low priority, as the entry's does (`startAfterFirstPaint.ts`): the first paint needs the styles
 * only. The route most visits start on (`/`) is linked in index.html; a route for some addresses only (a
 * raid's) is linked by a small inline script when the address is one of them.
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
          const links: Array<{ rel: string; href: string; fetchPriority?: 'low' }> = [
            ...styles.map((fileName) => ({ rel: 'stylesheet', href: `/${fileName}` })),
            ...scripts.map((fileName) => ({
              rel: 'modulepreload',
              href: `/${fileName}`,
              fetchPriority: 'low' as const,
            })),
          ];
          if (!route.path) {
            for (const { fetchPriority, ...attrs } of links)
              tags.push({
                tag: 'link',
                attrs: {
                  ...attrs,
                  ...(fetchPriority && { fetchpriority: fetchPriority }),
                  crossorigin: true,
                },
                injectTo: 'head',
              });
            continue;
          }
          tags.push({
            tag: 'script',
            children:
              `if (${route.path.toString()}.test(location.pathname)) for (const a of ${JSON.stringify(links)}) ` +
              `document.head.append(Object.assign(document.createElement('link'), a, { crossOrigin: '' }));`,
            // First in the head: an inline script waits for the style sheets before it, and so would the fetches.
            injectTo: 'head-prepend',
          });
        }
        return tags;
      },
    },
  };
}
