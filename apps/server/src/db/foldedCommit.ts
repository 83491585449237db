import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from './database.js';
import { inlined } from './foldedBegin.js';

type Query = (...args: unknown[]) => unknown;
type Rows = Array<Record<string, unknown>>;

/**
 * Marks a query whose text (after this prefix) is one statement `{ sql, parameters, answer }` of a transaction
 * that needs nothing back from it before its commit (holdForCommit): sent with the transaction's COMMIT, in one
 * round trip (or on its own before the transaction's next statement).
 */
export const WITH_COMMIT = '-- writes with the commit\n';

const COMMIT = /^commit$/i;
const ROLLBACK = /^rollback$/i;

interface HeldStatement {
  sql: string;
  parameters: unknown[];
  /** The key of the callback in `answers` that hears the statement's rows, if one does. */
  answer?: number;
}

/** Who hears each held statement's rows, by key: the marked text carries only the key. */
const answers = new Map<number, (rows: Rows) => void>();
let lastAnswer = 0;

/** Hands the rows to the statement's callback, or forgets it (null: the statement did not run). */
function answer(key: number | undefined, rows: Rows | null): void {
  if (key === undefined) return;
  const hear = answers.get(key);
  answers.delete(key);
  if (hear && rows) hear(rows);
}

/**
 * Whether the values survive the way to the pool as JSON: plain values, and timestamps, which arrive as their
 * UTC instant (ISO 8601), the same moment for a timestamptz column (every timestamp column of the schema).
 */
export function holdable(parameters: readonly unknown[]): boolean {
  return parameters.every(
    (value) =>
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      value instanceof Date,
  );
}

/**
 * Hands a write of the transaction `trx` (with holdable values) to its pool, which sends it with the COMMIT
 * (foldWritesIntoCommit); `rows`, if given, hears its rows once it has run, before the commit's answer. A failing
 * write fails the commit, so the transaction rolls back as if the write had failed where it was made.
 */
export async function holdForCommit(
  trx: Db,
  statement: { sql: string; parameters: readonly unknown[] },
  rows?: (rows: Rows) => void,
): Promise<void> {
  const key = rows ? ++lastAnswer : undefined;
  if (key !== undefined && rows) answers.set(key, rows);
  const held: HeldStatement = { sql: statement.sql, parameters: [...statement.parameters], answer: key };
  await sql.raw(WITH_COMMIT + JSON.stringify(held)).execute(trx);
}

const resultsOf = (results: pg.QueryResult | pg.QueryResult[]) =>
  Array.isArray(results) ? results : [results];

/**
 * Sends a transaction's held writes (WITH_COMMIT) with what comes next, instead of each in a round trip of its
 * own: with its COMMIT as one simple-protocol query, `<writes>; COMMIT`, which PostgreSQL runs in order and
 * stops at the first error (the commit then does not happen, and the transaction's ROLLBACK follows as
 * before); before any other statement, on their own first, so every statement still runs after them, in order.
 * A ROLLBACK drops them, as it would have undone them. A statement whose values cannot be written in is sent
 * at once, as before. The change's watchers wait for every round trip before its commit: a roster move's or a
 * sign-up's event writes (the bot's outbox row, the webhooks' deliveries) no longer cost one.
 */
export function foldWritesIntoCommit(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let held: Array<{ sql: string; answer?: number }> = [];
    /** Sends the held writes, then `after` (COMMIT) in the same query; answers the last result. */
    const send = async (after?: string): Promise<pg.QueryResult | undefined> => {
      const sending = held;
      held = [];
      const text = [...sending.map((statement) => statement.sql), ...(after ? [after] : [])].join(';\n');
      try {
        const results = resultsOf((await query(text)) as pg.QueryResult | pg.QueryResult[]);
        sending.forEach((statement, index) => answer(statement.answer, (results[index]?.rows ?? []) as Rows));
        return after ? results.at(-1) : undefined;
      } catch (error) {
        for (const statement of sending) answer(statement.answer, null);
        throw error;
      }
    };
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(WITH_COMMIT)) {
        const statement = JSON.parse(text.slice(WITH_COMMIT.length)) as HeldStatement;
        const inline =
          statement.parameters.length === 0
            ? statement.sql
            : inlined(client, statement.sql, statement.parameters);
        const done = { command: 'HELD', rowCount: null, rows: [], fields: [] };
        if (inline === null) {
          return send()
            .then(() => query(statement.sql, statement.parameters) as Promise<pg.QueryResult>)
            .then(
              (result) => {
                answer(statement.answer, result.rows as Rows);
                return done;
              },
              (error: unknown) => {
                answer(statement.answer, null);
                throw error;
              },
            );
        }
        held.push({ sql: inline, ...(statement.answer !== undefined && { answer: statement.answer }) });
        return Promise.resolve(done);
      }
      if (held.length === 0) return query(...args);
      const plain =
        typeof text === 'string' && Array.isArray(values) && values.length === 0 && args.length === 2;
      if (plain && COMMIT.test(text)) return send(text);
      if (plain && ROLLBACK.test(text)) {
        for (const statement of held) answer(statement.answer, null);
        held = [];
        return query(...args);
      }
      return send().then(() => query(...args));
    };
  });
}
