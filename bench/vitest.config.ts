import { defineConfig } from 'vitest/config';

/** `npm run bench`: figures, not pass or fail (a timing assertion in a test would only make it flaky). */
export default defineConfig({
  test: {
    include: [],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    hookTimeout: 180_000,
  },
});
