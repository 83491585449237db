import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/errorText.js';
import { useAddLockoutSave } from '../../api/lockouts.js';
import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { Dropdown } from '../dropdown/Dropdown.js';

/** A save made elsewhere: the zone only, the server computes until when from the zone's reset cycle. */
export function AddSaveForm({
  character,
  gameData,
  onDone,
}: {
  character: Character;
  gameData: GameDataAnswer;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const add = useAddLockoutSave();
  const [zone, setZone] = useState<number | null>(null);
  return (
    <>
      <form
        className="my-char-save-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (zone === null) return;
          add.mutate({ char: character.id, zone }, { onSuccess: onDone });
        }}
      >
        <Dropdown
          id={`save-zone-${character.id}`}
          compact
          label={t('lockouts.savedElsewhere')}
          emptyLabel={t('lockouts.zone')}
          options={gameData.zones.map((entry) => ({ value: entry.id, label: localName(entry, language) }))}
          value={zone}
          onChange={setZone}
        />
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
