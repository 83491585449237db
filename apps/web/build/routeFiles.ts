import type { Plugin } from 'vite';
import { chunkGraph } from './chunkGraph.js';
import { ROUTE_FILES_ELEMENT, type RouteFilesList } from '../src/app/navigation/routeFilesFormat.js';

/** A route page's module: `src/routes/<name>.tsx`, the name being what `lazyPage` is told (router.tsx). */
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/]([\w-]+)\.tsx$/;

/**
 * Lists in index.html, per route page, the files the browser needs to show it, so the app can fetch them
 * without running them (navigation/routeFilesList.ts): the page's chunk and the chunks it imports that the
 * entry does not, with their style sheets, and the modules `everyPage` names (the strings beyond the first
 * screen's, which every page but the first loads with it: i18n.ts `withAllStrings`) (`page`), and the sections its own module loads lazily when it
 * mounts, with what they import (`parts`: the raid's Gold section, a profile's tabs). A JSON script, not code:
 * the first load does not evaluate it.
 */
export function routeFiles({ everyPage }: { everyPage: RegExp }): Plugin {
  /** Each route module's lazily imported modules, as the module graph reports them while parsing. */
  const lazyImports = new Map<string, readonly string[]>();
  return {
    name: 'raid-route-files',
    apply: 'build',
    moduleParsed(info) {
      if (ROUTE_MODULE.test(info.id)) lazyImports.set(info.id, info.dynamicallyImportedIds);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { chunks, closure, loadedAtStart: loaded, stylesOf } = chunkGraph(bundle);
        if (!loaded) return [];
        const files: string[] = [];
        const indexOf = (fileName: string) => {
          const href = `/${fileName}`;
          const at = files.indexOf(href);
          return at >= 0 ? at : files.push(href) - 1;
        };
        /** The chunks (and their style sheets) from `starts` on, less the entry's and `known`. */
        const filesFrom = (starts: string[], known: Set<string>) => {
          const scripts = new Set<string>();
          for (const start of starts) closure(start, scripts);
          const fresh = [...scripts].filter((fileName) => !loaded.has(fileName) && !known.has(fileName));
          return { scripts: fresh, all: [...new Set([...fresh, ...stylesOf(fresh)])] };
        };
        const shared = chunks.filter((chunk) => chunk.moduleIds.some((id) => everyPage.test(id)));
        const list: RouteFilesList = { files, routes: {} };
        for (const chunk of chunks) {
          const name = chunk.facadeModuleId && ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1];
          if (!name || !chunk.facadeModuleId) continue;
          const page = filesFrom([chunk.fileName, ...shared.map((part) => part.fileName)], new Set());
          const partChunks = (lazyImports.get(chunk.facadeModuleId) ?? []).flatMap((id) => {
            const part = chunks.find(
              (candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id),
            );
            return part ? [part.fileName] : [];
          });
          const parts = filesFrom(partChunks, new Set(page.scripts));
          list.routes[name] = { page: page.all.map(indexOf), parts: parts.all.map(indexOf) };
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_FILES_ELEMENT },
            children: JSON.stringify(list),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
