import type { JsonSchema } from './schemaConverter.js';

/** One line of a schema's field table: `records[].slot`, its type, whether it is required, its limits. */
interface SchemaField {
  path: string;
  type: string;
  required: boolean;
  notes: string;
}

/** Deep enough for every answer of the API; anything deeper is in the JSON Schema under the table. */
const MAX_DEPTH = 4;

const children = (schema: JsonSchema, key: 'anyOf' | 'oneOf' | 'allOf') =>
  Array.isArray(schema[key]) ? (schema[key] as JsonSchema[]) : null;

/** A short type for a reader: `integer`, `'a' | 'b'`, `string[]`, `object | null`. */
export function typeLabel(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const members = children(schema, 'anyOf') ?? children(schema, 'oneOf');
  if (members) return [...new Set(members.map(typeLabel))].join(' | ');
  if (schema.type === 'array') {
    const item = typeLabel((schema.items ?? {}) as JsonSchema);
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

const limits: Array<[string, (value: unknown) => string]> = [
  ['format', (value) => `format ${String(value)}`],
  ['pattern', (value) => `pattern ${String(value)}`],
  ['minLength', (value) => (value === 1 ? 'not empty' : `at least ${String(value)} characters`)],
  ['maxLength', (value) => `at most ${String(value)} characters`],
  ['minimum', (value) => `≥ ${String(value)}`],
  ['exclusiveMinimum', (value) => `> ${String(value)}`],
  ['maximum', (value) => `≤ ${String(value)}`],
  ['exclusiveMaximum', (value) => `< ${String(value)}`],
  ['minItems', (value) => `at least ${String(value)} items`],
  ['maxItems', (value) => `at most ${String(value)} items`],
  ['default', (value) => `default ${JSON.stringify(value)}`],
];

/** zod's integers carry the safe-integer bounds, and its date-times a pattern spelling their format: noise. */
function worthSaying(schema: JsonSchema, key: string): boolean {
  const value = schema[key];
  if (value === Number.MAX_SAFE_INTEGER || value === Number.MIN_SAFE_INTEGER) return false;
  return !(key === 'pattern' && 'format' in schema);
}

/** The limits of a schema and of its array items and union members, as words. */
export function notesOf(schema: JsonSchema): string[] {
  const own = limits
    .filter(([key]) => key in schema && worthSaying(schema, key))
    .map(([key, say]) => say(schema[key]));
  const description = typeof schema.description === 'string' ? [schema.description] : [];
  const members = children(schema, 'anyOf') ?? children(schema, 'oneOf') ?? [];
  const nested = schema.type === 'array' && schema.items ? [schema.items as JsonSchema] : members;
  return [...description, ...own, ...nested.flatMap(notesOf)];
}

/** The object a field holds (directly, as array items, or as a nullable object), whose fields go on below it. */
function objectWithin(schema: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  if (schema.type === 'object' && schema.properties) return { schema, suffix: '.' };
  if (schema.type === 'array' && schema.items) {
    const inner = objectWithin(schema.items as JsonSchema);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : null;
  }
  const objects = (children(schema, 'anyOf') ?? []).map(objectWithin).filter((found) => found !== null);
  return objects.length === 1 ? (objects[0] ?? null) : null;
}

/**
 * An object schema's fields, nested objects flattened into dotted paths. A schema that is no object gives one
 * line for the whole value (path `(value)`).
 */
export function schemaFields(schema: JsonSchema, prefix = '', depth = 0): SchemaField[] {
  if (schema.type !== 'object' || !schema.properties) {
    if (prefix !== '') return [];
    const items = schema.type === 'array' ? objectWithin(schema) : null;
    const whole = {
      path: '(value)',
      type: typeLabel(schema),
      required: true,
      notes: notesOf(schema).join('; '),
    };
    return items ? [whole, ...schemaFields(items.schema, items.suffix, depth + 1)] : [whole];
  }
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(schema.properties as Record<string, JsonSchema>).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const line = {
      path,
      type: typeLabel(property),
      required: required.has(name),
      notes: notesOf(property).join('; '),
    };
    const inner = depth < MAX_DEPTH ? objectWithin(property) : null;
    return inner ? [line, ...schemaFields(inner.schema, `${path}${inner.suffix}`, depth + 1)] : [line];
  });
}
