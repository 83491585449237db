import { z } from 'zod';

/** Discord snowflakes are 64-bit integers, carried as decimal strings. */
export const snowflake = z.string().regex(/^\d{1,20}$/, 'must be a Discord id');

/** The issue code a payload gets for a control character in its text (beside zod's own codes). */
const CONTROL_CHARACTER_ISSUE = 'control_character';

/**
 * C0 control characters but tab and newline, and DEL: no one types them, PostgreSQL refuses NUL in text, and the
 * others hide or garble text in Discord posts and on the page.
 */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Every free text a person types (comments, reasons, questions, answers, character names): a Windows line end
 * `\r\n` is read as `\n` (a lone `\r` is refused), `max` counts after that, and control characters are refused
 * with the issue code `control_character`.
 */
export const freeText = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replaceAll('\r\n', '\n'))
    .max(max)
    .refine((value) => !hasControlCharacter(value), {
      message: 'must not contain control characters',
      params: { code: CONTROL_CHARACTER_ISSUE },
    });

/** PostgreSQL's integer: a larger number in a query is an error of the database, not a missing row. */
export const ROW_ID_MAX = 2_147_483_647;

/** Our own row ids: positive integers that fit PostgreSQL's integer. */
export const rowId = z.coerce.number().int().positive().max(ROW_ID_MAX);

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

/** A refused request also names each field (dotted path, `body` for the whole payload) and zod's or our code. */
const requestIssue = z.object({ path: z.string(), code: z.string() });
export type RequestIssue = z.infer<typeof requestIssue>;
export const errorAnswer = z.object({
  code: z.string(),
  error: z.string(),
  issues: z.array(requestIssue).optional(),
});

export const successAnswer = z.object({ success: z.literal(true) });
