import { sql, type Compilable, type Kysely } from 'kysely';
import { TOGETHER } from './foldedBegin.js';
import { markedStatements } from './markedStatements.js';
import type { Database } from './schema.js';

/**
 * Runs the queries one after another and answers each one's rows, in one round trip when their values can be
 * written into their text (foldedBegin.ts). In a transaction, a read that must follow a row lock then costs no
 * wait of its own while the lock is held; outside one, independent reads cost one round trip on one
 * connection (PostgreSQL runs them as one implicit transaction, so none writes anything here). Each statement
 * runs with its own snapshot, so a read after a lock sees what the lock's previous holder committed.
 */
export async function runTogether(
  db: Kysely<Database>,
  queries: ReadonlyArray<Compilable>,
): Promise<unknown[][]> {
  const { rows } = await sql<{ statements: unknown[][] }>`${sql.raw(
    markedStatements(TOGETHER, queries),
  )}`.execute(db);
  return rows[0]?.statements ?? [];
}

/**
 * A read sent with others: its statement (none when its answer is known without one) and its answer from the
 * statement's rows. `Q` is the statement's type, for a caller that also runs it alone.
 */
export interface ReadTogether<T, Q extends Compilable = Compilable> {
  query: Q | null;
  answer: (rows: unknown[]) => T;
}

/** A read whose answer is known without asking the database. */
export const knownRead = <T>(value: T): ReadTogether<T> => ({ query: null, answer: () => value });

type Answers<R extends ReadonlyArray<ReadTogether<unknown>>> = {
  -readonly [K in keyof R]: R[K] extends ReadTogether<infer T> ? T : never;
};

/**
 * The reads' answers, their statements sent in one round trip (runTogether); none when every answer is
 * known. The answers are made in the reads' order, so the first one that refuses is the one a user sees.
 */
export async function readTogether<const R extends ReadonlyArray<ReadTogether<unknown>>>(
  db: Kysely<Database>,
  reads: R,
): Promise<Answers<R>> {
  const queries = reads.flatMap((read) => (read.query ? [read.query] : []));
  const statements = queries.length > 0 ? await runTogether(db, queries) : [];
  let next = 0;
  return reads.map((read) => read.answer(read.query ? (statements[next++] ?? []) : [])) as Answers<R>;
}
