/** A message's content, embeds and components, checked against Discord's limits and stored as Discord echoes them. */
import { normaliseComponents, validateComponents } from './components.js';
import { checkLength, FormErrors, isIsoDate } from './formErrors.js';
import { DiscordHttpError } from './httpErrors.js';
import type { Json } from './json.js';
import { discordTime } from './presenters.js';
import type { StoredMessage } from './state.js';

/**
 * Validates a message's content, embeds, components and allowed_mentions the way Discord does. Limits from
 * https://discord.com/developers/docs/resources/message (Create Message: "content: up to 2000 characters",
 * "embeds: up to 10 rich embeds (up to 6000 characters)"; Embed Limits) and the components page.
 */
export function validateMessage(body: Json): void {
  const errors = new FormErrors();
  validateMessageInto(body, errors);
  errors.throwIfAny();
}

/** validateMessage's checks, added to `errors` under `prefix` (an interaction answer's `data`). */
export function validateMessageInto(
  body: Json,
  errors: FormErrors,
  prefix: Array<string | number> = [],
): void {
  checkLength(errors, [...prefix, 'content'], body.content, 2000);
  if (body.embeds !== undefined && body.embeds !== null) validateEmbeds(body.embeds, errors, prefix);
  validateComponents(body.components, errors, prefix);
  validateAllowedMentions(body.allowed_mentions, errors, [...prefix, 'allowed_mentions']);
}

const MENTION_TYPES = ['roles', 'users', 'everyone'];
const SNOWFLAKE = /^\d{1,20}$/;

/**
 * The allowed mentions object (https://discord.com/developers/docs/resources/message#allowed-mentions-object):
 * `parse` holds only "roles", "users", "everyone"; `roles` and `users` at most 100 ids each; `parse: ["users"]`
 * with a `users` list (or "roles" with `roles`) is refused as mutually exclusive; `replied_user` a boolean.
 */
