import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'tools/*/src/**/*.test.ts'],
    globalSetup: ['./apps/server/src/testing/globalSetup.ts'],
    // Database tests can wait on PostgreSQL start-up and on each other's locks.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/summaryReporter.ts'],
  },
});
