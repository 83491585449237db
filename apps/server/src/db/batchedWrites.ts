import { sql, type OperationNodeSource } from 'kysely';
import type { Db } from './database.js';

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

/** The writers' batched statements as one: each a WITH clause, each RETURNING read back as a JSON array. */
export async function sendBatched(db: Db, writes: readonly BatchedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const name = (index: number) => sql.id(`write_${index}`);
  const clauses = writes.map((write, index) => sql`${name(index)} AS (${write.statement})`);
  const reads = writes.flatMap((write, index) =>
    write.returned
      ? [sql`(SELECT coalesce(json_agg(${name(index)}), '[]') FROM ${name(index)}) AS ${name(index)}`]
      : [],
  );
  const { rows } = await sql<Record<string, Array<Record<string, unknown>>>>`
    with ${sql.join(clauses)} select ${reads.length > 0 ? sql.join(reads) : sql`NULL`}`.execute(db);
  const [answer] = rows;
  writes.forEach((write, index) => write.returned?.(answer?.[`write_${index}`] ?? []));
}
