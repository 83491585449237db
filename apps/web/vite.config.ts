import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { jsBudget } from './build/jsBudget.js';
import { precompress } from './build/precompress.js';
import { preloadAnswers } from './build/preloadAnswers.js';
import { preloadRoutes } from './build/preloadRoutes.js';
import { productionServerBuild } from './build/productionServerBuild.js';
import { routeFiles } from './build/routeFiles.js';
import { queueEarlyClicks } from './build/queueEarlyClicks.js';
import { splitStrings } from './build/splitStrings.js';
import { startAfterFirstPaint } from './build/startAfterFirstPaint.js';
import { RAID_ADDRESS } from './src/app/raidAddress.js';
import en from './src/i18n/en.json' with { type: 'json' };
import { FIRST_SCREEN_STRINGS } from './src/i18n/firstScreenStrings.js';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));
// `npm start` serves the API on :3000; API_URL points the dev server at another one.
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);

const strings = { groups: Object.keys(en), firstScreen: FIRST_SCREEN_STRINGS };

function pagePlugins() {
  return [
    precompress(),
    preloadRoutes([{ module: 'src/routes/home.tsx' }, { module: 'src/routes/raid.tsx', path: RAID_ADDRESS }]),
    preloadAnswers([
      { answers: ['/api/init', '/api/gameData'] },
      { path: RAID_ADDRESS, answers: ['/api/raids?id=$1'] },
    ]),
    routeFiles({ everyPage: /[\\/]src[\\/]i18n[\\/]en\.json\?more$/ }),
    startAfterFirstPaint(),
    queueEarlyClicks(),
    jsBudget({ routes: ['src/routes/home.tsx'], maxGzipBytes: 150 * 1024, strings }),
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's build (`vite build --ssr src/entry-server.tsx`) draws first screens; the page's files are not its.
  plugins: [
    react(),
    splitStrings({ firstScreen: FIRST_SCREEN_STRINGS }),
    ...(isSsrBuild ? [productionServerBuild()] : pagePlugins()),
  ],
  // The server's build carries its own production React and the libraries around it: left external, React
  // picked its build from the server's NODE_ENV at run time, which `npm start` (demo mode) leaves unset, so every
  // first screen was drawn by React's development build, several times slower (docs/decisions.md).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  resolve: {
    alias: [
      // The browser compiles the shared rules from source, like the tests do: no build step for the domain.
      { find: /^@raid\/domain\/(.*)$/, replacement: `${domainSrc}$1` },
      // React Router's package exports name its development build only; the production one has no dev checks.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : []),
    ],
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass predates Dart Sass's module system; its deprecation notices are not ours to fix.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: {
      '/api': apiUrl,
      '/socket.io': { target: apiUrl, ws: true },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules natively; the polyfill would only add to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A few chunks rather than thirty: over HTTP/1.1 each file of the first load costs a round trip.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'home',
              // Not the filter panel: it loads with the searchable dropdown when opened, outside the first load.
              test: /src[\\/](routes[\\/]home|features[\\/](raid-list(?![\\/]FilterPanel)|my-chars)|ui[\\/]raid)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
