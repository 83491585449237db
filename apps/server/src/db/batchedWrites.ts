import { sql, type OperationNodeSource } from 'kysely';
import type { Db } from './database.js';
import { holdable, WITH_COMMIT } from './foldedCommit.js';

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
 * transaction, when no writer waits for rows back, the statement goes with the transaction's COMMIT (or before
 * its next statement) instead of in a round trip of its own (foldedCommit.ts): the change's outcome is the
 * same, a failing write still fails the change, and its watchers wait for one round trip fewer.
 */
export async function sendBatched(db: Db, writes: readonly BatchedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const name = (index: number) => sql.id(`write_${index}`);
  const clauses = writes.map((write, index) => sql`${name(index)} AS (${write.statement})`);
  const reads = writes.flatMap((write, index) =>
    write.returned
      ? [sql`(SELECT coalesce(json_agg(${name(index)}), '[]') FROM ${name(index)}) AS ${name(index)}`]
      : [],
  );
  const statement = sql<Record<string, Array<Record<string, unknown>>>>`
    with ${sql.join(clauses)} select ${reads.length > 0 ? sql.join(reads) : sql`NULL`}`;
  if (db.isTransaction && reads.length === 0) {
    const { sql: text, parameters } = statement.compile(db);
    if (holdable(parameters)) {
      await sql.raw(WITH_COMMIT + JSON.stringify({ sql: text, parameters })).execute(db);
      return;
    }
  }
  const { rows } = await statement.execute(db);
  const [answer] = rows;
  writes.forEach((write, index) => write.returned?.(answer?.[`write_${index}`] ?? []));
}
