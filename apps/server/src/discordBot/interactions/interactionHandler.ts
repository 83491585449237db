/**
 * What the app answers each interaction Discord delivers (issue 15): a click or pick on the raid post or on our
 * own ephemeral answers, a modal's submit, a slash command and its autocomplete. Every change goes through the
 * web's services, so the rules, the live events of open pages and the post's coalesced edit are the same.
 */
import {
  ApplicationCommandOptionType,
  ComponentType,
  InteractionResponseType,
  InteractionType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIChatInputApplicationCommandInteraction,
  type APIInteraction,
  type APIInteractionResponse,
  type APIMessageComponentInteraction,
  type APIModalSubmitInteraction,
} from 'discord-api-types/v10';
import { errorCatalogue } from '@raid/domain/errors/catalogue';
import { REASON_MAX } from '@raid/domain/rules/textLimits';
import type { AppDeps } from '../../appDeps.js';
import { AppError } from '../../http/appError.js';
import { cancelFromPost, cancelWithReason } from './cancelActions.js';
import { parseCustomId } from './customIds.js';
import { answer, answerWithinWindow, modal, type Reply } from './interactionAnswers.js';
import { callerOf, refusal, type Caller } from './interactionCaller.js';
import { refusedBeforeWork } from './interactionGuard.js';
import type { InteractionLimit } from './interactionLimit.js';
import { findInteractionRaid, type InteractionRaid } from './interactionRaid.js';
import {
  characterChoice,
  classChoice,
  createCharacter,
  nameForm,
  signUpCharacters,
  specChoice,
} from './signUpActions.js';
import { listCharacters, listRaids, RAID_OPTION, raidChoices } from './slashCommands.js';
import { statusFromPost, statusOfRecord } from './statusActions.js';

export interface InteractionDeps extends AppDeps {
  log: (message: string, error: unknown) => void;
  /** Work still running after this long is deferred (Discord waits 3 s for the first answer). */
  deferAfterMs: number;
  /** The per-user limit, one per app (interactionLimit.ts). */
  userLimit: InteractionLimit;
}

/** A refusal of the rules in the catalogue's text; anything else is logged and answered briefly. */
function refusalOf(deps: InteractionDeps, caller: Caller, error: unknown): Reply {
  if (error instanceof AppError) return refusal(caller, error.code);
  deps.log('an interaction failed', error);
  return refusal(caller, 'databaseUnavailable');
}

function replyOf(deps: InteractionDeps, caller: Caller, work: Promise<Reply>): Promise<Reply> {
  return work.catch((error: unknown) => refusalOf(deps, caller, error));
}

/** The one value a single-choice select menu sent, as an id. */
function chosenId(values: readonly string[]): number | null {
  const value = Number(values[0]);
  return values.length === 1 && Number.isSafeInteger(value) && value > 0 ? value : null;
}

function modalValue(interaction: APIModalSubmitInteraction, id: string): string {
  for (const row of interaction.data.components) {
    if (row.type !== ComponentType.ActionRow) continue;
    for (const input of row.components) if (input.custom_id === id) return input.value;
  }
  return '';
}

async function componentAnswer(
  deps: InteractionDeps,
  caller: Caller,
  interaction: APIMessageComponentInteraction,
): Promise<APIInteractionResponse> {
  const action = parseCustomId(interaction.data.custom_id);
  const target = action && (await findInteractionRaid(deps, caller, action.raidId));
  if (!action) return answer(interaction, { content: caller.texts.unknownAction });
  if (!target) return answer(interaction, refusal(caller, 'raidNotFound'));
  const values =
    interaction.data.component_type === ComponentType.StringSelect ? interaction.data.values : [];
  const chosen = chosenId(values);
  const reply = (work: Promise<Reply>) => answerWithinWindow(deps, interaction, replyOf(deps, caller, work));

  switch (action.kind) {
    case 'signUp':
      return reply(characterChoice(deps, caller, target));
    case 'pickCharacters':
      return reply(signUpCharacters(deps, caller, target, values));
    case 'confirmSaved':
      return reply(signUpCharacters(deps, caller, target, action.charIds.map(String), true));
    case 'status':
      return reply(statusFromPost(deps, caller, target, action.status));
    case 'recordStatus':
      return reply(statusOfRecord(deps, caller, target, action.recordId, action.status));
    case 'cancel': {
      const outcome = await cancelFromPost(deps, caller, target).catch((error: unknown) =>
        refusalOf(deps, caller, error),
      );
      return 'modal' in outcome ? modal(outcome.modal) : answer(interaction, outcome);
    }
    case 'addCharacter':
      return answer(interaction, classChoice(caller, target));
    case 'pickClass':
      return answer(interaction, specChoice(caller, target, chosen ?? 0));
    case 'pickSpec': {
      const form = chosen === null ? null : nameForm(caller, target, action.classId, chosen);
      return form ? modal(form) : answer(interaction, refusal(caller, 'invalidRequest'));
    }
    default:
      return answer(interaction, { content: caller.texts.unknownAction });
  }
}

