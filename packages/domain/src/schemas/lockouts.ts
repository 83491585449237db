import { z } from 'zod';
import { rowId } from './primitives.js';

/** A character's save to a zone until its next reset (issue 30); `raid` null when added by hand. */
export const lockoutSave = z.object({
  id: z.number().int(),
  zone: z.number().int(),
  /** ISO instant of the reset that ends the save. */
  savedUntil: z.string(),
  raid: z.number().int().nullable(),
  /** The saving raid's size and difficulty id; null: every one (by hand, or saved before they were kept). */
  size: z.number().int().nullable(),
  difficulty: z.number().int().nullable(),
});
export type LockoutSave = z.infer<typeof lockoutSave>;

/**
 * `POST /api/addLockoutSave`: the caller's character was saved to the zone elsewhere this reset; its size and
 * difficulty id only where the zone's lockout tells them apart (rules/lockouts.ts saveModeChoices), each left out
 * for every one.
 */
export const addLockoutSavePayload = z.object({
  char: rowId,
  zone: z.number().int().positive(),
  size: z.number().int().positive().optional(),
  difficulty: z.number().int().positive().optional(),
});
export type AddLockoutSavePayload = z.infer<typeof addLockoutSavePayload>;

/** `POST /api/deleteLockoutSave`: removes one of the caller's saves added by hand. */
export const deleteLockoutSavePayload = z.object({ id: rowId });
