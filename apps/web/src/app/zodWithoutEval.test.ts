import { expect, it } from 'vitest';
import './zodWithoutEval.js';

it('zod loaded after the page set its settings runs without eval', async () => {
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod');
  expect(z.object({ name: z.string() }).safeParse({ name: 'Arthas' }).success).toBe(true);
});
