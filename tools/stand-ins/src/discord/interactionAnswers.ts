/**
 * What Discord accepts as the answer to an interaction (an interaction response,
 * https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object): the
 * callback types each interaction type may use, a message answer's limits (those of any message), a modal's and
 * an autocomplete result's. An answer Discord would refuse shows "This interaction failed" to the player; the
 * stand-in reports the refusal in Discord's 400 shape (`{ code: 50035, message: 'Invalid Form Body', errors }`).
 */
import { checkLength, FormErrors } from './formErrors.js';
import type { Json } from './json.js';
import { validateMessageInto } from './messageBody.js';

const COMPONENT = 3;
const AUTOCOMPLETE = 4;
const MODAL_SUBMIT = 5;

/**
 * Callback types: 4 CHANNEL_MESSAGE_WITH_SOURCE, 5 DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, 6 DEFERRED_UPDATE_MESSAGE
 * and 7 UPDATE_MESSAGE ("only valid for component-based interactions"), 8 APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
 * (autocomplete only), 9 MODAL ("not available for MODAL_SUBMIT and PING interactions"). Autocomplete accepts
 * only type 8. A modal submitted from a component may update that component's message.
 */
function allowedTypes(interactionType: number, fromMessage: boolean): number[] {
  if (interactionType === AUTOCOMPLETE) return [8];
  if (interactionType === COMPONENT) return [4, 5, 6, 7, 9];
  if (interactionType === MODAL_SUBMIT) return fromMessage ? [4, 5, 6, 7] : [4, 5];
  return [4, 5, 9];
}

/**
 * Autocomplete result: "up to 25 choices"; a choice's name 1-100 characters, its value a string of at most
 * 100 characters or a number (application command option choice structure).
 */
function validateChoices(data: Json, errors: FormErrors): void {
  const choices = data.choices;
  if (!Array.isArray(choices)) {
    errors.add(['data', 'choices'], 'BASE_TYPE_REQUIRED', 'This field is required');
    return;
  }
  if (choices.length > 25)
    errors.add(['data', 'choices'], 'BASE_TYPE_MAX_LENGTH', 'Must be 25 or fewer in length.');
  choices.forEach((choice: Json, i: number) => {
    checkLength(errors, ['data', 'choices', i, 'name'], choice?.name, 100, 1, true);
    const value = choice?.value;
    if (typeof value === 'string') checkLength(errors, ['data', 'choices', i, 'value'], value, 100);
    else if (typeof value !== 'number')
      errors.add(['data', 'choices', i, 'value'], 'BASE_TYPE_REQUIRED', 'This field is required');
  });
}

/**
 * A modal (https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal):
 * custom_id max 100, title max 45, 1 to 5 action rows, each with one text input: custom_id max 100, style 1 or 2,
 * label max 45, min_length 0-4000, max_length 1-4000, value max 4000, placeholder max 100.
 */
function validateModal(data: Json, errors: FormErrors): void {
  checkLength(errors, ['data', 'custom_id'], data.custom_id, 100, 1, true);
  checkLength(errors, ['data', 'title'], data.title, 45, 1, true);
  const rows = data.components;
  if (!Array.isArray(rows) || rows.length < 1 || rows.length > 5) {
    errors.add(['data', 'components'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 5 in length.');
    return;
  }
  rows.forEach((row: Json, i: number) => {
    const inputs = row?.components;
    if (row?.type !== 1 || !Array.isArray(inputs) || inputs.length !== 1) {
      errors.add(['data', 'components', i], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 1 in length.');
      return;
    }
    const input = inputs[0] as Json;
    const at = ['data', 'components', i, 'components', 0];
    if (input?.type !== 4)
      errors.add([...at, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (4,).');
    checkLength(errors, [...at, 'custom_id'], input?.custom_id, 100, 1, true);
    checkLength(errors, [...at, 'label'], input?.label, 45, 1, true);
    checkLength(errors, [...at, 'placeholder'], input?.placeholder, 100);
    checkLength(errors, [...at, 'value'], input?.value, 4000);
    if (input?.style !== 1 && input?.style !== 2)
      errors.add([...at, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2).');
    for (const [key, min] of [
      ['min_length', 0],
      ['max_length', 1],
    ] as const) {
      const value = input?.[key];
      if (
        value !== undefined &&
        (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 4000)
      )
        errors.add([...at, key], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 4000.');
    }
  });
}

/** Discord's refusal of this answer, or null when it would be taken. */
export function refusalOfAnswer(
  interactionType: number,
  fromMessage: boolean,
  response: unknown,
): Json | null {
  const errors = new FormErrors();
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    errors.add([], 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    return { message: 'Invalid Form Body', code: 50035, errors: errors.errors };
  }
  const { type, data } = response as Json;
  const allowed = allowedTypes(interactionType, fromMessage);
  if (typeof type !== 'number' || !allowed.includes(type)) {
    errors.add(['type'], 'BASE_TYPE_CHOICES', `Value must be one of (${allowed.join(', ')}).`);
    return { message: 'Invalid Form Body', code: 50035, errors: errors.errors };
  }
  const body = typeof data === 'object' && data !== null ? (data as Json) : {};
  if (type === 4 || type === 7) {
    validateMessageInto(body, errors, ['data']);
    const empty =
      (typeof body.content !== 'string' || body.content === '') &&
      (!Array.isArray(body.embeds) || body.embeds.length === 0) &&
      (!Array.isArray(body.components) || body.components.length === 0);
    if (type === 4 && empty && errors.count === 0)
      return { message: 'Cannot send an empty message', code: 50006 };
  }
  if (type === 8) validateChoices(body, errors);
  if (type === 9) validateModal(body, errors);
  return errors.count > 0 ? { message: 'Invalid Form Body', code: 50035, errors: errors.errors } : null;
}
