import { eligibleCharacters } from '@raid/domain/rules/raidEligibility';
import { findZone, isStartAllowed, missingRaidFields, type RaidField } from '@raid/domain/rules/raidForm';
import { COMMENT_MAX } from '@raid/domain/rules/textLimits';
import type { Character } from '@raid/domain/schemas/character';
import type { DiscordServer, GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { User } from '@raid/domain/schemas/user';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { Link } from 'react-router';
import { AddCharacterDialog } from '../../ui/character-dialogs/AddCharacterDialog.js';
import { FillTooltipButton, focusFirstInvalid } from '../../ui/FillTooltipButton.js';
import { DiscordSection } from './DiscordSection.js';
import { LeaderSection } from './LeaderSection.js';
import { RaidPlaceSection } from './RaidPlaceSection.js';
import { RequirementsSection } from './RequirementsSection.js';
import { ScheduleSection } from './ScheduleSection.js';
import { loadChoices } from './rememberedChoices.js';
import { emptyForm, fromLocalInput, type RaidDialogForm, type RaidDialogMode } from './raidFormState.js';
import { useRaidFormSave } from './useRaidFormSave.js';

/** The label each missing field is named by in 'Fill in all fields! Missing: …'. */
const fieldLabels = {
  server: 'raidDialog.server',
  faction: 'raidDialog.faction',
  zone: 'raidDialog.zone',
  size: 'raidDialog.size',
  difficulty: 'raidDialog.difficulty',
  lootSystem: 'raidDialog.lootSystem',
  start: 'raidDialog.sectionStart',
  discordServer: 'raidDialog.discordServer',
  discordChannel: 'raidDialog.channel',
  char: 'raidDialog.character',
  discordVoiceChannel: 'raidDialog.voiceChannel',
  requirements: 'raidDialog.sectionRequirements',
} as const satisfies Record<RaidField, string>;

export type { RaidDialogMode } from './raidFormState.js';

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

/**
 * The raid dialog's form in its four modes (create or edit a raid, create or edit a weekly template): the
 * sections, the save and cancel buttons, and what the answer says.
 */
export function RaidForm(props: RaidFormProps) {
  const t = useT();
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
  const [adding, setAdding] = useState(false);
  const original = props.initial;

  const update = (changes: Partial<RaidDialogForm>) => setForm((current) => ({ ...current, ...changes }));
  const firstZone = findZone(gameData.zones, form.zones[0]);
  const missing = missingRaidFields(form, { zones: gameData.zones, template, useDiscordEvents });
  const start = fromLocalInput(form.date);
  const startAllowed = template || !start || isStartAllowed(start, now(), creating ? 'create' : 'edit');
  const incomplete = missing.length > 0 || !startAllowed;
  const { submit, cancelRaid, submitting, outcome, dialogs } = useRaidFormSave({
    mode,
    form,
    original,
    gameData,
    start,
    incomplete,
    now,
    onClose: props.onClose,
    onTemplateSaved: props.onTemplateSaved,
  });
  // The marks show after a try to save, or once the user asks the disabled button what is missing.
  const [missingShown, setMissingShown] = useState(false);
  const marked = outcome !== null || missingShown;
  const isMissing = (field: RaidField) => marked && missing.includes(field);
  const isFilled = (field: RaidField) => marked && !missing.includes(field);
  const formElement = useRef<HTMLFormElement>(null);
  const showMissing = () => {
    setMissingShown(true);
    focusFirstInvalid(formElement.current);
  };
  const section = { form, update, isMissing, isFilled };

  const characters = useMemo(
    () =>
      form.server === null || form.faction === null
        ? []
        : eligibleCharacters(props.characters, { server: form.server, faction: form.faction }),
    [props.characters, form.server, form.faction],
  );

  return (
    <>
      <Form
        ref={formElement}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="raid-dialog-form"
      >
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
          <RaidPlaceSection
            {...section}
            gameData={gameData}
            user={props.user}
            firstZone={firstZone}
            locked={lockedCatalogue}
            setForm={setForm}
          />
          <ScheduleSection
            {...section}
            daysOfWeek={gameData.daysOfWeek}
            template={template}
            creating={creating}
            startAllowed={startAllowed}
            now={now}
          />
          <RequirementsSection
            {...section}
            firstZone={firstZone}
            gearScore={gameData.gearScore}
            hint={missing.includes('requirements')}
          />
          <DiscordSection
            {...section}
            discordServers={props.discordServers}
            savedServer={original?.discordServer}
            useDiscordEvents={useDiscordEvents}
          />
          <LeaderSection
            {...section}
            characters={characters}
            recordModes={gameData.recordModes}
            onAddCharacter={() => setAdding(true)}
          />
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
              missing={missing.map((field) => t(fieldLabels[field]))}
              onShowMissing={showMissing}
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
