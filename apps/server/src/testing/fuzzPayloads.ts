/**
 * Payloads for the API fuzz test, made from a route's zod schema (as JSON Schema): one example that passes the
 * schema, then that example broken one field at a time (wrong types, missing, control characters, 1 MB strings,
 * huge numbers, prototype keys, arrays for objects, deep nesting) and broken as a whole.
 */

export interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
}

/** A payload to send: JSON text (so prototype keys survive) for a body, or name=value pairs for a query. */
export interface FuzzPayload {
  label: string;
  value: unknown;
  /** Raw JSON text that no JavaScript object can stand for (a `__proto__` key). */
  rawJson?: string;
}

/** Values a field of this name takes in the example, so the example reaches the rules behind the schema. */
export type ExampleHints = Record<string, unknown>;

type Path = Array<string | number>;

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
};

const MEGABYTE = 'x'.repeat(1 << 20);

/** What each field is replaced with, one at a time. */
export const brokenValues: ReadonlyArray<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['text', 'text'],
  ['empty string', ''],
  ['zero', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['2**31', 2 ** 31],
  ['2**53', 2 ** 53],
  ['1e308', 1e308],
  ['"NaN"', 'NaN'],
  ['"1e308"', '1e308'],
  ['"2147483648"', '2147483648'],
  ['empty array', []],
  ['array', [1, 'a', null]],
  ['object', { id: 1, name: 'x' }],
  ['NUL', '\u0000'],
  ['NUL inside', 'Bring\u0000flasks'],
  ['escape sequence', '\u0007\u001b[2J'],
  ['lone CR', 'one\rtwo'],
  ['CRLF', 'one\r\ntwo'],
  ['lone surrogate', '\ud800'],
  ['SQL', "'; DROP TABLE users; --"],
  ['200 KB string', MEGABYTE.slice(0, 200 * 1024)],
  ['1 MB string', MEGABYTE],
  ['deep arrays', nested(2000, 1, (inner) => [inner])],
  ['deep objects', nested(500, 1, (inner) => ({ a: inner }))],
];

/** Keys added to every object and record: prototype names, a NUL, a huge number, a long key. */
const strangeKeys = ['constructor', 'prototype', 'toString', 'hasOwnProperty', '\u0000', '-1', '1e308'];

function pick(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.find((option) => option.type !== 'null') ?? schema.anyOf?.[0] ?? schema;
}

/** Whether a hint is of the schema's JSON type (`server` is a realm id in one call, a Discord id in another). */
function fits(hint: unknown, schema: JsonSchema): boolean {
  if (schema.type === 'integer' || schema.type === 'number') return typeof hint === 'number';
  if (schema.type === 'array') return Array.isArray(hint);
  return typeof hint === schema.type;
}

/** A value the schema accepts, from the hints where a field is named in them. */
export function exampleOf(schema: JsonSchema, hints: ExampleHints, name = ''): unknown {
  const chosen = pick(schema);
  if (name in hints && fits(hints[name], chosen)) return hints[name];
  if (chosen.const !== undefined) return chosen.const;
  if (chosen.enum) return chosen.enum[0];
  switch (chosen.type) {
    case 'object': {
      const example: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(chosen.properties ?? {})) {
        example[key] = exampleOf(property, hints, key);
      }
      return example;
    }
    case 'array': {
      const count = Math.max(1, chosen.minItems ?? 0);
      return Array.from({ length: count }, () => exampleOf(chosen.items ?? {}, hints, name));
    }
    case 'string':
      if (chosen.format === 'date-time') return hints['date-time'];
      if (chosen.pattern?.includes('\\d{1,20}')) return hints.snowflake;
      if (chosen.pattern?.includes('[0-5]\\d')) return '20:00';
      return 'x'.repeat(Math.max(1, chosen.minLength ?? 1));
    case 'integer':
    case 'number':
      return chosen.minimum ?? (chosen.exclusiveMinimum === undefined ? 1 : chosen.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return chosen.default ?? null;
  }
}

/** A copy with the value at the path replaced; `undefined` leaves the field out of the JSON. */
function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], root);
}

/** Every field path of the example, objects and arrays included, with its schema. */
function fieldPaths(schema: JsonSchema, example: unknown, path: Path = []): Array<[Path, JsonSchema]> {
  const chosen = pick(schema);
  const found: Array<[Path, JsonSchema]> = path.length > 0 ? [[path, chosen]] : [];
  if (chosen.type === 'object' && typeof example === 'object' && example !== null) {
    for (const [key, property] of Object.entries(chosen.properties ?? {})) {
      found.push(...fieldPaths(property, (example as Record<string, unknown>)[key], [...path, key]));
    }
  }
  if (chosen.type === 'array' && Array.isArray(example) && example.length > 0 && chosen.items) {
    found.push(...fieldPaths(chosen.items, example[0], [...path, 0]));
  }
  return found;
}

const dotted = (path: Path) => path.join('.');

/** The example broken one field at a time, then as a whole. */
export function brokenPayloads(schema: JsonSchema, example: unknown): FuzzPayload[] {
  const payloads: FuzzPayload[] = [{ label: 'example', value: example }];
  for (const [path, fieldSchema] of fieldPaths(schema, example)) {
    payloads.push({ label: `${dotted(path)} missing`, value: setAt(example, path, undefined) });
    for (const [label, value] of brokenValues) {
      payloads.push({ label: `${dotted(path)} = ${label}`, value: setAt(example, path, value) });
    }
    const isRecord = typeof fieldSchema.additionalProperties === 'object';
    if (fieldSchema.type === 'object' || isRecord) {
      const inner = valueAt(example, path);
      for (const key of strangeKeys) {
        payloads.push({
          label: `${dotted(path)}[${key}]`,
          value: setAt(example, path, { ...(inner as object), [key]: 1 }),
        });
      }
      payloads.push({ label: `${dotted(path)} as array`, value: setAt(example, path, [inner]) });
    }
  }
  const whole: Array<[string, unknown]> = [
    ['no fields', {}],
    ['array for the object', [example]],
    ['a string', 'text'],
    ['a number', 1e308],
    ['null', null],
    ['deep nesting', nested(2000, example, (inner) => ({ a: [inner] }))],
    ['every key strange', Object.fromEntries(strangeKeys.map((key) => [key, example]))],
  ];
  payloads.push(...whole.map(([label, value]) => ({ label: `body: ${label}`, value })));
  const json = JSON.stringify(example);
  if (json.startsWith('{') && json !== '{}') {
    payloads.push(
      {
        label: 'body: __proto__ key',
        value: null,
        rawJson: `{"__proto__":{"premium":true},${json.slice(1)}`,
      },
      {
        label: 'body: constructor.prototype key',
        value: null,
        rawJson: `{"constructor":{"prototype":{"premium":true}},${json.slice(1)}`,
      },
    );
  }
  return payloads;
}
