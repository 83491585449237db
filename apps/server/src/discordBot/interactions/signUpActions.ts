/**
 * Signing up from Discord (issue 15): the "Sign up" button (or /signup) shows a select menu of the player's
 * characters that fit the raid — the web's eligibility rule — and picking them runs the web's sign-up, whose
 * verdicts the answer repeats. A player with no fitting character adds one in three steps: class, spec, name.
 */
import { findSpec } from '@raid/domain/catalogue/classes';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { CHARACTER_NAME_MAX, CHARACTER_NAME_MIN } from '@raid/domain/rules/characterName';
import { eligibleCharacters } from '@raid/domain/rules/raidEligibility';
import { isSignUpOpen } from '@raid/domain/rules/raidLifecycle';
import type { SignUpResult } from '@raid/domain/schemas/record';
import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIModalInteractionResponseCallbackData,
  type APISelectMenuOption,
} from 'discord-api-types/v10';
import type { AppDeps } from '../../appDeps.js';
import type { CharacterRow } from '../../db/schema.js';
import { AppError } from '../../http/appError.js';
import { addCharacter } from '../../features/chars/service.js';
import { userCharacters } from '../../data/chars.js';
import { signUp } from '../../features/records/signUp.js';
import { userRecordsWithStatus } from '../../data/records.js';
import { escapeDiscordMarkdown as plain } from '@raid/domain/rules/discordMarkdown';
import { customId } from './customIds.js';
import type { Reply } from './interactionAnswers.js';
import { refusal, type Caller } from './interactionCaller.js';
import { expansionClass, type InteractionRaid } from './interactionRaid.js';
import type { InteractionTexts } from './interactionTexts.js';
import { fitLines } from '../discordLimits.js';

/** Discord's limit of options in one select menu. */
const MAX_OPTIONS = 25;
const MAX_LABEL = 100;
/** Discord's limit of a component's custom id. */
const MAX_CUSTOM_ID = 100;

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

function openInBrowserRow(caller: Caller, url: string): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.Button, style: ButtonStyle.Link, label: caller.texts.openInBrowser, url },
    ],
  };
}

function selectRow(id: string, placeholder: string, options: APISelectMenuOption[], maxValues = 1): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: id,
        placeholder,
        min_values: 1,
        max_values: maxValues,
        options,
      },
    ],
  };
}

function characterLabel(caller: Caller, expansion: ExpansionKey, character: CharacterRow): string {
  const spec = findSpec(expansion, character.spec);
  const gameClass = expansionClass(expansion, character.class);
  const [specName, className] =
    caller.language === 'ru' ? [spec?.name, gameClass?.name] : [spec?.nameEng, gameClass?.nameEng];
  return [character.name, [specName, className].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' — ')
    .slice(0, MAX_LABEL);
}

function noCharacters(caller: Caller, target: InteractionRaid): Reply {
  return {
    content: caller.texts.noCharacters(target.place),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            label: caller.texts.addCharacter,
            custom_id: customId({ kind: 'addCharacter', raidId: target.raid.id }),
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Link,
            label: caller.texts.myCharactersPage,
            url: target.homeUrl,
          },
        ],
      },
    ],
  };
}

/**
 * The select menu of the player's characters that fit the raid; those already signed up come chosen and first,
 * in the player's order. Discord hands the picks over in the order they were clicked (the menu itself shows
 * them in option order), and that order is the player's preference (issue 30).
 */
export async function characterChoice(
  deps: Pick<AppDeps, 'db' | 'now'>,
  caller: Caller,
  target: InteractionRaid,
): Promise<Reply> {
  if (!isSignUpOpen(target.view, deps.now())) return refusal(caller, 'signUpClosed');
  const owned = await userCharacters(deps.db, caller.user.id, target.expansion);
  const fitting = eligibleCharacters(owned, target.view);
  if (fitting.length === 0) return noCharacters(caller, target);
  const records = await userRecordsWithStatus(deps.db, target.raid.id, caller.user.id);
  const signedUp = new Set(records.map((record) => record.char_id));
  const eligible = [
    ...records.flatMap((record) => fitting.filter((character) => character.id === record.char_id)),
    ...fitting.filter((character) => !signedUp.has(character.id)),
  ].slice(0, MAX_OPTIONS);
  return {
    content: caller.texts.chooseCharacters(target.title),
    components: [
      selectRow(
        customId({ kind: 'pickCharacters', raidId: target.raid.id }),
        caller.texts.charactersPlaceholder,
        eligible.map((character) => ({
          label: characterLabel(caller, target.expansion, character),
          value: String(character.id),
          default: signedUp.has(character.id),
        })),
        eligible.length,
      ),
    ],
  };
}

function resultText(texts: InteractionTexts, result: SignUpResult): string {
  switch (result.result) {
    case 'logsBelow':
      return texts.result.logsBelow(result.logs ?? 0, result.requiredLogs);
    case 'ilvlLower':
      return texts.result.ilvlLower(result.ilvl ?? 0, result.requiredIlvl);
    case 'ilvlUnknown':
      return texts.result.ilvlUnknown(result.requiredIlvl);
    default:
      return texts.result[result.result];
  }
}

