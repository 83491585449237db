import { z } from 'zod';
import { CHARACTER_NAME_MAX } from '../rules/characterName.js';
import { lockoutSave } from './lockouts.js';
import { flag, freeText, rowId, snowflake } from './primitives.js';

export const character = z.object({
  id: z.number().int(),
  name: z.string(),
  server: z.number().int(),
  serverName: z.string(),
  faction: z.number().int(),
  factionEng: z.string(),
  class: z.number().int(),
  classEng: z.string(),
  /** Main spec id. */
  spec: z.number().int(),
  /** Second spec id, 0 when none. */
  spec2: z.number().int(),
  /** The ids of the specs the character can sign up with (main first). */
  specs: z.array(z.number().int()),
  role2: z.number().int().nullable(),
  logs: z.number().nullable(),
  ilvl: z.number().int().nullable(),
  image: z.string(),
  off: flag,
  /** Upcoming raids the character is signed up for, soonest first. */
  raids: z.array(z.object({ raid: z.number().int(), slot: z.number().int(), date: z.string() })),
  /** The character's saves that have not reset yet, soonest reset first. */
  saves: z.array(lockoutSave),
});
export type Character = z.infer<typeof character>;

export const charactersAnswer = z.array(character);

// Lenient here so the service can answer the spec's 'Enter the correct character name.' for 13 letters.
const characterName = freeText(CHARACTER_NAME_MAX * 4)
  .trim()
  .min(1);
const specId = z.number().int().positive();

/** `POST /api/refreshChar` adding a character. */
export const addCharacterPayload = z.object({
  name: characterName,
  server: z.number().int().positive(),
  faction: z.number().int().positive(),
  class: z.number().int().positive(),
  spec: specId,
  spec2: z.number().int().nonnegative().default(0),
});

/**
 * `POST /api/refreshChar` changing a character: faction and specs may change, the server may not
 * (a different `server` is refused with 'Server change is prohibited'); `off: 1` deletes it.
 */
export const editCharacterPayload = z.object({
  id: rowId,
  server: z.number().int().positive().optional(),
  faction: z.number().int().positive().optional(),
  class: z.number().int().positive().optional(),
  spec: specId.optional(),
  spec2: z.number().int().nonnegative().optional(),
  off: flag.optional(),
});

export const refreshCharPayload = z.union([editCharacterPayload, addCharacterPayload]);
export type RefreshCharPayload = z.infer<typeof refreshCharPayload>;

/** Success answers `id`; a name linked to another account answers its owner's `userID` and `username`. */
export const refreshCharAnswer = z.union([
  z.object({ id: z.number().int() }),
  z.object({ userID: snowflake, username: z.string() }),
]);
