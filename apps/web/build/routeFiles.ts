import type { Plugin, Rolldown } from 'vite';
import { ROUTE_FILES_ELEMENT, type RouteFilesList } from '../src/app/navigation/routeFilesFormat.js';

/** A route page's module: `src/routes/<name>.tsx`, the name being what `lazyPage` is told (router.tsx). */
const ROUTE_MODULE = /[\\/]src[\\/]routes[\\/]([\w-]+)\.tsx$/;

type Chunk = Rolldown.OutputChunk;

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
        const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string, into: Set<string>) => {
          if (into.has(start)) return into;
          into.add(start);
          for (const imported of byName.get(start)?.imports ?? []) closure(imported, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return [];
        const loaded = closure(entry.fileName, new Set());
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
          const styles = fresh.flatMap((fileName) => [
            ...(byName.get(fileName)?.viteMetadata?.importedCss ?? []),
          ]);
          return { scripts: fresh, all: [...new Set([...fresh, ...styles])] };
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