/**
 * A picked character is saved to the raid's zone this reset (issue 30): the web's question, with a button that
 * signs the same characters up anyway — or the question alone when their ids do not fit a button's custom id.
 */
function savedQuestion(caller: Caller, target: InteractionRaid, charIds: number[]): Reply {
  const id = customId({ kind: 'confirmSaved', raidId: target.raid.id, charIds });
  if (id.length > MAX_CUSTOM_ID) return refusal(caller, 'characterSaved');
  return {
    ...refusal(caller, 'characterSaved'),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            label: caller.texts.signUpAnyway,
            custom_id: id,
          },
        ],
      },
    ],
  };
}

/**
 * Signs the picked characters up, as the web's dialog does, and answers each one's verdict; a character saved
 * this reset is asked about first, as on the web.
 */
export async function signUpCharacters(
  deps: AppDeps,
  caller: Caller,
  target: InteractionRaid,
  values: readonly string[],
  confirmSaved = false,
): Promise<Reply> {
  const chars = values.map(Number).filter((value) => Number.isSafeInteger(value) && value > 0);
  if (chars.length === 0 || chars.length !== values.length) return refusal(caller, 'invalidRequest');
  let outcome;
  try {
    outcome = await signUp(deps, caller.user, target.expansion, {
      raid: target.raid.id,
      chars,
      ...(confirmSaved ? { confirmSaved } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'characterSaved')
      return savedQuestion(caller, target, chars);
    throw error;
  }
  if ('private' in outcome) return { content: caller.texts.private };
  // Numbered in the order picked: the player's order of preference.
  const lines = outcome.results.map(
    (result, index) => `${index + 1}. **${plain(result.charName)}**: ${resultText(caller.texts, result)}`,
  );
  return {
    content: fitLines({
      head: [caller.texts.results(target.title)],
      lines,
      more: (left) => caller.texts.moreOnSite(left, `<${target.url}>`),
    }),
    components: [openInBrowserRow(caller, target.url)],
  };
}

/** Step one of adding a character of the raid's realm and faction: its class. */
export function classChoice(caller: Caller, target: InteractionRaid): Reply {
  const classes = expansionCatalogue(target.expansion).classes.slice(0, MAX_OPTIONS);
  return {
    content: caller.texts.noCharacters(target.place),
    components: [
      selectRow(
        customId({ kind: 'pickClass', raidId: target.raid.id }),
        caller.texts.chooseClass,
        classes.map((gameClass) => ({
          label: caller.language === 'ru' ? gameClass.name : gameClass.nameEng,
          value: String(gameClass.id),
        })),
      ),
    ],
  };
}

/** Step two: the class's specialization. */
export function specChoice(caller: Caller, target: InteractionRaid, classId: number): Reply {
  const gameClass = expansionClass(target.expansion, classId);
  if (!gameClass) return refusal(caller, 'invalidRequest');
  return {
    content: caller.texts.noCharacters(target.place),
    components: [
      selectRow(
        customId({ kind: 'pickSpec', raidId: target.raid.id, classId }),
        caller.texts.chooseSpec,
        gameClass.specs.slice(0, MAX_OPTIONS).map((spec) => ({
          label: caller.language === 'ru' ? spec.name : spec.nameEng,
          value: String(spec.id),
        })),
      ),
    ],
  };
}

/** Step three: the name, in a modal. */
export function nameForm(
  caller: Caller,
  target: InteractionRaid,
  classId: number,
  specId: number,
): APIModalInteractionResponseCallbackData | null {
  const gameClass = expansionClass(target.expansion, classId);
  if (!gameClass?.specs.some((spec) => spec.id === specId)) return null;
  return {
    custom_id: customId({ kind: 'characterName', raidId: target.raid.id, classId, specId }),
    title: caller.texts.newCharacterTitle(target.raid.serverName),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: 'name',
            label: caller.texts.characterName,
            style: TextInputStyle.Short,
            min_length: CHARACTER_NAME_MIN,
            max_length: CHARACTER_NAME_MAX,
            required: true,
          },
        ],
      },
    ],
  };
}

/**
 * Adds the character as the web does (a name Warcraft Logs knows, not another player's), then offers the
 * sign-up's select menu with it.
 */
export async function createCharacter(
  deps: AppDeps,
  caller: Caller,
  target: InteractionRaid,
  input: { classId: number; specId: number; name: string },
): Promise<Reply> {
  const added = await addCharacter(deps, caller.user, target.expansion, {
    name: input.name.trim(),
    server: target.view.server,
    faction: target.view.faction,
    class: input.classId,
    spec: input.specId,
    spec2: 0,
  });
  if ('userID' in added) return refusal(caller, 'characterBusy');
  return characterChoice(deps, caller, target);
}
