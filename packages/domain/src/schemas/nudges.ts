import { z } from 'zod';
import { rowId } from './primitives.js';

/** `GET /api/unanswered?raid=`: who of the raid's expected members has not answered (the raid's leader only). */
export const unansweredQuery = z.object({ raid: rowId });

export const unansweredAnswer = z.object({
  /** Members of the expected roles; 0 when the Discord server marks none. */
  expected: z.number().int(),
  unanswered: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type UnansweredAnswer = z.infer<typeof unansweredAnswer>;