function validateAllowedMentions(value: unknown, errors: FormErrors, path: Array<string | number>): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.add(path, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    return;
  }
  const mentions = value as Json;
  const parse = mentions.parse;
  if (parse !== undefined) {
    if (!Array.isArray(parse)) errors.add([...path, 'parse'], 'LIST_TYPE_CONVERT', 'Must be an array.');
    else
      parse.forEach((type: unknown, i: number) => {
        if (typeof type !== 'string' || !MENTION_TYPES.includes(type))
          errors.add(
            [...path, 'parse', i],
            'BASE_TYPE_CHOICES',
            'Value must be one of {"roles", "users", "everyone"}.',
          );
      });
  }
  for (const list of ['roles', 'users'] as const) {
    const ids = mentions[list];
    if (ids === undefined) continue;
    if (!Array.isArray(ids)) {
      errors.add([...path, list], 'LIST_TYPE_CONVERT', 'Must be an array.');
      continue;
    }
    if (ids.length > 100)
      errors.add([...path, list], 'BASE_TYPE_MAX_LENGTH', 'Must be 100 or fewer in length.');
    ids.forEach((id: unknown, i: number) => {
      if (typeof id !== 'string' || !SNOWFLAKE.test(id))
        errors.add([...path, list, i], 'NUMBER_TYPE_COERCE', `Value "${String(id)}" is not snowflake.`);
    });
    if (Array.isArray(parse) && parse.includes(list) && ids.length > 0) {
      errors.add(
        [...path, 'parse'],
        'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
        `parse:["${list}"] and ${list}: [ids...] are mutually exclusive.`,
      );
    }
  }
  if (mentions.replied_user !== undefined && typeof mentions.replied_user !== 'boolean')
    errors.add([...path, 'replied_user'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
}

/**
 * Embed Limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits): title 256,
 * description 4096, up to 25 fields, field name 256 and value 1024, footer text 2048, author name 256; "the
 * combined sum of characters in all title, description, field.name, field.value, footer.text, and author.name
 * fields across all embeds attached to a message must not exceed 6000 characters". Up to 10 embeds a message.
 */
function validateEmbeds(embeds: unknown, errors: FormErrors, prefix: Array<string | number>): void {
  if (!Array.isArray(embeds)) {
    errors.add([...prefix, 'embeds'], 'LIST_TYPE_CONVERT', 'Must be an array.');
    return;
  }
  if (embeds.length > 10)
    errors.add([...prefix, 'embeds'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  let total = 0;
  embeds.forEach((raw: unknown, i: number) => {
    if (typeof raw !== 'object' || raw === null) {
      errors.add(
        [...prefix, 'embeds', i],
        'MODEL_TYPE_CONVERT',
        'Only dictionaries may be used in a ModelType',
      );
      return;
    }
    const embed = raw as Json;
    total += checkLength(errors, [...prefix, 'embeds', i, 'title'], embed.title, 256);
    total += checkLength(errors, [...prefix, 'embeds', i, 'description'], embed.description, 4096);
    if (embed.url !== undefined && (typeof embed.url !== 'string' || !/^https?:\/\/\S+$/.test(embed.url))) {
      errors.add([...prefix, 'embeds', i, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
    }
    if (
      embed.color !== undefined &&
      (typeof embed.color !== 'number' ||
        !Number.isInteger(embed.color) ||
        embed.color < 0 ||
        embed.color > 0xffffff)
    ) {
      errors.add(
        [...prefix, 'embeds', i, 'color'],
        'NUMBER_TYPE_MAX',
        'int value should be less than or equal to 16777215.',
      );
    }
    if (embed.timestamp !== undefined && !isIsoDate(embed.timestamp)) {
      errors.add(
        [...prefix, 'embeds', i, 'timestamp'],
        'DATE_TYPE_PARSE',
        'Could not parse timestamp. Should be ISO8601.',
      );
    }
    const footer = embed.footer as Json | undefined;
    if (footer !== undefined)
      total += checkLength(errors, [...prefix, 'embeds', i, 'footer', 'text'], footer.text, 2048, 0, true);
    const author = embed.author as Json | undefined;
    if (author !== undefined)
      total += checkLength(errors, [...prefix, 'embeds', i, 'author', 'name'], author.name, 256, 0, true);
    if (embed.fields !== undefined) {
      if (!Array.isArray(embed.fields)) {
        errors.add([...prefix, 'embeds', i, 'fields'], 'LIST_TYPE_CONVERT', 'Must be an array.');
      } else {
        if (embed.fields.length > 25) {
          errors.add(
            [...prefix, 'embeds', i, 'fields'],
            'BASE_TYPE_MAX_LENGTH',
            'Must be 25 or fewer in length.',
          );
        }
        embed.fields.forEach((field: Json, j: number) => {
          total += checkLength(
            errors,
            [...prefix, 'embeds', i, 'fields', j, 'name'],
            field?.name,
            256,
            1,
            true,
          );
          total += checkLength(
            errors,
            [...prefix, 'embeds', i, 'fields', j, 'value'],
            field?.value,
            1024,
            1,
            true,
          );
        });
      }
    }
  });
  if (total > 6000)
    errors.add([...prefix, 'embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000');
}

export function normaliseEmbeds(embeds: unknown): Json[] {
  if (!Array.isArray(embeds)) return [];
  return embeds.map((embed: Json) => ({
    type: 'rich',
    ...embed,
    ...(Array.isArray(embed.fields)
      ? { fields: embed.fields.map((field: Json) => ({ ...field, inline: field.inline === true })) }
      : {}),
  }));
}

export function refuseEmptyMessage(content: string, embeds: Json[]): void {
  if (content === '' && embeds.length === 0) {
    throw new DiscordHttpError(400, { message: 'Cannot send an empty message', code: 50006 });
  }
}

/**
 * An edit as Discord applies it (call after validating): a field left out keeps its value, so an edit without
 * `components` keeps the post's buttons and `components: []` removes them.
 */
export function updateStoredMessage(message: StoredMessage, body: Json): void {
  const content =
    'content' in body ? (typeof body.content === 'string' ? body.content : '') : message.content;
  const embeds = 'embeds' in body ? normaliseEmbeds(body.embeds) : message.embeds;
  refuseEmptyMessage(content, embeds);
  message.content = content;
  message.embeds = embeds;
  if ('components' in body) message.components = normaliseComponents(body.components);
  message.edited_timestamp = discordTime(new Date());
}
