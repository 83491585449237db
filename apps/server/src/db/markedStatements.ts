import type { Compilable } from 'kysely';
import pgUtils from 'pg/lib/utils.js';

/**
 * A query text for foldedBegin.ts: the marker, then the statements as JSON, `[{ sql, parameters }]`. A date
 * becomes the text node-postgres would send for it (JSON would write it in UTC instead, a different text for a
 * `date` column), so written into the statement or sent as a parameter it is the same value.
 */
export function markedStatements(marker: string, queries: ReadonlyArray<Compilable>): string {
  const statements = queries.map((query) => {
    const compiled = query.compile();
    return {
      sql: compiled.sql,
      parameters: compiled.parameters.map((value) =>
        value instanceof Date ? pgUtils.prepareValue(value) : value,
      ),
    };
  });
  return marker + JSON.stringify(statements);
}
