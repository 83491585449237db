/**
 * Message components (API v10, the classic layout): action rows holding up to five buttons or one string
 * select. Checked against Discord's limits, so an app that builds an invalid post fails here as it would there.
 * Limits from https://discord.com/developers/docs/components/reference (discord-api-docs
 * docs/interactions/Message_Components.md): "Messages can have up to 5 Action Rows", "An Action Row can contain
 * up to 5 buttons" or "a single select component"; custom_id "max 100 characters"; button label max 80; a string
 * select's placeholder max 150, min_values 0-25, max_values 1-25, options "max 25"; an option's label, value and
 * description max 100 characters each.
 */
import { checkLength, type FormErrors } from './formErrors.js';
import type { Json } from './json.js';

const ACTION_ROW = 1;
const BUTTON = 2;
const STRING_SELECT = 3;
const LINK_STYLE = 5;
const MAX_ROWS = 5;
const MAX_BUTTONS = 5;
const MAX_OPTIONS = 25;

type Path = Array<string | number>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkCount(errors: FormErrors, path: Path, value: unknown, min: number, max: number): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
  } else if (value < min) {
    errors.add(path, 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${min}.`);
  } else if (value > max) {
    errors.add(path, 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  }
}

/** Two components of one message may not share a custom_id: the app could not tell the clicks apart. */
function checkCustomId(errors: FormErrors, path: Path, value: unknown, seen: Set<string>): void {
  checkLength(errors, [...path, 'custom_id'], value, 100, 1, true);
  if (typeof value !== 'string') return;
  if (seen.has(value)) {
    errors.add(
      [...path, 'custom_id'],
      'COMPONENT_CUSTOM_ID_DUPLICATED',
      'Component custom id cannot be duplicated',
    );
  }
  seen.add(value);
}

function validateButton(errors: FormErrors, path: Path, button: Json, seen: Set<string>): void {
  const style = button.style;
  if (typeof style !== 'number' || !Number.isInteger(style) || style < 1 || style > LINK_STYLE) {
    errors.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of (1, 2, 3, 4, 5).');
    return;
  }
  checkLength(errors, [...path, 'label'], button.label, 80);
  if (button.label === undefined && button.emoji === undefined) {
    errors.add([...path, 'label'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  if (style === LINK_STYLE) {
    if (typeof button.url !== 'string' || !/^(https?|discord):\/\/\S+$/.test(button.url)) {
      errors.add([...path, 'url'], 'URL_TYPE_INVALID_URL', 'Not a well formed URL.');
    }
    if (button.custom_id !== undefined) {
      errors.add(
        [...path, 'custom_id'],
        'BUTTON_COMPONENT_LINK_NO_CUSTOM_ID',
        'A link button cannot have a custom id',
      );
    }
  } else {
    if (button.url !== undefined) {
      errors.add([...path, 'url'], 'BUTTON_COMPONENT_URL_NOT_ALLOWED', 'Only link buttons may have a url');
    }
    checkCustomId(errors, path, button.custom_id, seen);
  }
}

function validateSelect(errors: FormErrors, path: Path, select: Json, seen: Set<string>): void {
  checkCustomId(errors, path, select.custom_id, seen);
  checkLength(errors, [...path, 'placeholder'], select.placeholder, 150);
  checkCount(errors, [...path, 'min_values'], select.min_values, 0, MAX_OPTIONS);
  checkCount(errors, [...path, 'max_values'], select.max_values, 1, MAX_OPTIONS);
  const options = select.options;
  if (!Array.isArray(options)) {
    errors.add([...path, 'options'], 'BASE_TYPE_REQUIRED', 'This field is required');
    return;
  }
  if (options.length < 1 || options.length > MAX_OPTIONS) {
    errors.add(
      [...path, 'options'],
      'BASE_TYPE_BAD_LENGTH',
      `Must be between 1 and ${MAX_OPTIONS} in length.`,
    );
  }
  const values = new Set<string>();
  options.forEach((option: unknown, i: number) => {
    const at = [...path, 'options', i];
    if (!isObject(option)) {
      errors.add(at, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
      return;
    }
    checkLength(errors, [...at, 'label'], option.label, 100, 1, true);
    checkLength(errors, [...at, 'value'], option.value, 100, 1, true);
    checkLength(errors, [...at, 'description'], option.description, 100);
    if (typeof option.value === 'string') {
      if (values.has(option.value)) {
        errors.add(
          [...at, 'value'],
          'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
          'Option values must be unique',
        );
      }
      values.add(option.value);
    }
  });
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (min > max) {
    errors.add(
      [...path, 'min_values'],
      'SELECT_COMPONENT_MIN_VALUES_TOO_HIGH',
      'min_values must be less than or equal to max_values',
    );
  }
  if (max > options.length) {
    errors.add(
      [...path, 'max_values'],
      'SELECT_COMPONENT_MAX_VALUES_EXCEEDED',
      'max_values must be less than or equal to the number of options',
    );
  }
}

function validateRow(errors: FormErrors, path: Path, row: unknown, seen: Set<string>): void {
  if (!isObject(row)) {
    errors.add(path, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    return;
  }
  if (row.type !== ACTION_ROW) {
    errors.add([...path, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1,).');
    return;
  }
  const children = row.components;
  if (!Array.isArray(children) || children.length === 0) {
    errors.add(
      [...path, 'components'],
      'BASE_TYPE_BAD_LENGTH',
      `Must be between 1 and ${MAX_BUTTONS} in length.`,
    );
    return;
  }
  const selects = children.filter((child: unknown) => isObject(child) && child.type === STRING_SELECT).length;
  if (children.length > MAX_BUTTONS || (selects > 0 && children.length > 1)) {
    errors.add(
      [...path, 'components'],
      'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      'The specified component exceeds the maximum width',
    );
  }
  children.forEach((child: unknown, i: number) => {
    const at = [...path, 'components', i];
    if (!isObject(child)) {
      errors.add(at, 'MODEL_TYPE_CONVERT', 'Only dictionaries may be used in a ModelType');
    } else if (child.type === BUTTON) {
      validateButton(errors, at, child, seen);
    } else if (child.type === STRING_SELECT) {
      validateSelect(errors, at, child, seen);
    } else {
      // Discord has more kinds (user, role, channel selects); the raid planner's posts use none of them.
      errors.add([...at, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (2, 3).');
    }
  });
}

export function validateComponents(components: unknown, errors: FormErrors, prefix: Path = []): void {
  if (components === undefined || components === null) return;
  const path = [...prefix, 'components'];
  if (!Array.isArray(components)) {
    errors.add(path, 'LIST_TYPE_CONVERT', 'Must be an array.');
    return;
  }
  if (components.length > MAX_ROWS) {
    errors.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${MAX_ROWS} or fewer in length.`);
  }
  const seen = new Set<string>();
  components.forEach((row: unknown, i: number) => validateRow(errors, [...path, i], row, seen));
}

const pick = (source: Json, keys: string[]): Json =>
  Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));

/** The components as Discord echoes them: known fields only, defaults filled in. Call after validating. */
export function normaliseComponents(components: unknown): Json[] {
  if (!Array.isArray(components)) return [];
  return components.map((row: Json) => ({
    type: ACTION_ROW,
    components: (row.components as Json[]).map((child) =>
      child.type === BUTTON
        ? {
            type: BUTTON,
            ...pick(child, ['style', 'label', 'emoji', 'custom_id', 'url']),
            disabled: child.disabled === true,
          }
        : {
            type: STRING_SELECT,
            ...pick(child, ['custom_id', 'placeholder']),
            min_values: typeof child.min_values === 'number' ? child.min_values : 1,
            max_values: typeof child.max_values === 'number' ? child.max_values : 1,
            options: (child.options as Json[]).map((option) =>
              pick(option, ['label', 'value', 'description', 'emoji', 'default']),
            ),
            disabled: child.disabled === true,
          },
    ),
  }));
}
