import { sql, type OperationNodeSource } from 'kysely';
import type { Db } from './database.js';
import { holdable, holdForCommit } from './foldedCommit.js';

/**
 * A data-modifying statement (INSERT, UPDATE) a writer hands over instead of sending it: every writer's statements
 * for an event go to PostgreSQL together, as one statement of WITH clauses. Each round trip in a change's
 * transaction is time the next change of the raid waits on its lock (a sign-up burst, a roster move's watchers).
 */
export interface BatchedWrite {
  statement: OperationNodeSource;
  /** Hears the statement's RETURNING rows, as JSON values (a timestamp is a string, a bigint a number). */
  returned?: (rows: Array<Record<string, unknown>>) => void;
}

/**
 * The writers' batched statements as one: each a WITH clause, each RETURNING read back as a JSON array. In a
 * transaction the statement goes with the transaction's COMMIT (or before its next statement) instead of in a
 * round trip of its own (foldedCommit.ts), and the RETURNING rows are heard once it has run, before the commit
 * answers: the change's outcome is the same, a failing write still fails the change, and its watchers wait for
 * one round trip fewer.
 */
export async function sendBatched(db: Db, writes: readonly BatchedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const name = (index: number) => sql.id(`write_${index}`);
  const clauses = writes.map((write, index) => sql`${name(index)} AS (${write.statement})`);
  // No quoted literal in the text (json_build_array(), not '[]'): then its values can be written into it.
  const reads = writes.flatMap((write, index) =>
    write.returned
      ? [
          sql`(SELECT coalesce(json_agg(${name(index)}), json_build_array()) FROM ${name(index)}) AS ${name(index)}`,
        ]
      : [],
  );
  const statement = sql<Record<string, Array<Record<string, unknown>>>>`
    with ${sql.join(clauses)} select ${reads.length > 0 ? sql.join(reads) : sql`NULL`}`;
  const hear = (rows: ReadonlyArray<Record<string, unknown>>) => {
    const [answer] = rows as Array<Record<string, Array<Record<string, unknown>> | undefined>>;
    writes.forEach((write, index) => write.returned?.(answer?.[`write_${index}`] ?? []));
  };
  const compiled = statement.compile(db);
  if (db.isTransaction && holdable(compiled.parameters)) {
    await holdForCommit(db, compiled, reads.length > 0 ? hear : undefined);
    return;
  }
  hear((await statement.execute(db)).rows);
}
