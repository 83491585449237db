import { readableOn } from '@raid/domain/rules/contrast';
import { isExpansionKey } from '@raid/domain/catalogue/expansions';
import { raidSave } from '@raid/domain/rules/lockouts';
import { eligibleCharacters } from '@raid/domain/rules/raidEligibility';
import { ANSWER_MAX, remainingCharacters } from '@raid/domain/rules/textLimits';
import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord, SignUpResult, SignUpStatus } from '@raid/domain/schemas/record';
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, ProgressBar } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { ApiError } from '../../api/apiError.js';
import { errorText } from '../../api/errorText.js';
import { SavedUntil } from '../../ui/lockouts/SavedUntil.js';
import { useAnswerChangeRequest } from '../../api/changeRequests.js';
import { useRefreshRecords, useSetStatus } from '../../api/records.js';

import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { AddCharacterDialog } from '../../ui/character-dialogs/AddCharacterDialog.js';
import { namedOptions } from '../../ui/dropdown/catalogueOptions.js';
import { CharCounter } from '../../ui/confirm/CharCounter.js';
import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { FillTooltipButton, focusFirstInvalid } from '../../ui/FillTooltipButton.js';
import { ChoiceOrder } from './ChoiceOrder.js';
import { RowResult, SignUpResults, signedUp } from './SignUpResults.js';
import { StatusButtons } from './StatusButtons.js';

export interface SignUpFormProps {
  raid: Raid;
  userId: string;
  gameData: GameDataAnswer;
  characters: Character[];
  questions: Array<{ id: number; question: string; answer: string | null }>;
  /**
   * The Discord server's extra status buttons. The API gives them to the server's managers only
   * (`/api/guildSettings`), so a player sees all three unless a caller knows better.
   */
  statusButtons?: readonly SignUpStatus[] | undefined;
  /** Share of Warcraft Logs checks done (the live `recordProgress` event); indeterminate when absent. */
  progressPercent?: number | undefined;
  /** A sign-up is being sent (earlier progress is forgotten). */
  onSubmitStart?: () => void;
  onClose: () => void;
}

type Outcome =
  { kind: 'results'; results: SignUpResult[] } | { kind: 'private' } | { kind: 'error'; text: string };

const ALL_STATUSES: SignUpStatus[] = ['tentative', 'late', 'absence'];

