import { errorMessage } from '@raid/domain/errors/catalogue';
import {
  CHARACTER_NAME_MAX,
  isAddCharacterFormComplete,
  isValidCharacterName,
} from '@raid/domain/rules/characterName';
import { useRef, useState } from 'react';
import { Alert, Button, FloatingLabel, Form, Modal, OverlayTrigger, Spinner, Tooltip } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useRefreshChar } from '../../api/chars.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useInit, useLogIn } from '../../api/session.js';

import { focusFirstInvalid, useFillAllText } from '../FillTooltipButton.js';
import { DiscordIcon } from '../icons.js';
import { CharacterFields, type CharacterChoice } from './CharacterFields.js';
import './characterDialogs.css';

interface AddCharacterDialogProps {
  show: boolean;
  onHide: () => void;
  /** Preselected server and faction, e.g. a raid's when asked from its sign-up. */
  initial?: Partial<CharacterChoice> | undefined;
}

interface Busy {
  userID: string;
  username: string;
}

/** Asks a visitor to log in first, with the OAuth login link (SPEC section 2, dialog 1). */
function LoginRequired() {
  const t = useT();
  const language = useLanguage();
  const init = useInit().data;
  const logIn = useLogIn();
  return (
    <Modal.Body className="text-center py-4">
      <p>{errorMessage('loginRequired', language)}</p>
      <a
        className="btn btn-discord"
        href={init?.oauthURL ?? '#'}
        onClick={(event) => {
          event.preventDefault();
          void logIn();
        }}
      >
        <DiscordIcon className="me-2" />
        {t('header.login')}
      </a>
    </Modal.Body>
  );
}

