import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

/**
 * A zod schema as an OpenAPI 3.1 schema object: JSON Schema 2020-12 is OpenAPI 3.1's own dialect, so zod's
 * converter writes it directly. Requests are described as the client sends them (`io: 'input'`: before
 * coercions and defaults), answers as the server writes them (`io: 'output'`). A recursive schema would need
 * `$defs`, whose `#/$defs/…` references point into the document's root: none exists, and one would fail here.
 */
export function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'throw',
  }) as JsonSchema;
  return converted;
}
