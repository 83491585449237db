import {
  allowsBuyers,
  clampRequiredIlvl,
  clampRequiredLogs,
  findZone,
  isStartAllowed,
  MAX_ZONES,
  minimumStart,
  missingRaidFields,
  needsDifficulty,
  needsSize,
  withLootSystem,
  withZones,
} from '@raid/domain/rules/raidForm';
import { eligibleCharacters } from '@raid/domain/rules/raidEligibility';
import { SUBMIT_RESET_MS } from '@raid/domain/rules/interfaceConstants';
import { COMMENT_MAX } from '@raid/domain/rules/textLimits';
import type { Character } from '@raid/domain/schemas/character';
import type { DiscordServer, GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { RefreshRaidAnswer } from '@raid/domain/schemas/raid';
import type { User } from '@raid/domain/schemas/user';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Col, FloatingLabel, Form, Modal, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useSaveAutoRaid, useSaveRaid } from '../../api/raidSave.js';
import { localName } from '../../i18n/localName.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { GameImage } from '../../ui/gameIcons/GameImage.js';
import { AddCharacterDialog } from '../../ui/character-dialogs/AddCharacterDialog.js';
import { namedOptions, serverOptions } from '../../ui/dropdown/catalogueOptions.js';
import { CharCounter } from '../../ui/confirm/CharCounter.js';
import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { FillTooltipButton } from '../../ui/FillTooltipButton.js';
import { loadChoices, saveChoices } from './rememberedChoices.js';
import {
  autoRaidPayload,
  emptyForm,
  fromLocalInput,
  raidPayload,
  toLocalInput,
  type RaidDialogForm,
} from './raidFormState.js';

export type RaidDialogMode =
  | { kind: 'create' }
  | { kind: 'edit'; id: number }
  | { kind: 'createTemplate' }
  | { kind: 'editTemplate'; id: number };

interface RaidFormProps {
  mode: RaidDialogMode;
  user: User;
  gameData: GameDataAnswer;
  discordServers: DiscordServer[];
  characters: Character[];
  initial: RaidDialogForm | undefined;
  raidCanceled?: boolean;
  onClose: () => void;
  onTemplateSaved: () => void;
  /** The clock, for tests. */
  now?: () => Date;
}

type Outcome = { kind: 'error'; text: string } | { kind: 'exist'; id: number } | null;

function Select(props: {
  id: string;
  label: string;
  value: string | number | null;
  disabled?: boolean;
  invalid?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FloatingLabel controlId={props.id} label={props.label}>
      <Form.Select
        value={props.value ?? ''}
        disabled={props.disabled}
        isInvalid={props.invalid}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.placeholder ?? '—'}</option>
        {props.children}
      </Form.Select>
    </FloatingLabel>
  );
}

const numberOrNull = (value: string) => (value ? Number(value) : null);

