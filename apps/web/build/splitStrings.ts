import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Strings = { [key: string]: string | Strings };

/** Whether a key (`gdkp.potOnCard`, or a template's start `roster.role.`) lies under one of `paths`. */
export function underPaths(key: string, paths: readonly string[]): boolean {
  return paths.some((path) => key === path || key.startsWith(`${path}.`));
}

/** The strings under `paths` (`first`), or all the others. */
function part(strings: Strings, paths: readonly string[], first: boolean, prefix = ''): Strings {
  const kept: Strings = {};
  for (const [key, value] of Object.entries(strings)) {
    const path = `${prefix}${key}`;
    if (underPaths(path, paths)) {
      if (first) kept[key] = value;
    } else if (typeof value === 'object' && paths.some((wanted) => wanted.startsWith(`${path}.`))) {
      // A part of this group is wanted first: the group is split.
      kept[key] = part(value, paths, first, `${path}.`);
    } else if (!first) kept[key] = value;
  }
  return kept;
}

/**
 * Serves `strings.json?first` (the strings under the paths in `firstScreen`: whole top-level groups like
 * `raidList` or single keys like `gdkp.potOnCard`) and `strings.json?more` (the others) as two modules, so the
 * first load carries the first screen's strings only and the rest is a chunk of its own. Every build of the
 * web and its tests use it (vite.config.ts, vitest.config.ts).
 */
export function splitStrings({ firstScreen }: { firstScreen: readonly string[] }): Plugin {
  return {
    name: 'raid-split-strings',
    enforce: 'pre',
    load(id) {
      const [file = '', query = ''] = id.split('?');
      const params = new URLSearchParams(query);
      const first = params.has('first');
      if (!file.endsWith('.json') || (!first && !params.has('more'))) return null;
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Strings;
      return `export default ${JSON.stringify(part(strings, firstScreen, first))};`;
    },
  };
}
