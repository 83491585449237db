import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Serves `strings.json?first` (the top-level keys named in `firstScreen`) and `strings.json?more` (the others)
 * as two modules, so the first load carries the first screen's strings only and the rest is a chunk of its own.
 * Every build of the web and its tests use it (vite.config.ts, vitest.config.ts).
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
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const part = Object.entries(strings).filter(([key]) => firstScreen.includes(key) === first);
      return `export default ${JSON.stringify(Object.fromEntries(part))};`;
    },
  };
}
