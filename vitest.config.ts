import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { splitStrings } from './apps/web/build/splitStrings.js';
import { FIRST_SCREEN_STRINGS } from './apps/web/src/i18n/firstScreenStrings.js';

// A half-hour-offset zone makes any rule that silently assumes UTC fail (issue 2, "Done when").
process.env.TZ = 'Asia/Kathmandu';

const domainSrc = fileURLToPath(new URL('./packages/domain/src/', import.meta.url));
const standInsSrc = fileURLToPath(new URL('./tools/stand-ins/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@raid\/domain\/(.*)$/, replacement: `${domainSrc}$1` },
      { find: /^@raid\/stand-ins\/(.*)$/, replacement: `${standInsSrc}$1` },
    ],
  },
  test: {
    // Database tests can wait on PostgreSQL start-up and on each other's locks.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/summaryReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'tools/*/src/**/*.test.ts',
            // The web's build plugins run in Node.
            'apps/web/build/**/*.test.ts',
            // The bench's own helpers (not the bench, which is not part of the tests).
            'bench/**/*.test.ts',
          ],
          exclude: ['apps/web/src/**', '**/node_modules/**'],
          globalSetup: ['./apps/server/src/testing/globalSetup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), splitStrings({ firstScreen: FIRST_SCREEN_STRINGS })],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./apps/web/src/testing/setup.ts'],
        },
      },
      {
        // Browser journeys against the built app (`npm test` builds first); after the other tests, so they
        // do not compete with them for the CPU.
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
