import { saveModeChoices } from '@raid/domain/rules/lockoutModes';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import type { TFunction } from 'i18next';
import type { Language } from '@raid/domain/rules/language';
import { localName } from '../../i18n/localName.js';

/**
 * The size and difficulty of a save, as far as the zone's lockout tells them apart ("10 players, Heroic"): two
 * saves to Icecrown Citadel in one reset differ by them. Null where the save holds every mode or the zone has
 * one lock for all.
 */
export function saveModeText(
  save: Pick<LockoutSave, 'zone' | 'size' | 'difficulty'>,
  gameData: GameDataAnswer,
  t: TFunction,
  language: Language,
): string | null {
  const zone = gameData.zones.find((entry) => entry.id === save.zone);
  if (!zone) return null;
  const choices = saveModeChoices(gameData.expansion, zone);
  const difficulty = gameData.difficulties.find((entry) => entry.id === save.difficulty);
  const parts = [
    save.size !== null && choices.sizes.length > 0 ? t('lockouts.players', { count: save.size }) : null,
    difficulty && choices.difficulties.length > 0 ? localName(difficulty, language) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
