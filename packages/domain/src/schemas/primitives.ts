import { z } from 'zod';

/** Discord snowflakes are 64-bit integers, carried as decimal strings. */
export const snowflake = z.string().regex(/^\d{1,20}$/, 'must be a Discord id');

/** Our own row ids: positive integers that fit PostgreSQL's integer. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);

/** Settings flags travel as 0 or 1 (SPEC section 7 "a single settings flag set to 0 or 1"). */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Payload booleans: the web sends true/false, older clients 0/1; both mean the same. */
export const looseBoolean = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => value === true || value === 1 || value === '1');

/** Query strings carry numbers as text; empty means "no filter". */
export const optionalQueryId = z.preprocess(
  (value) => (value === '' || value === 'all' ? undefined : value),
  rowId.optional(),
);

export const isoDateTime = z.iso.datetime({ offset: true });

/** HH:MM, 24-hour. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

export const dayOfWeekId = z.number().int().min(0).max(6);

export const errorAnswer = z.object({ code: z.string(), error: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export const successAnswer = z.object({ success: z.literal(true) });
