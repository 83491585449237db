import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { underPaths } from './splitStrings.js';

interface Options {
  /** Modules that `/` loads at start besides the entry (its route), as paths ending the module id. */
  routes: string[];
  /** The most the first load may weigh, gzip bytes. */
  maxGzipBytes: number;
  /** The strings' top-level groups, and the paths the first load carries (src/i18n/firstScreenStrings.ts). */
  strings?: { groups: readonly string[]; firstScreen: readonly string[] };
}

/** Keys the code names (`'settings.title'`, `` `roster.role.${x}` ``) that the first screen's paths leave out. */
function laterStringsNamed(code: string, { groups, firstScreen }: NonNullable<Options['strings']>): string[] {
  const named = new RegExp(`[\`'"]((?:${groups.join('|')})\\.[\\w.]*)`, 'g');
  return [...code.matchAll(named)]
    .map((match) => match[1] ?? '')
    .filter((key) => !underPaths(key, firstScreen));
}

/**
 * Adds up what the browser loads for `/` before anything is clicked: the entry chunk, the route's chunk and
 * every chunk they import statically (what index.html and Vite's preload helper fetch), gzip-compressed as the
 * server sends them. Prints the figure and fails the build above the budget, so a heavy import into the first
 * page shows up where it is made (docs/decisions.md, "Web performance"). Fails it too when that code names a
 * string left for later, which would show as its key until a page or dialog brought the rest.
 */
export function jsBudget({ routes, maxGzipBytes, strings }: Options): Plugin {
  return {
    name: 'raid-js-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const starts = chunks.filter(
        (chunk) =>
          chunk.isEntry ||
          routes.some((route) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(route)),
      );
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of starts) visit(chunk.fileName);
      // The first strings' own module is left out: its keys hold dots too (`live.event`'s "raid.created").
      const named = strings
        ? [...loaded].flatMap((fileName) =>
            Object.entries(byName.get(fileName)?.modules ?? {})
              .filter(([id]) => !id.includes('?first'))
              .flatMap(([, module]) => laterStringsNamed(module.code ?? '', strings))
              .map((key) => `${key} in ${fileName}`),
          )
        : [];
      if (named.length > 0)
        this.error(
          `The first load names strings it does not carry (src/i18n/firstScreenStrings.ts): ${[...new Set(named)].join(', ')}`,
        );
      const sizes = [...loaded]
        .map((fileName) => ({
          fileName,
          bytes: gzipSync(byName.get(fileName)?.code ?? '', { level: 9 }).length,
        }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      const line = `JS for / : ${kb(total)} KB gzip in ${loaded.size} files (budget ${kb(maxGzipBytes)} KB)`;
      if (total > maxGzipBytes) {
        const heaviest = sizes.slice(0, 8).map(({ fileName, bytes }) => `  ${kb(bytes)} KB ${fileName}`);
        this.error([line, 'heaviest:', ...heaviest].join('\n'));
      }
      this.info(line);
    },
  };
}
