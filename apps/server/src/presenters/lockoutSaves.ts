import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import type { Executor } from '../db/database.js';
import { currentSaves } from '../data/lockouts.js';

/** A save as SPEC section 3 spells it. */
export function presentSave(row: {
  id: number;
  zone: number;
  saved_until: Date;
  raid_id: number | null;
  size: number | null;
  difficulty: number | null;
}): LockoutSave {
  return {
    id: row.id,
    zone: row.zone,
    savedUntil: row.saved_until.toISOString(),
    raid: row.raid_id,
    size: row.size,
    difficulty: row.difficulty,
  };
}

/** The characters' saves that have not reset yet, per character. */
export async function savesByCharacter(
  db: Executor,
  charIds: readonly number[],
  now: Date,
): Promise<Map<number, LockoutSave[]>> {
  const byCharacter = new Map<number, LockoutSave[]>();
  for (const row of await currentSaves(db, charIds, now)) {
    byCharacter.set(row.char_id, [...(byCharacter.get(row.char_id) ?? []), presentSave(row)]);
  }
  return byCharacter;
}
