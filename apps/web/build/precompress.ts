import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** Below this a compressed copy saves less than the extra file costs. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset once, at build time, so the server (@fastify/static with
 * `preCompressed`) sends them without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'raid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        [...new Set(files)].map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file).catch(() => null);
          if (!content || content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