export function RaidForm(props: RaidFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { gameData, mode } = props;
  const now = props.now ?? (() => new Date());
  const template = mode.kind === 'createTemplate' || mode.kind === 'editTemplate';
  const creating = mode.kind === 'create' || mode.kind === 'createTemplate';
  const lockedCatalogue = mode.kind === 'editTemplate';
  const useDiscordEvents = Boolean(props.user.useDiscordEvents && props.user.premium);

  const [form, setForm] = useState<RaidDialogForm>(() => {
    if (props.initial) return props.initial;
    const remembered = { ...emptyForm, ...loadChoices(gameData.expansion) };
    return {
      ...remembered,
      // A remembered Discord server the user no longer leads is dropped rather than shown unselectable.
      discordServer: props.discordServers.some((server) => server.id === remembered.discordServer)
        ? remembered.discordServer
        : null,
      server: remembered.server ?? props.user.preferredServer,
      lootSystem: remembered.lootSystem ?? props.user.preferredLootSystem,
    };
  });
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [adding, setAdding] = useState(false);
  const saveRaid = useSaveRaid();
  const saveAutoRaid = useSaveAutoRaid();
  const { confirm, askReason, dialogs } = useConfirm();
  const original = props.initial;

  const update = (changes: Partial<RaidDialogForm>) => setForm((current) => ({ ...current, ...changes }));
  const firstZone = findZone(gameData.zones, form.zones[0]);
  const missing = missingRaidFields(form, { zones: gameData.zones, template, useDiscordEvents });
  const start = fromLocalInput(form.date);
  const startAllowed = template || !start || isStartAllowed(start, now(), creating ? 'create' : 'edit');
  const incomplete = missing.length > 0 || !startAllowed;
  const isMissing = (field: (typeof missing)[number]) => outcome !== null && missing.includes(field);

  const characters = useMemo(
    () =>
      form.server === null || form.faction === null
        ? []
        : eligibleCharacters(props.characters, { server: form.server, faction: form.faction }),
    [props.characters, form.server, form.faction],
  );
  const leaderServers = props.discordServers.filter(
    (server) => server.leader || server.id === original?.discordServer,
  );
  const discordServer = props.discordServers.find((server) => server.id === form.discordServer);
  const zoneOptions = [...gameData.zones]
    .sort((a, b) => Number(a.notRelevant) - Number(b.notRelevant))
    .map((zone) => ({
      value: zone.id,
      label: localName(zone, language),
      keywords: `${zone.name} ${zone.nameEng}`,
      badge: zone.dontAskLogs ? t('raidDialog.withoutLogs') : undefined,
      // Decorative: the zone's name is written beside it.
      icon: <GameImage image={zone.image} />,
    }));

  const setZone = (index: number, zone: number | null) => {
    const ids = [...form.zones];
    if (zone !== null) ids[index] = zone;
    else ids.splice(index);
    setForm((current) => withZones(current, ids, gameData.zones));
  };

  const finish = async (send: () => Promise<RefreshRaidAnswer>, onSuccess: () => void) => {
    setSubmitting(true);
    setOutcome(null);
    try {
      const answer = await send();
      if ('success' in answer) {
        onSuccess();
        return;
      }
      if ('exist' in answer) setOutcome({ kind: 'exist', id: answer.exist });
      else setOutcome({ kind: 'error', text: answer.error });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error, language, t) });
    } finally {
      setTimeout(() => setSubmitting(false), SUBMIT_RESET_MS);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (incomplete || submitting) return;
    if (template) {
      const id = mode.kind === 'editTemplate' ? mode.id : undefined;
      await finish(
        () => saveAutoRaid.mutateAsync(autoRaidPayload(form, gameData.zones, id, now())),
        () => {
          props.onClose();
          props.onTemplateSaved();
        },
      );
      return;
    }
    if (mode.kind === 'edit') {
      const rescheduled = original?.date !== form.date && start !== null;
      let reason: string | null = null;
      if (rescheduled) {
        const dateText = start.toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' });
        const ok = await confirm({
          title: t('raidDialog.rescheduleTitle'),
          body: t('raidDialog.rescheduleConfirm', { date: dateText }),
        });
        if (!ok) return;
        reason = await askReason({ title: t('raidDialog.rescheduleReasonTitle') });
        if (reason === null) return;
      }
      await finish(
        () =>
          saveRaid.mutateAsync(
            raidPayload(form, gameData.zones, {
              id: mode.id,
              ...(rescheduled ? { changeDate: true, reason: reason ?? '' } : {}),
            }),
          ),
        props.onClose,
      );
      return;
    }
    await finish(
      () => saveRaid.mutateAsync(raidPayload(form, gameData.zones)),
      () => {
        saveChoices(gameData.expansion, form);
        props.onClose();
      },
    );
  };

  const cancelRaid = async () => {
    if (mode.kind !== 'edit') return;
    const ok = await confirm({ body: t('raidDialog.cancelConfirm'), danger: true });
    if (!ok) return;
    const reason = await askReason({ title: t('raidDialog.cancelReasonTitle') });
    if (reason === null) return;
    await finish(() => saveRaid.mutateAsync({ id: mode.id, canceled: 1, reason }), props.onClose);
  };

  const named = (items: Array<{ id: number; name: string; nameEng: string }>) =>
    items.map((item) => (
      <option key={item.id} value={item.id}>
        {localName(item, language)}
      </option>
    ));
  const gearLabel = gameData.gearScore ? t('raidDialog.requiredGearScore') : t('raidDialog.requiredIlvl');

  return (
    <>
      <Form onSubmit={(event) => void submit(event)} noValidate className="raid-dialog-form">
        <Modal.Body>
          {outcome?.kind === 'error' && <Alert variant="danger">{outcome.text}</Alert>}
          {outcome?.kind === 'exist' && (
            <Alert variant="warning">
              {t('raidDialog.exists')}{' '}
              <Link to={`/raids/${outcome.id}`} onClick={props.onClose}>
                {t('raidDialog.openExisting')}
              </Link>
            </Alert>
          )}
          <fieldset className="raid-dialog-section">
            <legend>{t('raidDialog.sectionRaid')}</legend>
            <Row className="g-2">
              <Col sm={8}>
                <Dropdown
                  id="raid-server"
                  label={t('raidDialog.server')}
                  options={serverOptions(gameData.servers, props.user.preferredServer)}
                  value={form.server}
                  disabled={lockedCatalogue}
                  invalid={isMissing('server')}
                  onChange={(server) => update({ server, char: null })}
                />
              </Col>
              <Col sm={4}>
                <Dropdown
                  id="raid-faction"
                  label={t('raidDialog.faction')}
                  options={namedOptions(gameData.factions, language)}
                  value={form.faction}
                  disabled={lockedCatalogue}
                  invalid={isMissing('faction')}
                  onChange={(faction) => update({ faction, char: null })}
                />
              </Col>
              {Array.from({ length: Math.min(form.zones.length + 1, MAX_ZONES) }, (_, index) => (
                <Col sm={4} key={index}>
                  <Dropdown
                    id={`raid-zone-${index + 1}`}
                    label={
                      index === 0 ? t('raidDialog.zone') : t('raidDialog.extraZone', { number: index + 1 })
                    }
                    options={zoneOptions.filter(
                      (zone) => zone.value === form.zones[index] || !form.zones.includes(zone.value),
                    )}
                    emptyLabel={index === 0 ? undefined : t('raidDialog.noZone')}
                    value={form.zones[index] ?? null}
                    disabled={lockedCatalogue}
                    invalid={index === 0 && isMissing('zone')}
                    onChange={(zone) => setZone(index, zone)}
                  />
                </Col>
              ))}
            </Row>
            <Row className="g-2 mt-0">
              <Col sm={4}>
                <Select
                  id="raid-size"
                  label={t('raidDialog.size')}
                  value={form.size}
                  disabled={lockedCatalogue || !needsSize(firstZone)}
                  invalid={isMissing('size')}
                  onChange={(value) => update({ size: numberOrNull(value) })}
                >
                  {(firstZone?.sizes ?? []).map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </Select>
              </Col>
              <Col sm={4}>
                <Select
                  id="raid-difficulty"
                  label={t('raidDialog.difficulty')}
                  value={form.difficulty}
                  disabled={lockedCatalogue || !needsDifficulty(firstZone)}
                  invalid={isMissing('difficulty')}
                  onChange={(value) => update({ difficulty: numberOrNull(value) })}
                >
                  {named(gameData.difficulties)}
                </Select>
              </Col>
              <Col sm={4}>
                <Dropdown
                  id="raid-loot"
                  label={t('raidDialog.lootSystem')}
                  options={namedOptions(gameData.lootSystems, language, props.user.preferredLootSystem)}
                  value={form.lootSystem}
                  invalid={isMissing('lootSystem')}
                  onChange={(lootSystem) => {
                    if (lootSystem !== null) setForm((current) => withLootSystem(current, lootSystem));
                  }}
                />
              </Col>
            </Row>
          </fieldset>

          <fieldset className="raid-dialog-section">
            <legend>{t('raidDialog.sectionStart')}</legend>
            {template ? (
              <Row className="g-2">
                <Col sm={6}>
                  <Select
                    id="raid-day"
                    label={t('raidDialog.dayOfWeek')}
                    value={form.startDayOfWeek}
                    invalid={isMissing('start')}
                    onChange={(value) => update({ startDayOfWeek: value === '' ? null : Number(value) })}
                  >
                    {named(gameData.daysOfWeek)}
                  </Select>
                </Col>
                <Col sm={6}>
                  <FloatingLabel controlId="raid-time" label={t('raidDialog.time')}>
                    <Form.Control
                      type="time"
                      step={300}
                      value={form.startTime ?? ''}
                      isInvalid={isMissing('start')}
                      onChange={(event) => update({ startTime: event.target.value || null })}
                    />
                  </FloatingLabel>
                </Col>
              </Row>
            ) : (
              <FloatingLabel controlId="raid-date" label={t('raidDialog.date')}>
                <Form.Control
                  type="datetime-local"
                  value={form.date ?? ''}
                  min={creating ? toLocalInput(minimumStart(now())) : undefined}
                  isInvalid={isMissing('start') || !startAllowed}
                  onChange={(event) => update({ date: event.target.value || null })}
                />
                <Form.Control.Feedback type="invalid">{t('raidDialog.startTooSoon')}</Form.Control.Feedback>
              </FloatingLabel>
            )}
          </fieldset>

          <fieldset className="raid-dialog-section">
            <legend>{t('raidDialog.sectionRequirements')}</legend>
            <Row className="g-2 align-items-center">
              <Col sm={4}>
                <FloatingLabel controlId="raid-logs" label={t('raidDialog.requiredLogs')}>
                  <Form.Control
                    inputMode="numeric"
                    value={firstZone?.dontAskLogs ? 0 : form.requiredLogs}
                    disabled={firstZone?.dontAskLogs}
                    isInvalid={isMissing('requirements')}
                    onChange={(event) =>
                      update({ requiredLogs: clampRequiredLogs(event.target.value, firstZone) })
                    }
                  />
                </FloatingLabel>
              </Col>
              <Col sm={4}>
                <FloatingLabel controlId="raid-ilvl" label={gearLabel}>
                  <Form.Control
                    inputMode="numeric"
                    value={form.requiredIlvl}
                    isInvalid={isMissing('requirements')}
                    onChange={(event) =>
                      update({ requiredIlvl: clampRequiredIlvl(event.target.value, gameData.gearScore) })
                    }
                  />
                </FloatingLabel>
              </Col>
              <Col sm={4}>
                <Form.Check
                  type="switch"
                  id="raid-byers"
                  label={t('raidDialog.byers')}
                  checked={form.byers}
                  disabled={!allowsBuyers(form.lootSystem)}
                  onChange={(event) => update({ byers: event.target.checked })}
                />
              </Col>
            </Row>
            {missing.includes('requirements') && (
              <div className="form-text">{t('raidDialog.requirementsHint')}</div>
            )}
          </fieldset>

          <fieldset className="raid-dialog-section">
            <legend>{t('raidDialog.sectionDiscord')}</legend>
            {leaderServers.length === 0 && <Alert variant="info">{t('raidDialog.noDiscordServers')}</Alert>}
            <Row className="g-2">
              <Col sm={4}>
                <Select
                  id="raid-discord-server"
                  label={t('raidDialog.discordServer')}
                  value={form.discordServer}
                  invalid={isMissing('discordServer')}
                  onChange={(value) =>
                    update({ discordServer: value || null, discordChannel: null, discordVoiceChannel: null })
                  }
                >
                  {leaderServers.map((server) => (
                    <option key={server.id} value={server.id}>
                      {server.name}
                    </option>
                  ))}
                </Select>
              </Col>
              <Col sm={4}>
                <Select
                  id="raid-channel"
                  label={t('raidDialog.channel')}
                  value={form.discordChannel}
                  disabled={!discordServer}
                  invalid={isMissing('discordChannel')}
                  onChange={(value) => update({ discordChannel: value || null })}
                >
                  {(discordServer?.channels ?? []).map((channel) => (
                    <option key={channel.id} value={channel.id} disabled={channel.disabled}>
                      # {channel.name}
                    </option>
                  ))}
                </Select>
              </Col>
              <Col sm={4}>
                <Select
                  id="raid-voice"
                  label={
                    useDiscordEvents ? t('raidDialog.voiceChannelRequired') : t('raidDialog.voiceChannel')
                  }
                  value={form.discordVoiceChannel}
                  disabled={!discordServer}
                  invalid={isMissing('discordVoiceChannel')}
                  onChange={(value) => update({ discordVoiceChannel: value || null })}
                >
                  {(discordServer?.voiceChannels ?? []).map((channel) => (
                    <option key={channel.id} value={channel.id} disabled={channel.disabled}>
                      {channel.name}
                    </option>
                  ))}
                </Select>
              </Col>
            </Row>
          </fieldset>

          <fieldset className="raid-dialog-section">
            <legend>{t('raidDialog.sectionLeader')}</legend>
            <Row className="g-2 align-items-center">
              <Col sm={6}>
                <Select
                  id="raid-char"
                  label={t('raidDialog.character')}
                  value={form.char}
                  disabled={!form.server || !form.faction}
                  invalid={isMissing('char')}
                  onChange={(value) => update({ char: numberOrNull(value) })}
                >
                  {characters.map((character) => (
                    <option key={character.id} value={character.id}>
                      {character.name}
                    </option>
                  ))}
                </Select>
                {form.server && form.faction && characters.length === 0 && (
                  <div className="form-text text-warning">
                    {t('raidDialog.noCharacters')}{' '}
                    <Button
                      variant="link"
                      size="sm"
                      className="p-0 align-baseline"
                      onClick={() => setAdding(true)}
                    >
                      {t('raidDialog.addChar')}
                    </Button>
                  </div>
                )}
              </Col>
              <Col sm={6}>
                <Select
                  id="raid-record-mode"
                  label={t('raidDialog.recordMode')}
                  value={form.recordMode}
                  placeholder={undefined}
                  onChange={(value) => update({ recordMode: Number(value) || 0 })}
                >
                  {named(gameData.recordModes)}
                </Select>
              </Col>
              <Col sm={6}>
                <Form.Check
                  type="switch"
                  id="raid-everyone"
                  label={t('raidDialog.everyone')}
                  checked={form.everyone}
                  onChange={(event) => update({ everyone: event.target.checked })}
                />
              </Col>
              <Col sm={6}>
                <Form.Check
                  type="switch"
                  id="raid-private"
                  label={t('raidDialog.private')}
                  checked={form.private}
                  onChange={(event) => update({ private: event.target.checked })}
                />
              </Col>
            </Row>
            <Form.Group controlId="raid-comment" className="mt-3">
              <Form.Label>{t('raidDialog.comment')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={form.comment}
                isInvalid={[...form.comment].length > COMMENT_MAX}
                onChange={(event) => update({ comment: event.target.value })}
              />
              <CharCounter text={form.comment} max={COMMENT_MAX} />
            </Form.Group>
          </fieldset>
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <div>
            {mode.kind === 'edit' && !props.raidCanceled && (
              <Button variant="outline-danger" onClick={() => void cancelRaid()} disabled={submitting}>
                {t('raidDialog.cancelRaid')}
              </Button>
            )}
          </div>
          <div className="d-flex gap-2">
            <Button variant="outline-secondary" onClick={props.onClose}>
              {t('raidDialog.close')}
            </Button>
            <FillTooltipButton
              id="raid-save"
              incomplete={incomplete || [...form.comment].length > COMMENT_MAX}
              busy={submitting}
            >
              {creating ? t('raidDialog.create') : t('raidDialog.save')}
            </FillTooltipButton>
          </div>
        </Modal.Footer>
      </Form>
      {dialogs}
      <AddCharacterDialog
        show={adding}
        onHide={() => setAdding(false)}
        initial={{ server: form.server ?? undefined, faction: form.faction ?? undefined }}
      />
    </>
  );
}
