import { sql, type Compilable, type OperationNodeSource } from 'kysely';
import type { Db } from './database.js';
import { sendWithCommit } from './statementsWithCommit.js';

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

type BatchAnswer = Record<string, Array<Record<string, unknown>>>;

const name = (index: number) => sql.id(`write_${index}`);

/**
 * The writes as one statement: each a WITH clause, each RETURNING read back as a JSON array. No quoted literal
 * in its text, so its values can be written in (foldedBegin.ts) and it can go with the commit.
 */
function batchStatement(db: Db, writes: readonly BatchedWrite[]): Compilable {
  const clauses = writes.map((write, index) => sql`${name(index)} AS (${write.statement})`);
  const reads = writes.flatMap((write, index) =>
    write.returned
      ? [
          sql`(SELECT coalesce(json_agg(${name(index)}), json_build_array()) FROM ${name(index)}) AS ${name(index)}`,
        ]
      : [],
  );
  const statement = sql`with ${sql.join(clauses)} select ${reads.length > 0 ? sql.join(reads) : sql`NULL`}`;
  return { compile: () => statement.compile(db) };
}

function tellReturned(writes: readonly BatchedWrite[], answer: BatchAnswer | undefined): void {
  writes.forEach((write, index) => write.returned?.(answer?.[`write_${index}`] ?? []));
}

/** The writers' batched statements as one, sent now. */
export async function sendBatched(db: Db, writes: readonly BatchedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const { rows } = await db.executeQuery<BatchAnswer>(batchStatement(db, writes).compile());
  tellReturned(writes, rows[0]);
}

/**
 * The same statement, handed over to go with the transaction's commit (statementsWithCommit.ts): the writers'
 * `returned` hear their rows before the commit answers, so the listeners told after the commit have them.
 */
export async function sendBatchedWithCommit(db: Db, writes: readonly BatchedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await sendWithCommit(db, [batchStatement(db, writes)], ([rows]) =>
    tellReturned(writes, (rows as BatchAnswer[] | undefined)?.[0]),
  );
}