function AddCharacterForm({ onHide, initial }: Omit<AddCharacterDialogProps, 'show'>) {
  const t = useT();
  const language = useLanguage();
  const gameData = useGameData().data;
  const viewer = useInit().data?.user ?? null;
  const refresh = useRefreshChar();
  const [name, setName] = useState('');
  const [choice, setChoice] = useState<CharacterChoice>({
    server: initial?.server ?? viewer?.preferredServer ?? null,
    faction: initial?.faction ?? null,
    class: null,
    spec: null,
    spec2: null,
  });
  const [busy, setBusy] = useState<Busy | null>(null);

  const trimmed = name.trim();
  // The domain's rule: 2 to 12 letters, Cyrillic only on realm 10024 and nowhere else.
  const nameInvalid = trimmed !== '' && !isValidCharacterName(trimmed, choice.server ?? 0);
  const complete = isAddCharacterFormComplete({ name: trimmed, ...choice });
  const canAdd = complete && !nameInvalid && !refresh.isPending;
  const fillAll = useFillAllText();
  // The empty required fields, in the form's order, named in the hint and marked once the user asks.
  const missing = [
    { field: 'name', label: t('characterDialog.name'), empty: trimmed === '' },
    { field: 'server', label: t('characterDialog.server'), empty: !choice.server },
    { field: 'faction', label: t('characterDialog.faction'), empty: !choice.faction },
    { field: 'class', label: t('characterDialog.class'), empty: !choice.class },
    { field: 'spec', label: t('characterDialog.spec'), empty: !choice.spec },
  ].filter((entry) => entry.empty);
  const fillText = fillAll(missing.map((entry) => entry.label));
  const [missingShown, setMissingShown] = useState(false);
  const marked = new Set(missingShown ? missing.map((entry) => entry.field) : []);
  const formElement = useRef<HTMLFormElement>(null);
  const showMissing = () => {
    setMissingShown(true);
    focusFirstInvalid(formElement.current);
  };

  const submit = () => {
    if (!canAdd || !choice.server || !choice.faction || !choice.class || !choice.spec) return;
    refresh.mutate(
      {
        name: trimmed,
        server: choice.server,
        faction: choice.faction,
        class: choice.class,
        spec: choice.spec,
        spec2: choice.spec2 ?? 0,
      },
      {
        onSuccess: (answer) => {
          if ('id' in answer) onHide();
          else setBusy(answer);
        },
      },
    );
  };

  const addButton = (
    <Button type="submit" variant="primary" disabled={!canAdd}>
      {refresh.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
      {t('characterDialog.add')}
    </Button>
  );

  return (
    <Form
      ref={formElement}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Modal.Body>
        {!gameData ? (
          <Spinner role="status" aria-label={t('app.loading')} />
        ) : (
          <>
            <FloatingLabel controlId="add-char-name" label={t('characterDialog.name')} className="mb-1">
              <Form.Control
                value={name}
                maxLength={CHARACTER_NAME_MAX}
                autoComplete="off"
                autoFocus
                isInvalid={nameInvalid || marked.has('name')}
                aria-invalid={nameInvalid || marked.has('name') ? true : undefined}
                aria-describedby="add-char-name-hint"
                onChange={(event) => {
                  setName(event.target.value);
                  setBusy(null);
                  refresh.reset();
                }}
              />
              {nameInvalid && (
                <Form.Control.Feedback type="invalid">
                  {errorMessage('invalidCharacterName', language)}
                </Form.Control.Feedback>
              )}
            </FloatingLabel>
            <Form.Text id="add-char-name-hint" className="d-block mb-3">
              {t('characterDialog.fromWcl')}
            </Form.Text>
            <CharacterFields
              idPrefix="add-char"
              gameData={gameData}
              value={choice}
              preferredServer={viewer?.preferredServer ?? null}
              disabled={refresh.isPending}
              invalid={marked}
              onChange={(change) => {
                setChoice((current) => ({ ...current, ...change }));
                refresh.reset();
              }}
            />
            {busy && (
              <Alert variant="warning" className="mt-3 mb-0" role="alert">
                <Alert.Heading as="h3" className="h6">
                  {t('characterDialog.busyTitle')}
                </Alert.Heading>
                <p className="mb-1">
                  {t('characterDialog.busyText')}{' '}
                  <a
                    href={`https://discord.com/users/${busy.userID}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {busy.username}
                  </a>
                </p>
                <p className="mb-0 small">{t('characterDialog.busyHint')}</p>
              </Alert>
            )}
            {refresh.isError && (
              <Alert variant="danger" className="mt-3 mb-0" role="alert">
                {errorText(refresh.error, language, t)}
              </Alert>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('characterDialog.cancel')}
        </Button>
        {complete ? (
          addButton
        ) : (
          <OverlayTrigger placement="top" overlay={<Tooltip id="add-char-fill">{fillText}</Tooltip>}>
            {/* A disabled button gets no pointer or focus events; its wrapper shows the reason, and pressing it
                marks the missing fields. */}
            <span
              className="d-inline-block"
              tabIndex={0}
              aria-describedby="add-char-fill-text"
              data-testid="add-char-fill-wrapper"
              onClick={showMissing}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                showMissing();
              }}
            >
              {addButton}
              <span id="add-char-fill-text" className="visually-hidden">
                {fillText}
              </span>
            </span>
          </OverlayTrigger>
        )}
      </Modal.Footer>
    </Form>
  );
}

/** The add-character dialog of SPEC section 2: checked against Warcraft Logs, busy names explained. */
export function AddCharacterDialog({ show, onHide, initial }: AddCharacterDialogProps) {
  const t = useT();
  const init = useInit();
  const loggedIn = Boolean(init.data?.user);
  return (
    <Modal show={show} onHide={onHide} centered className="character-dialog" aria-labelledby="add-char-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title as="h2" id="add-char-title" className="h5">
          {t('characterDialog.addTitle')}
        </Modal.Title>
      </Modal.Header>
      {/* A fresh form every time the dialog opens. */}
      {show &&
        (init.isPending ? (
          <Modal.Body>
            <Spinner role="status" aria-label={t('app.loading')} />
          </Modal.Body>
        ) : loggedIn ? (
          <AddCharacterForm onHide={onHide} initial={initial} />
        ) : (
          <LoginRequired />
        ))}
    </Modal>
  );
}
