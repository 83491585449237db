import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

const BEGIN = /^begin$/i;
const END = /^(commit|rollback)$/i;

/** A statement's parameter as an SQL literal, or null when it is not a plain value. */
function literal(client: pg.ClientBase, value: unknown): string | null {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // In parentheses: a negative number after a minus would otherwise start a comment.
  if (typeof value === 'number' && Number.isFinite(value)) return `(${String(value)})`;
  if (typeof value === 'string') return client.escapeLiteral(value);
  return null;
}

/**
 * The statement with its parameters written in, or null when one cannot be. Only a text without a quoted
 * literal or a dollar-quoted body is rewritten: then every `$n` in it is a parameter.
 */
function inlined(client: pg.ClientBase, text: string, values: readonly unknown[]): string | null {
  if (values.length === 0 || text.includes("'") || text.includes('$$')) return null;
  const literals = values.map((value) => literal(client, value));
  if (literals.some((value) => value === null)) return null;
  let complete = true;
  const sql = text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = literals[Number(index) - 1];
    if (value === undefined || value === null) complete = false;
    return value ?? '';
  });
  return complete ? sql : null;
}

/**
 * Sends a transaction's BEGIN with its first statement, in one round trip instead of two: Kysely sends `begin`
 * alone and waits for its answer, and node-postgres sends one statement at a time. BEGIN is held back until the
 * next statement; when that one's parameters are plain values (the lock of a sign-up or a roster move: an id
 * and an expansion), both go as one simple-protocol query, `BEGIN; <statement with its values>`, which runs
 * them in order and answers both. Any other statement is sent after BEGIN as before; a transaction that sends
 * nothing before its end sends neither. The statements, their order and their transaction are unchanged: only
 * the wait for BEGIN's answer goes. Every round trip in a sign-up's or a move's transaction is time the raid's
 * lock is held or its watchers wait.
 */
export function foldBeginIntoFirstStatement(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let beginHeld = false;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [text, values] = args;
      const plain = typeof text === 'string' && Array.isArray(values) && args.length === 2;
      if (plain && values.length === 0 && BEGIN.test(text) && !beginHeld) {
        beginHeld = true;
        return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
      }
      if (!beginHeld) return query(...args);
      beginHeld = false;
      if (plain && values.length === 0 && END.test(text)) {
        return Promise.resolve({ command: text.toUpperCase(), rowCount: null, rows: [], fields: [] });
      }
      const statement = plain ? inlined(client, text, values) : null;
      if (statement === null) return (query('begin') as Promise<unknown>).then(() => query(...args));
      return (query(`BEGIN;\n${statement}`) as Promise<pg.QueryResult[]>).then((results) => results[1]);
    };
  });
}