/** SPEC section 2, dialog 6, once everything is loaded: characters, specs, answers, results, statuses. */
export function SignUpForm(props: SignUpFormProps) {
  const t = useT();
  const language = useLanguage();
  const { raid } = props;
  const records: RaidRecord[] = (raid.records ?? []).filter((record) => record.userID === props.userId);
  const editing = records.length > 0;
  const eligible = eligibleCharacters(props.characters, { server: raid.server, faction: raid.factionID });
  // The chosen characters in the player's order of preference (issue 30): the records' order, new ones last.
  const [chosen, setChosen] = useState<number[]>(() =>
    [...records].sort((a, b) => a.preference - b.preference || a.id - b.id).map((record) => record.charID),
  );
  const [specs, setSpecs] = useState<Record<number, number>>(() =>
    Object.fromEntries(records.map((record) => [record.charID, record.specID])),
  );
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(props.questions.map((question) => [question.id, question.answer ?? ''])),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [adding, setAdding] = useState(false);
  const refreshRecords = useRefreshRecords();
  const setStatus = useSetStatus(raid.id);
  const answerRequest = useAnswerChangeRequest(raid.id);
  const { confirm, askReason, dialogs } = useConfirm();
  const closed = raid.canceled || raid.status !== 'active';

  const specsById = new Map(
    props.gameData.classes.flatMap((gameClass) => gameClass.specs.map((spec) => [spec.id, spec] as const)),
  );
  const specOptions = (character: Character) =>
    namedOptions(
      character.specs.flatMap((id) => specsById.get(id) ?? []),
      language,
    );
  const classColors = new Map(
    props.gameData.classes.map((gameClass) => [gameClass.id, readableOn(gameClass.color)]),
  );
  const answersTooLong = Object.values(answers).some((answer) => remainingCharacters(answer, ANSWER_MAX) < 0);
  const working = refreshRecords.isPending;
  const incomplete = chosen.length === 0 || answersTooLong;
  const missing = chosen.length === 0 ? [t('signUp.charactersField')] : [];
  // Marked once the user presses the disabled button to learn what is missing.
  const [missingShown, setMissingShown] = useState(false);
  const noCharacterMarked = missingShown && chosen.length === 0;
  const formElement = useRef<HTMLFormElement>(null);
  const showMissing = () => {
    setMissingShown(true);
    focusFirstInvalid(formElement.current);
  };
  const results = outcome?.kind === 'results' ? outcome.results : [];
  const resultOf = (charId: number) => results.find((result) => result.char === charId);

  const region = props.gameData.servers.find((server) => server.id === raid.server)?.serverRegion;
  const { expansion } = props.gameData;
  const savedUntil = (character: Character) =>
    region && isExpansionKey(expansion)
      ? raidSave(character.saves, raid, props.gameData.zones, region, expansion)?.savedUntil
      : undefined;

  const toggle = (id: number, on: boolean) =>
    setChosen((current) =>
      on ? [...current.filter((other) => other !== id), id] : current.filter((other) => other !== id),
    );
  const moveChoice = (id: number, by: -1 | 1) =>
    setChosen((current) => {
      const from = current.indexOf(id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || working) return;
    await send(false);
  };

  /** Sends the sign-up; a character saved this reset is signed up once the player confirms (issue 30). */
  const send = async (confirmSaved: boolean) => {
    setOutcome(null);
    props.onSubmitStart?.();
    const chars = chosen;
    try {
      const answer = await refreshRecords.mutateAsync({
        raid: raid.id,
        chars,
        specs: Object.fromEntries(chars.filter((id) => specs[id]).map((id) => [String(id), specs[id] ?? 0])),
        answers: Object.fromEntries(Object.entries(answers).map(([id, text]) => [id, text.trim()])),
        ...(confirmSaved ? { confirmSaved } : {}),
      });
      if ('private' in answer) setOutcome({ kind: 'private' });
      else {
        setOutcome({ kind: 'results', results: answer.results });
        // A character the raid refused is not signed up: its box is cleared, its row says why (issue 28).
        const refused = new Set(answer.results.filter((result) => !signedUp(result)).map((r) => r.char));
        setChosen((current) => current.filter((id) => !refused.has(id)));
      }
    } catch (error) {
      if (!confirmSaved && error instanceof ApiError && error.code === 'characterSaved') {
        const sure = await confirm({
          title: t('lockouts.confirmTitle'),
          body: errorText(error, language, t),
          confirmText: t('lockouts.confirmSignUp'),
        });
        if (sure) await send(true);
        return;
      }
      setOutcome({ kind: 'error', text: errorText(error, language, t) });
    }
  };

  const cancelSignUp = async () => {
    const inRoster = records.some((record) => record.slot > 0);
    if (!(await confirm({ body: t('signUp.cancelConfirm') }))) return;
    let reason: string | undefined;
    if (inRoster) {
      const typed = await askReason({
        title: t('signUp.cancelReasonTitle'),
        body: t('signUp.cancelReasonBody'),
      });
      if (typed === null) return;
      reason = typed;
    }
    try {
      await refreshRecords.mutateAsync({
        raid: raid.id,
        chars: [],
        cancel: true,
        ...(reason ? { reason } : {}),
      });
      props.onClose();
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error, language, t) });
    }
  };

  const changeStatus = (record: RaidRecord, status: SignUpStatus) =>
    setStatus.mutate(
      { record: record.id, status },
      { onError: (error) => setOutcome({ kind: 'error', text: errorText(error, language, t) }) },
    );

  // An add request names no character: the player picks one of theirs that is not in the raid yet.
  const [replacements, setReplacements] = useState<Record<number, number>>({});
  const spare = eligible.filter((character) => !records.some((entry) => entry.charID === character.id));
  const answerChange = async (record: RaidRecord, accept: boolean) => {
    let reason: string | undefined;
    if (!accept) {
      const typed = await askReason({ title: t('signUp.declineTitle'), optional: true });
      if (typed === null) return;
      reason = typed || undefined;
    }
    const char = accept ? (replacements[record.id] ?? spare[0]?.id) : undefined;
    answerRequest.mutate(
      { record: record.id, accept, ...(reason ? { reason } : {}), ...(char ? { char } : {}) },
      { onError: (error) => setOutcome({ kind: 'error', text: errorText(error, language, t) }) },
    );
  };

  if (closed) {
    return (
      <Modal.Body>
        <Alert variant="secondary" className="mb-0">
          {t('signUp.closed')}
        </Alert>
      </Modal.Body>
    );
  }

  const allowedStatuses = props.statusButtons ?? ALL_STATUSES;

  return (
    <>
      <Form
        ref={formElement}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="raid-dialog-form"
      >
        <Modal.Body>
          {outcome?.kind === 'error' && (
            <Alert variant="danger">
              <Alert.Heading as="h3" className="h6">
                {t('signUp.resultError')}
              </Alert.Heading>
              {outcome.text}
            </Alert>
          )}
          {outcome?.kind === 'private' && <Alert variant="warning">{t('signUp.private')}</Alert>}
          {outcome?.kind === 'results' && (
            <SignUpResults
              all={outcome.results}
              results={outcome.results.filter(
                (result) => !eligible.some((character) => character.id === result.char),
              )}
              onNavigate={props.onClose}
            />
          )}

          {records
            .filter((record) => record.activeChangeRequest)
            .map((record) => (
              <Alert key={record.id} variant="info" className="d-flex flex-wrap gap-2 align-items-center">
                <span className="me-auto">{t('signUp.changeRequest', { name: record.charName })}</span>
                {spare.length > 0 && (
                  <div className="sign-up-replacement">
                    <Dropdown
                      compact
                      id={`replacement-${record.id}`}
                      label={t('signUp.replacementFor', { name: record.charName })}
                      options={spare.map((character) => ({ value: character.id, label: character.name }))}
                      value={replacements[record.id] ?? spare[0]?.id ?? null}
                      onChange={(char) => {
                        if (char !== null) setReplacements((current) => ({ ...current, [record.id]: char }));
                      }}
                    />
                  </div>
                )}
                <Button size="sm" variant="success" onClick={() => void answerChange(record, true)}>
                  {t('signUp.accept')}
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => void answerChange(record, false)}>
                  {t('signUp.decline')}
                </Button>
              </Alert>
            ))}

          {eligible.length === 0 ? (
            <Alert variant="warning" className="d-flex flex-wrap gap-2 align-items-center">
              <span className="me-auto">{t('signUp.noCharacters', { server: raid.serverName })}</span>
              <Button size="sm" variant="outline-light" onClick={() => setAdding(true)}>
                {t('signUp.addChar')}
              </Button>
            </Alert>
          ) : (
            <fieldset className="raid-dialog-section">
              <legend>{t('signUp.characters', { server: raid.serverName, faction: raid.factionEng })}</legend>
              <ul className="sign-up-chars list-unstyled mb-0">
                {eligible.map((character) => {
                  const record = records.find((entry) => entry.charID === character.id);
                  const on = chosen.includes(character.id);
                  const result = resultOf(character.id);
                  const resultId = `sign-up-result-${character.id}`;
                  return (
                    <li key={character.id} className={`sign-up-char${on ? ' is-chosen' : ''}`}>
                      <Form.Check
                        type="checkbox"
                        id={`sign-up-char-${character.id}`}
                        label={
                          <span style={{ color: classColors.get(character.class) }}>{character.name}</span>
                        }
                        checked={on}
                        disabled={working}
                        isInvalid={noCharacterMarked}
                        aria-invalid={noCharacterMarked ? true : undefined}
                        aria-describedby={result ? resultId : undefined}
                        onChange={(event) => toggle(character.id, event.target.checked)}
                      />
                      <Dropdown
                        id={`sign-up-spec-${character.id}`}
                        compact
                        label={t('signUp.specFor', { name: character.name })}
                        options={specOptions(character)}
                        value={specs[character.id] ?? character.spec}
                        disabled={!on || working}
                        onChange={(spec) => {
                          if (spec !== null) setSpecs((current) => ({ ...current, [character.id]: spec }));
                        }}
                      />
                      {savedUntil(character) && <SavedUntil until={savedUntil(character) ?? ''} />}
                      {record && (
                        <span className="sign-up-slot small text-body-secondary">
                          {record.slot > 0 ? t('signUp.inRoster') : t('signUp.inList')}
                        </span>
                      )}
                      {result && <RowResult id={resultId} result={result} onNavigate={props.onClose} />}
                      {record && (
                        <StatusButtons
                          record={record}
                          allowed={allowedStatuses}
                          busy={setStatus.isPending}
                          onSet={(status) => changeStatus(record, status)}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}

          {chosen.length > 1 && (
            <ChoiceOrder
              choices={chosen.flatMap((id) => {
                const character = eligible.find((candidate) => candidate.id === id);
                return character
                  ? [{ id, name: character.name, color: classColors.get(character.class) }]
                  : [];
              })}
              disabled={working}
              onMove={moveChoice}
            />
          )}

          {props.questions.length > 0 && (
            <fieldset className="raid-dialog-section">
              <legend>{t('signUp.questions')}</legend>
              {props.questions.map((question) => (
                <Form.Group key={question.id} controlId={`sign-up-answer-${question.id}`} className="mb-2">
                  <Form.Label>{question.question}</Form.Label>
                  <Form.Control
                    value={answers[question.id] ?? ''}
                    disabled={working}
                    isInvalid={remainingCharacters(answers[question.id] ?? '', ANSWER_MAX) < 0}
                    onChange={(event) =>
                      setAnswers((current) => ({ ...current, [question.id]: event.target.value }))
                    }
                  />
                  <CharCounter text={answers[question.id] ?? ''} max={ANSWER_MAX} />
                </Form.Group>
              ))}
            </fieldset>
          )}

          {working && (
            <div className="sign-up-progress" aria-live="polite">
              <div className="small text-body-secondary mb-1">{t('signUp.checking')}</div>
              {props.progressPercent === undefined ? (
                <ProgressBar animated striped now={100} aria-label={t('signUp.checking')} />
              ) : (
                <ProgressBar
                  animated
                  now={props.progressPercent}
                  label={`${Math.round(props.progressPercent)}%`}
                  aria-label={t('signUp.checking')}
                />
              )}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <div>
            {editing && (
              <Button variant="outline-danger" onClick={() => void cancelSignUp()} disabled={working}>
                {t('signUp.cancelSignUp')}
              </Button>
            )}
          </div>
          <div className="d-flex gap-2">
            <Button variant="outline-secondary" onClick={props.onClose}>
              {t('signUp.close')}
            </Button>
            <FillTooltipButton
              id="sign-up-submit"
              incomplete={incomplete}
              missing={missing}
              onShowMissing={showMissing}
              busy={working}
            >
              {editing ? t('signUp.save') : t('signUp.signUp')}
            </FillTooltipButton>
          </div>
        </Modal.Footer>
      </Form>
      {dialogs}
      <AddCharacterDialog
        show={adding}
        onHide={() => setAdding(false)}
        initial={{ server: raid.server, faction: raid.factionID }}
      />
    </>
  );
}
