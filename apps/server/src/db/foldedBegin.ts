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
export function inlined(client: pg.ClientBase, text: string, values: readonly unknown[]): string | null {
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
 * Marks a query whose text (after this prefix) is a JSON list of statements, `[{ sql, parameters }]`: sent to
 * PostgreSQL as one simple-protocol query when every statement's parameters can be written in, one at a time
 * otherwise, and answered as one row `{ statements: [rows of each] }` (statementsTogether.ts).
 */
export const TOGETHER = '-- statements together\n';

interface Together {
  sql: string;
  parameters: unknown[];
}

const togetherAnswer = (statements: unknown[][]) => ({
  command: 'SELECT',
  rowCount: 1,
  rows: [{ statements }],
  fields: [],
});

/**
 * Runs the listed statements in order: as one query (after BEGIN, when one is held) when all can be inlined,
 * so each still runs with a snapshot of its own taken when it starts (READ COMMITTED), after the previous one
 * finished, a lock included.
 */
async function sendTogether(
  client: pg.ClientBase,
  query: Query,
  text: string,
  withBegin: boolean,
): Promise<unknown> {
  const statements = JSON.parse(text.slice(TOGETHER.length)) as Together[];
  const inline = statements.map((statement) =>
    statement.parameters.length === 0 ? statement.sql : inlined(client, statement.sql, statement.parameters),
  );
  if (inline.some((statement) => statement === null)) {
    if (withBegin) await query('begin');
    const rows: unknown[][] = [];
    for (const statement of statements)
      rows.push(((await query(statement.sql, statement.parameters)) as pg.QueryResult).rows);
    return togetherAnswer(rows);
  }
  const results = (await query([...(withBegin ? ['BEGIN'] : []), ...inline].join(';\n'))) as
    pg.QueryResult | pg.QueryResult[];
  const answers = Array.isArray(results) ? results : [results];
  return togetherAnswer(answers.slice(withBegin ? 1 : 0).map((result) => result.rows));
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
      if (typeof text === 'string' && text.startsWith(TOGETHER)) {
        const withBegin = beginHeld;
        beginHeld = false;
        return sendTogether(client, query, text, withBegin);
      }
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
