import { readConfig, parseSize } from '../config.js';
import { loadServerModules } from '../db/serverModules.js';
import { generateWorld } from './generate.js';

/**
 * `npx tsx bench/world/cli.ts <size> <database url>`: makes a world in an existing, empty database (for
 * looking at it, or for running the product on it by hand). Sizes as BENCH_SIZES: 1k, 10k, 100k, 1m.
 */
const [sizeText, url] = process.argv.slice(2);
if (!sizeText || !url) {
  console.error(
    'usage: npx tsx bench/world/cli.ts <size: 1k|10k|100k|1m> <postgres url of an empty database>',
  );
  process.exit(2);
}
const config = readConfig();
const modules = await loadServerModules(config.appRoot);
const world = await generateWorld(modules, url, parseSize(sizeText), config.rounds, (line) =>
  console.error(line),
);
console.log(
  JSON.stringify({ seconds: Math.round(world.seconds), counts: world.counts, recounted: world.recounted }),
);
