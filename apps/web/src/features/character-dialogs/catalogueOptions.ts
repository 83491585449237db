import type { GameDataAnswer } from '@raid/domain/schemas/gameData';

type GameClass = GameDataAnswer['classes'][number];

/** The class of a catalogue, or null for an id it does not have (nothing chosen yet). */
export function findClass(gameData: GameDataAnswer, classId: number | null): GameClass | null {
  return gameData.classes.find((cls) => cls.id === classId) ?? null;
}

/** A select's value as a catalogue id: the empty placeholder option is null. */
export function idFromSelect(value: string): number | null {
  const id = Number(value);
  return value === '' || !Number.isInteger(id) ? null : id;
}

/** The item level's suffix: gear score on wotlk, 'ilvl' elsewhere (SPEC section 2, dialog 2). */
export function gearSuffixKey(gearScore: boolean) {
  return gearScore ? ('characterDialog.gearScore' as const) : ('characterDialog.ilvl' as const);
}
