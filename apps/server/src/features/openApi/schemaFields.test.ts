import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaFields, typeLabel } from './schemaFields.js';
import { toOpenApiSchema } from './schemaConverter.js';

const fields = (schema: z.ZodType) => schemaFields(toOpenApiSchema(schema, 'input'));

describe('schema fields of the reference page', () => {
  it('flattens nested objects and array items into dotted paths', () => {
    const payload = z.object({
      raidID: z.number().int().positive(),
      records: z
        .array(z.object({ id: z.number().int(), slot: z.number().int().min(0).max(39).nullable() }))
        .max(40),
      owner: z.object({ name: z.string().min(1).max(12) }).nullable(),
    });
    expect(fields(payload)).toEqual([
      { path: 'raidID', type: 'integer', required: true, notes: '> 0' },
      { path: 'records', type: 'object[]', required: true, notes: 'at most 40 items' },
      { path: 'records[].id', type: 'integer', required: true, notes: '' },
      { path: 'records[].slot', type: 'integer | null', required: true, notes: '≥ 0; ≤ 39' },
      { path: 'owner', type: 'object | null', required: true, notes: '' },
      { path: 'owner.name', type: 'string', required: true, notes: 'not empty; at most 12 characters' },
    ]);
  });

  it('names literals, enums and unions, and leaves out what only spells the type again', () => {
    expect(typeLabel(toOpenApiSchema(z.union([z.literal(0), z.literal(1)]), 'input'))).toBe('0 | 1');
    expect(typeLabel(toOpenApiSchema(z.enum(['a', 'b']), 'input'))).toBe('"a" | "b"');
    expect(typeLabel(toOpenApiSchema(z.array(z.union([z.string(), z.number()])), 'input'))).toBe(
      '(string | number)[]',
    );
    expect(
      fields(z.object({ at: z.iso.datetime({ offset: true }), count: z.number().int().optional() })),
    ).toEqual([
      { path: 'at', type: 'string', required: true, notes: 'format date-time' },
      { path: 'count', type: 'integer', required: false, notes: '' },
    ]);
  });

  it('gives a schema that is no object one line, with its items below', () => {
    expect(fields(z.array(z.object({ id: z.string() })))).toEqual([
      { path: '(value)', type: 'object[]', required: true, notes: '' },
      { path: '[].id', type: 'string', required: true, notes: '' },
    ]);
  });
});
