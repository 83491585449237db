import type { Character } from '@raid/domain/schemas/character';
import { logsFigure } from '@raid/domain/rules/requirements';
import { useState } from 'react';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useRefreshChar } from '../../api/chars.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';

import { ConfirmDialog } from '../confirm/ConfirmDialog.js';
import { gearSuffixKey } from '../dropdown/catalogueOptions.js';
import { CharacterFields, type CharacterChoice } from './CharacterFields.js';
import './characterDialogs.css';

interface EditCharacterDialogProps {
  /** The character to edit; null keeps the dialog closed. */
  character: Character | null;
  onHide: () => void;
}

function choiceOf(character: Character): CharacterChoice {
  return {
    server: character.server,
    faction: character.faction,
    class: character.class,
    spec: character.spec,
    spec2: character.spec2 || null,
  };
}

/**
 * SPEC section 2, dialog 2: the server is locked; faction, class and specs save at once. A new class resets
 * both specs, so it is saved together with the main spec chosen next. 'Del char' asks first.
 */
function EditCharacterBody({
  character,
  onHide,
  onDelete,
}: {
  character: Character;
  onHide: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const gameData = useGameData().data;
  const refresh = useRefreshChar();
  const [choice, setChoice] = useState<CharacterChoice>(() => choiceOf(character));

  const change = (update: Partial<CharacterChoice>) => {
    const next = { ...choice, ...update };
    setChoice(next);
    if (!next.faction || !next.class || !next.spec) return;
    const classChanged = next.class !== character.class;
    refresh.mutate({
      id: character.id,
      faction: next.faction,
      ...(classChanged ? { class: next.class } : {}),
      spec: next.spec,
      spec2: next.spec2 ?? 0,
    });
  };

  const pendingSpec = choice.class !== null && choice.spec === null;
  return (
    <>
      <Modal.Body>
        <p className="character-summary">
          <span>{character.serverName}</span>
          {character.logs !== null && (
            <span>{t('characterDialog.logs', { value: logsFigure(character.logs) })}</span>
          )}
          {character.ilvl !== null && (
            <span>
              {character.ilvl} {t(gearSuffixKey(gameData?.gearScore ?? false))}
            </span>
          )}
        </p>
        {gameData ? (
          <CharacterFields
            idPrefix={`edit-char-${character.id}`}
            gameData={gameData}
            value={choice}
            serverLocked
            onChange={change}
          />
        ) : (
          <Spinner role="status" aria-label={t('app.loading')} />
        )}
        <div className="character-save-state small mt-2" aria-live="polite">
          {refresh.isPending && t('characterDialog.saving')}
          {refresh.isSuccess && !pendingSpec && t('characterDialog.saved')}
          {pendingSpec && <span className="text-warning">{t('characterDialog.chooseSpecToSave')}</span>}
        </div>
        {refresh.isError && (
          <Alert variant="danger" className="mt-2 mb-0" role="alert">
            {errorText(refresh.error, language, t)}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="outline-danger" onClick={onDelete}>
          {t('characterDialog.delete')}
        </Button>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </>
  );
}

export function EditCharacterDialog({ character, onHide }: EditCharacterDialogProps) {
  const t = useT();
  const language = useLanguage();
  const remove = useRefreshChar();
  const [confirming, setConfirming] = useState(false);
  // The last character shown, so the dialog keeps its content while it fades out.
  const [shown, setShown] = useState<Character | null>(character);
  if (character && character !== shown) setShown(character);

  const close = () => {
    setConfirming(false);
    remove.reset();
    onHide();
  };

  return (
    <>
      <Modal
        show={character !== null && !confirming}
        onHide={close}
        centered
        className="character-dialog"
        aria-labelledby="edit-char-title"
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" id="edit-char-title" className="h5">
            {t('characterDialog.editTitle', { name: shown?.name ?? '' })}
          </Modal.Title>
        </Modal.Header>
        {shown && (
          <EditCharacterBody
            key={shown.id}
            character={shown}
            onHide={close}
            onDelete={() => setConfirming(true)}
          />
        )}
        {remove.isError && (
          <Alert variant="danger" className="mx-3" role="alert">
            {errorText(remove.error, language, t)}
          </Alert>
        )}
      </Modal>
      <ConfirmDialog
        show={character !== null && confirming}
        danger
        title={t('characterDialog.deleteTitle', { name: shown?.name ?? '' })}
        body={
          <>
            <p>{t('characterDialog.deleteConfirm', { name: shown?.name ?? '' })}</p>
            <p className="mb-0 text-warning">{t('characterDialog.deleteConsequences')}</p>
          </>
        }
        confirmText={t('characterDialog.deleteYes')}
        cancelText={t('characterDialog.deleteNo')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!shown) return;
          remove.mutate({ id: shown.id, off: 1 }, { onSuccess: close, onError: () => setConfirming(false) });
        }}
      />
    </>
  );
}