async function modalAnswer(
  deps: InteractionDeps,
  caller: Caller,
  interaction: APIModalSubmitInteraction,
): Promise<APIInteractionResponse> {
  const action = parseCustomId(interaction.data.custom_id);
  const target = action && (await findInteractionRaid(deps, caller, action.raidId));
  if (!action) return answer(interaction, { content: caller.texts.unknownAction });
  if (!target) return answer(interaction, refusal(caller, 'raidNotFound'));
  const reply = (work: Promise<Reply>) => answerWithinWindow(deps, interaction, replyOf(deps, caller, work));
  if (action.kind === 'cancelReason')
    return reply(
      cancelWithReason(deps, caller, target, modalValue(interaction, 'reason').slice(0, REASON_MAX)),
    );
  if (action.kind === 'characterName')
    return reply(
      createCharacter(deps, caller, target, {
        classId: action.classId,
        specId: action.specId,
        name: modalValue(interaction, 'name'),
      }),
    );
  return answer(interaction, { content: caller.texts.unknownAction });
}

/** The raid a /signup names, when it is one of this Discord server's. */
async function raidOfServer(
  deps: InteractionDeps,
  caller: Caller,
  guildId: string,
  raidId: unknown,
): Promise<InteractionRaid | null> {
  if (typeof raidId !== 'number' || !Number.isSafeInteger(raidId) || raidId < 1 || raidId > 2_147_483_647)
    return null;
  const target = await findInteractionRaid(deps, caller, raidId);
  return target && target.view.discord_server === guildId ? target : null;
}

async function commandAnswer(
  deps: InteractionDeps,
  caller: Caller,
  interaction: APIChatInputApplicationCommandInteraction,
): Promise<APIInteractionResponse> {
  const reply = (work: Promise<Reply>) => answerWithinWindow(deps, interaction, replyOf(deps, caller, work));
  const guildId = interaction.guild_id;
  switch (interaction.data.name) {
    case 'mychars':
      return reply(listCharacters(deps, caller));
    case 'raids':
      return guildId
        ? reply(listRaids(deps, caller, guildId))
        : answer(interaction, { content: caller.texts.serverOnly });
    case 'signup': {
      if (!guildId) return answer(interaction, { content: caller.texts.serverOnly });
      const option = interaction.data.options?.find((candidate) => candidate.name === RAID_OPTION);
      const raidId = option?.type === ApplicationCommandOptionType.Integer ? option.value : undefined;
      const target = await raidOfServer(deps, caller, guildId, raidId);
      if (!target) return answer(interaction, refusal(caller, 'raidNotFound'));
      return reply(characterChoice(deps, caller, target));
    }
    default:
      return answer(interaction, { content: caller.texts.unknownAction });
  }
}

async function autocompleteAnswer(
  deps: InteractionDeps,
  caller: Caller,
  interaction: APIApplicationCommandAutocompleteInteraction,
): Promise<APIInteractionResponse> {
  const focused = interaction.data.options.find((option) => 'focused' in option && option.focused);
  const typed = focused && 'value' in focused ? String(focused.value) : '';
  const choices = interaction.guild_id ? await raidChoices(deps, caller, interaction.guild_id, typed) : [];
  return { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices } };
}

export async function handleInteraction(
  deps: InteractionDeps,
  interaction: APIInteraction,
): Promise<APIInteractionResponse> {
  if (interaction.type === InteractionType.Ping) return { type: InteractionResponseType.Pong };
  const discordUser = interaction.member?.user ?? interaction.user;
  if (!discordUser) return answer(interaction, { content: errorCatalogue.invalidRequest.en });
  const refused = await refusedBeforeWork(deps, interaction, discordUser.id);
  if (refused) return refused;
  const caller = await callerOf(deps.db, discordUser, interaction.locale, deps.now());
  switch (interaction.type) {
    case InteractionType.MessageComponent:
      return componentAnswer(deps, caller, interaction);
    case InteractionType.ModalSubmit:
      return modalAnswer(deps, caller, interaction);
    case InteractionType.ApplicationCommand:
      return interaction.data.type === 1
        ? commandAnswer(deps, caller, interaction as APIChatInputApplicationCommandInteraction)
        : answer(interaction, { content: caller.texts.unknownAction });
    case InteractionType.ApplicationCommandAutocomplete:
      return autocompleteAnswer(deps, caller, interaction);
    default:
      return answer(interaction, { content: caller.texts.unknownAction });
  }
}
