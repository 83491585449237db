import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import { lazy, Suspense, useState } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useDeleteLockoutSave } from '../../api/lockouts.js';
import { withAllStrings } from '../../i18n/i18n.js';
import { localName } from '../../i18n/localName.js';

import { PlusIcon, RemoveIcon } from '../../ui/icons.js';
import { SavedUntil } from '../../ui/lockouts/SavedUntil.js';
import { saveModeText } from '../../ui/lockouts/saveModeText.js';

// The zone select loads when a player first adds a save, not with the home page (ui/lockouts/ is
// outside the home chunk's group in vite.config.ts).
const AddSaveForm = lazy(
  withAllStrings(() =>
    import('../../ui/lockouts/AddSaveForm.js').then((module) => ({ default: module.AddSaveForm })),
  ),
);

/**
 * Under a character (issue 30): the zones it is saved to and until when, in local time; saves made elsewhere are
 * added here (the zone, and a size and difficulty where they lock apart: the end follows from the zone's reset
 * cycle) and deleted again, a raid's are not.
 */
export function CharacterSaves({ character, gameData }: { character: Character; gameData: GameDataAnswer }) {
  const t = useT();
  const language = useLanguage();
  const remove = useDeleteLockoutSave();
  const [adding, setAdding] = useState(false);
  const zoneName = (id: number) => {
    const found = gameData.zones.find((entry) => entry.id === id);
    return found ? localName(found, language) : String(id);
  };
  const modeText = (save: LockoutSave) => saveModeText(save, gameData, t, language);
  const failure = remove.error;
  return (
    <div className="my-char-saves">
      {character.saves.length > 0 && (
        <ul className="list-unstyled mb-0">
          {character.saves.map((save) => (
            <li key={save.id} className="my-char-save">
              <span>{zoneName(save.zone)}</span>
              <SaveMode text={modeText(save)} />
              <SavedUntil until={save.savedUntil} />
              {save.raid === null ? (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 my-char-save-delete"
                  aria-label={t('lockouts.deleteSave', { zone: zoneName(save.zone) })}
                  title={t('lockouts.deleteSave', { zone: zoneName(save.zone) })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: save.id })}
                >
                  <RemoveIcon size={14} />
                </button>
              ) : (
                <span className="text-body-secondary">{t('lockouts.byRaid')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <Suspense fallback={null}>
          <AddSaveForm character={character} gameData={gameData} onDone={() => setAdding(false)} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 my-char-save-add"
          onClick={() => setAdding(true)}
        >
          <PlusIcon size={13} />
          {t('lockouts.addSave')}
        </button>
      )}
      {failure && (
        <div className="text-danger small" role="alert">
          {errorText(failure, language, t)}
        </div>
      )}
    </div>
  );
}

function SaveMode({ text }: { text: string | null }) {
  return text === null ? null : <span className="text-body-secondary">{text}</span>;
}
