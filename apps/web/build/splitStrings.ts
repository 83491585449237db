import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PART = /^(.*\.json)\?(first|more)$/;

/**
 * Serves `strings.json?first` (the top-level keys named in `firstScreen`) and `strings.json?more` (the others)
 * as two modules, so the first load carries the first screen's strings only and the rest is a chunk of its own.
 * Without this plugin (the tests, the server's build) both queries load the whole file, which is as correct.
 */
export function splitStrings({ firstScreen }: { firstScreen: readonly string[] }): Plugin {
  return {
    name: 'raid-split-strings',
    enforce: 'pre',
    load(id) {
      const match = PART.exec(id);
      if (!match?.[1]) return null;
      this.addWatchFile(match[1]);
      const strings = JSON.parse(readFileSync(match[1], 'utf8')) as Record<string, unknown>;
      const first = match[2] === 'first';
      const part = Object.entries(strings).filter(([key]) => firstScreen.includes(key) === first);
      return `export default ${JSON.stringify(Object.fromEntries(part))};`;
    },
  };
}
