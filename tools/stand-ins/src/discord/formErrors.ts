import { DiscordHttpError } from './httpErrors.js';
import type { Json } from './json.js';

/** Discord's 50035 body: errors nested by field path, each leaf `{ _errors: [{ code, message }] }`. */
export class FormErrors {
  readonly errors: Json = {};
  count = 0;

  add(path: Array<string | number>, code: string, message: string): void {
    let node = this.errors;
    for (const key of path) {
      const next = (node[String(key)] ??= {}) as Json;
      node = next;
    }
    const list = (node._errors ??= []) as Array<{ code: string; message: string }>;
    list.push({ code, message });
    this.count++;
  }

  throwIfAny(): void {
    if (this.count > 0) {
      throw new DiscordHttpError(400, { message: 'Invalid Form Body', code: 50035, errors: this.errors });
    }
  }
}

/** Returns the string's length (0 when absent or not a string) so callers can total an embed's size. */
export function checkLength(
  errors: FormErrors,
  path: Array<string | number>,
  value: unknown,
  max: number,
  min = 0,
  required = false,
): number {
  if (value === undefined || value === null) {
    if (required) errors.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
    return 0;
  }
  if (typeof value !== 'string') {
    errors.add(path, 'STRING_TYPE_CONVERT', 'Could not interpret the value as string.');
    return 0;
  }
  if (value.length > max || value.length < min) {
    errors.add(
      path,
      min > 0 ? 'BASE_TYPE_BAD_LENGTH' : 'BASE_TYPE_MAX_LENGTH',
      min > 0 ? `Must be between ${min} and ${max} in length.` : `Must be ${max} or fewer in length.`,
    );
  }
  return value.length;
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}
