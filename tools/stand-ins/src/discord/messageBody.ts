/** A message's content, embeds and components, checked against Discord's limits and stored as Discord echoes them. */
import { normaliseComponents, validateComponents } from './components.js';
import { checkLength, FormErrors, isIsoDate } from './formErrors.js';
import { DiscordHttpError } from './httpErrors.js';
import type { Json } from './json.js';
import { discordTime } from './presenters.js';
import type { StoredMessage } from './state.js';

/** Validates a message's content, embeds and components the way Discord does (limits of each object). */
export function validateMessage(body: Json): void {
  const errors = new FormErrors();
  checkLength(errors, ['content'], body.content, 2000);
  if (body.embeds !== undefined && body.embeds !== null) validateEmbeds(body.embeds, errors);
  validateComponents(body.components, errors);
  errors.throwIfAny();
}

function validateEmbeds(embeds: unknown, errors: FormErrors): void {
  if (!Array.isArray(embeds)) {
    errors.add(['embeds'], 'LIST_TYPE_CONVERT', 'Must be an array.');
    return;
  }
  if (embeds.length > 10) errors.add(['embeds'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  let total = 0;
  embeds.forEach((raw: unknown, i: number) => {
    if (typeof raw !== 'object' || raw === null) {
      errors.add(['embeds', i], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    const embed = raw as Json;
    total += checkLength(errors, ['embeds', i, 'title'], embed.title, 256);
    total += checkLength(errors, ['embeds', i, 'description'], embed.description, 4096);
    if (embed.url !== undefined && (typeof embed.url !== 'string' || !/^https?:\/\/\S+$/.test(embed.url))) {
      errors.add(['embeds', i, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
    }
    if (
      embed.color !== undefined &&
      (typeof embed.color !== 'number' ||
        !Number.isInteger(embed.color) ||
        embed.color < 0 ||
        embed.color > 0xffffff)
    ) {
      errors.add(
        ['embeds', i, 'color'],
        'NUMBER_TYPE_MAX',
        'int value should be less than or equal to 16777215.',
      );
    }
    if (embed.timestamp !== undefined && !isIsoDate(embed.timestamp)) {
      errors.add(
        ['embeds', i, 'timestamp'],
        'DATE_TYPE_PARSE',
        'Could not parse timestamp. Should be ISO8601.',
      );
    }
    const footer = embed.footer as Json | undefined;
    if (footer !== undefined)
      total += checkLength(errors, ['embeds', i, 'footer', 'text'], footer.text, 2048, 0, true);
    const author = embed.author as Json | undefined;
    if (author !== undefined)
      total += checkLength(errors, ['embeds', i, 'author', 'name'], author.name, 256, 0, true);
    if (embed.fields !== undefined) {
      if (!Array.isArray(embed.fields)) {
        errors.add(['embeds', i, 'fields'], 'LIST_TYPE_CONVERT', 'Must be an array.');
      } else {
        if (embed.fields.length > 25) {
          errors.add(['embeds', i, 'fields'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
        }
        embed.fields.forEach((field: Json, j: number) => {
          total += checkLength(errors, ['embeds', i, 'fields', j, 'name'], field?.name, 256, 1, true);
          total += checkLength(errors, ['embeds', i, 'fields', j, 'value'], field?.value, 1024, 1, true);
        });
      }
    }
  });
  if (total > 6000)
    errors.add(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000');
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
