import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const primitiveTypes = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Keywords that only validate; a serializer that trusts our own typed answers has no use for them. */
const validationOnly = new Set([
  '$schema',
  'const',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'propertyNames',
]);

/**
 * Leaves what shapes the output: a union of literals of one type (`0 | 1`, `'a' | 'b'`) becomes that type, so
 * fast-json-stringify writes it directly instead of trying each branch.
 */
function forSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialization);
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as JsonSchema;
  const anyOf = source.anyOf;
  if (Array.isArray(anyOf)) {
    const types = new Set(
      anyOf.map((member: JsonSchema) =>
        Object.keys(member).every((key) => key === 'type' || validationOnly.has(key)) &&
        typeof member.type === 'string' &&
        primitiveTypes.has(member.type)
          ? member.type
          : null,
      ),
    );
    if (!types.has(null)) return { type: types.size === 1 ? [...types][0] : [...types] };
  }
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (!validationOnly.has(key)) result[key] = forSerialization(value);
  }
  return result;
}

/**
 * Compiles a zod answer schema into a fast-json-stringify function: the zod schema stays the one description of
 * the API (it types the handlers and documents the answers), and Fastify no longer parses every answer with
 * zod at run time. Like the zod serializer it writes only the schema's properties.
 */
export function compileAnswerSerializer(schema: z.ZodType): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(forSerialization(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/** Fastify's serializer compiler for route answer schemas written in zod. */
export function answerSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return compileAnswerSerializer(schema as z.ZodType);
}
