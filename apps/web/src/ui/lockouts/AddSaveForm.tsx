import { saveModeChoices } from '@raid/domain/rules/lockoutModes';
import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { useState } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useAddLockoutSave } from '../../api/lockouts.js';
import { localName } from '../../i18n/localName.js';

import { Dropdown } from '../dropdown/Dropdown.js';

/**
 * A save made elsewhere: the zone, and its size and difficulty where the expansion's lockout tells them apart
 * (Wrath: 10 and 25 players, Trial of the Crusader's Heroic). Left empty they hold every size or difficulty. The
 * server computes until when from the zone's reset cycle.
 */
export function AddSaveForm({
  character,
  gameData,
  onDone,
}: {
  character: Character;
  gameData: GameDataAnswer;
  onDone: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const add = useAddLockoutSave();
  const [zone, setZone] = useState<number | null>(null);
  const [size, setSize] = useState<number | null>(null);
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const chosenZone = gameData.zones.find((entry) => entry.id === zone);
  const choices = chosenZone
    ? saveModeChoices(gameData.expansion, chosenZone)
    : { sizes: [], difficulties: [] };
  const chooseZone = (next: number | null) => {
    setZone(next);
    setSize(null);
    setDifficulty(null);
  };
  return (
    <>
      <form
        className="my-char-save-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (zone === null) return;
          add.mutate(
            {
              char: character.id,
              zone,
              ...(size === null ? {} : { size }),
              ...(difficulty === null ? {} : { difficulty }),
            },
            { onSuccess: onDone },
          );
        }}
      >
        <Dropdown
          id={`save-zone-${character.id}`}
          compact
          label={t('lockouts.savedElsewhere')}
          emptyLabel={t('lockouts.zone')}
          options={gameData.zones.map((entry) => ({ value: entry.id, label: localName(entry, language) }))}
          value={zone}
          onChange={chooseZone}
        />
        {choices.sizes.length > 0 && (
          <Dropdown
            id={`save-size-${character.id}`}
            compact
            label={t('lockouts.size')}
            emptyLabel={t('lockouts.everySize')}
            options={choices.sizes.map((players) => ({
              value: players,
              label: t('lockouts.players', { count: players }),
            }))}
            value={size}
            onChange={setSize}
          />
        )}
        {choices.difficulties.length > 0 && (
          <Dropdown
            id={`save-difficulty-${character.id}`}
            compact
            label={t('lockouts.difficulty')}
            emptyLabel={t('lockouts.everyDifficulty')}
            options={gameData.difficulties
              .filter((entry) => choices.difficulties.includes(entry.id))
              .map((entry) => ({ value: entry.id, label: localName(entry, language) }))}
            value={difficulty}
            onChange={setDifficulty}
          />
        )}
        <button
          type="submit"
          className="btn btn-outline-secondary btn-sm"
          disabled={zone === null || add.isPending}
        >
          {t('lockouts.addSave')}
        </button>
      </form>
      {add.error && (
        <div className="text-danger small" role="alert">
          {errorText(add.error, language, t)}
        </div>
      )}
    </>
  );
}
