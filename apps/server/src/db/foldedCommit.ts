import type pg from 'pg';
import { inlined } from './foldedBegin.js';

type Query = (...args: unknown[]) => unknown;

/**
 * Marks a query whose text (after this prefix) is one statement `{ sql, parameters }` of a transaction that
 * needs nothing back from it: sent with the transaction's COMMIT, in one round trip (or on its own before the
 * transaction's next statement). Only for a statement inside a transaction, through a pool foldWritesIntoCommit
 * wraps, with holdable values.
 */
export const WITH_COMMIT = '-- writes with the commit\n';

const COMMIT = /^commit$/i;
const ROLLBACK = /^rollback$/i;

interface HeldStatement {
  sql: string;
  parameters: unknown[];
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
 * Sends a transaction's held writes (WITH_COMMIT) with what comes next, instead of each in a round trip of its
 * own: with its COMMIT as one simple-protocol query, `<writes>; COMMIT`, which PostgreSQL runs in order and
 * stops at the first error (the commit then does not happen, and the transaction's ROLLBACK follows as
 * before); before any other statement, on their own first, so every statement still runs after them, in order.
 * A ROLLBACK drops them, as it would have undone them. A statement whose values cannot be written in is sent
 * at once, as before. The change's watchers wait for every round trip before its commit: a roster move's or a
 * sign-up's event writes (the bot's outbox row) no longer cost one.
 */
export function foldWritesIntoCommit(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let held: string[] = [];
    const take = () => {
      const text = held.join(';\n');
      held = [];
      return text;
    };
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(WITH_COMMIT)) {
        const statement = JSON.parse(text.slice(WITH_COMMIT.length)) as HeldStatement;
        const sql =
          statement.parameters.length === 0 ? statement.sql : inlined(client, statement.sql, statement.parameters);
        if (sql === null) {
          const before = held.length > 0 ? (query(take()) as Promise<unknown>) : Promise.resolve();
          return before.then(() => query(statement.sql, statement.parameters));
        }
        held.push(sql);
        return Promise.resolve({ command: 'HELD', rowCount: null, rows: [], fields: [] });
      }
      if (held.length === 0) return query(...args);
      const plain = typeof text === 'string' && Array.isArray(values) && values.length === 0 && args.length === 2;
      if (plain && COMMIT.test(text)) {
        return (query(`${take()};\n${text}`) as Promise<pg.QueryResult | pg.QueryResult[]>).then((results) =>
          Array.isArray(results) ? results.at(-1) : results,
        );
      }
      if (plain && ROLLBACK.test(text)) {
        held = [];
        return query(...args);
      }
      return (query(take()) as Promise<unknown>).then(() => query(...args));
    };
  });
}
