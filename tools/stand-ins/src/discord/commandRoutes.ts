/**
 * Application commands (slash commands): bulk overwrite and list, global and per guild. Checked like
 * Discord checks them, so a registration that Discord would refuse fails here too; the client page lists them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireBot } from './callers.js';
import { checkLength, FormErrors } from './formErrors.js';
import { DiscordHttpError } from './httpErrors.js';
import { snowflake } from './ids.js';
import type { Json } from './json.js';
import { findGuild } from './lookups.js';
import { API } from './paths.js';
import type { DiscordState } from './state.js';

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;
const CHAT_INPUT = 1;
/** Option types 3 string, 4 integer and 10 number may autocomplete or have choices. */
const CHOOSABLE = new Set([3, 4, 10]);
const SUBCOMMANDS = new Set([1, 2]);

type Path = Array<string | number>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkName(errors: FormErrors, path: Path, name: unknown): void {
  checkLength(errors, path, name, 32, 1, true);
  if (typeof name === 'string' && (!NAME.test(name) || name !== name.toLowerCase())) {
    errors.add(path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
  }
}

function validateOptions(errors: FormErrors, path: Path, options: unknown): void {
  if (options === undefined) return;
  if (!Array.isArray(options)) {
    errors.add(path, 'LIST_TYPE_CONVERT', 'Must be an array.');
    return;
  }
  if (options.length > 25) errors.add(path, 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
  const names = new Set<string>();
  let optionalSeen = false;
  options.forEach((option: unknown, i: number) => {
    const at = [...path, i];
    if (!isObject(option)) {
      errors.add(at, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    const type = option.type;
    if (typeof type !== 'number' || !Number.isInteger(type) || type < 1 || type > 11) {
      errors.add(
        [...at, 'type'],
        'BASE_TYPE_CHOICES',
        'Value must be one of (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11).',
      );
    }
    checkName(errors, [...at, 'name'], option.name);
    checkLength(errors, [...at, 'description'], option.description, 100, 1, true);
    if (typeof option.name === 'string') {
      if (names.has(option.name)) {
        errors.add(
          [...at, 'name'],
          'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
          'Option names must be unique',
        );
      }
      names.add(option.name);
    }
    for (const flag of ['required', 'autocomplete'] as const) {
      if (option[flag] !== undefined && typeof option[flag] !== 'boolean') {
        errors.add([...at, flag], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
      }
    }
    // Discord asks the required options first, so they must come first.
    if (option.required === true && optionalSeen) {
      errors.add(
        [...at, 'required'],
        'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        'Required options must be placed before non-required options',
      );
    }
    if (option.required !== true) optionalSeen = true;
    const choosable = typeof type === 'number' && CHOOSABLE.has(type);
    if (option.autocomplete === true && (!choosable || option.choices !== undefined)) {
      errors.add(
        [...at, 'autocomplete'],
        'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_INVALID',
        'Autocomplete cannot be set for this option',
      );
    }
    if (option.choices !== undefined) {
      if (!choosable || !Array.isArray(option.choices) || option.choices.length > 25) {
        errors.add([...at, 'choices'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
      } else {
        option.choices.forEach((choice: Json, j: number) =>
          checkLength(errors, [...at, 'choices', j, 'name'], choice?.name, 100, 1, true),
        );
      }
    }
    if (typeof type === 'number' && SUBCOMMANDS.has(type))
      validateOptions(errors, [...at, 'options'], option.options);
  });
}

function validateCommands(body: unknown): Json[] {
  const errors = new FormErrors();
  if (!Array.isArray(body)) {
    errors.add([], 'LIST_TYPE_CONVERT', 'Must be an array.');
    errors.throwIfAny();
    return [];
  }
  if (body.length > 100) errors.add([], 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.');
  const names = new Set<string>();
  body.forEach((command: unknown, i: number) => {
    if (!isObject(command)) {
      errors.add([i], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    const type = command.type ?? CHAT_INPUT;
    if (type !== 1 && type !== 2 && type !== 3) {
      errors.add([i, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2, 3).');
    }
    checkName(errors, [i, 'name'], command.name);
    // Only slash commands have a description; user and message commands show none.
    if (type === CHAT_INPUT) checkLength(errors, [i, 'description'], command.description, 100, 1, true);
    validateOptions(errors, [i, 'options'], command.options);
    const key = `${String(type)}:${String(command.name)}`;
    if (names.has(key)) {
      errors.add(
        [i, 'name'],
        'APPLICATION_COMMANDS_DUPLICATE_NAME',
        `Application command names must be unique`,
      );
    }
    names.add(key);
  });
  errors.throwIfAny();
  return body as Json[];
}

export function registerCommandRoutes(app: FastifyInstance, state: DiscordState): void {
  /** The commands' scope: '' for the global ones, else a guild the bot is in. */
  const scopeOf = (request: FastifyRequest<{ Params: { appId: string; guildId?: string } }>): string => {
    requireBot(state, request);
    if (request.params.appId !== state.clientId) {
      throw new DiscordHttpError(403, { message: 'Missing Access', code: 50001 });
    }
    return request.params.guildId === undefined ? '' : findGuild(request.params.guildId).id;
  };

  const overwrite = async (request: FastifyRequest<{ Params: { appId: string; guildId?: string } }>) => {
    const scope = scopeOf(request);
    const wanted = validateCommands(request.body);
    const before = state.commands.get(scope) ?? [];
    // A command of the same name keeps its id, as on Discord, so the app's stored ids stay right.
    const stored = wanted.map((command) => {
      const type = command.type ?? CHAT_INPUT;
      const previous = before.find((old) => old.name === command.name && old.type === type);
      return {
        id: typeof previous?.id === 'string' ? previous.id : snowflake(state),
        application_id: state.clientId,
        version: snowflake(state),
        default_member_permissions: command.default_member_permissions ?? null,
        type,
        name: command.name,
        name_localizations: command.name_localizations ?? null,
        description: typeof command.description === 'string' ? command.description : '',
        description_localizations: command.description_localizations ?? null,
        ...(scope ? { guild_id: scope } : {}),
        ...(Array.isArray(command.options) ? { options: command.options } : {}),
        nsfw: command.nsfw === true,
        integration_types: [0],
        contexts: Array.isArray(command.contexts) ? command.contexts : null,
      };
    });
    state.commands.set(scope, stored);
    return stored;
  };
  const list = async (request: FastifyRequest<{ Params: { appId: string; guildId?: string } }>) =>
    state.commands.get(scopeOf(request)) ?? [];

  app.put(`${API}/applications/:appId/commands`, overwrite);
  app.get(`${API}/applications/:appId/commands`, list);
  app.put(`${API}/applications/:appId/guilds/:guildId/commands`, overwrite);
  app.get(`${API}/applications/:appId/guilds/:guildId/commands`, list);
}

/** The commands a member sees in a guild: the global ones and that guild's. */
export function commandsIn(state: DiscordState, guildId: string): Json[] {
  return [...(state.commands.get('') ?? []), ...(state.commands.get(guildId) ?? [])];
}
