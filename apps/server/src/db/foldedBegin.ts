import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

const BEGIN = /^begin$/i;
const END = /^(commit|rollback)$/i;
const COMMIT = /^commit$/i;
const ROLLBACK = /^rollback$/i;

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
 * Marks a query whose text (after this prefix) is a JSON list of statements, `[{ sql, parameters }]`, whose
 * answers nothing in the transaction waits for: inside a transaction, when every value can be written in, they
 * are held and sent in order with the next statement (as one simple-protocol query: with COMMIT, the usual
 * case, or before any other statement); otherwise they run at once. Answered at once with one row
 * `{ whenRun }` (statementsWithCommit.ts): it calls its listener with the rows of each once they have run,
 * before the answer of the statement they went with.
 */
export const WITH_COMMIT = '-- statements with the commit\n';

/** The row a WITH_COMMIT query answers. */
export interface HeldStatementsAnswer {
  whenRun: (listener: (rows: unknown[][]) => void) => void;
}

/** An answer row for statements whose rows come later, and the call that gives them. */
function rowsLater(): { answer: HeldStatementsAnswer; deliver: (rows: unknown[][]) => void } {
  let delivered: unknown[][] | undefined;
  let heard: ((rows: unknown[][]) => void) | undefined;
  return {
    answer: {
      whenRun: (listener) => {
        if (delivered) listener(delivered);
        else heard = listener;
      },
    },
    deliver: (rows) => {
      delivered = rows;
      heard?.(rows);
    },
  };
}

const heldAnswer = (answer: HeldStatementsAnswer) => ({
  command: 'SELECT',
  rowCount: 1,
  rows: [answer],
  fields: [],
});

interface Held {
  statements: string[];
  deliver: (rows: unknown[][]) => void;
}

const resultList = (results: pg.QueryResult | pg.QueryResult[]) =>
  Array.isArray(results) ? results : [results];

/**
 * Sends a transaction's BEGIN with its first statement, in one round trip instead of two: Kysely sends `begin`
 * alone and waits for its answer, and node-postgres sends one statement at a time. BEGIN is held back until the
 * next statement; when that one's parameters are plain values (the lock of a sign-up or a roster move: an id
 * and an expansion), both go as one simple-protocol query, `BEGIN; <statement with its values>`, which runs
 * them in order and answers both. Any other statement is sent after BEGIN as before; a transaction that sends
 * nothing before its end sends neither. The statements, their order and their transaction are unchanged: only
 * the wait for BEGIN's answer goes. Every round trip in a sign-up's or a move's transaction is time the raid's
 * lock is held or its watchers wait.
 *
 * In the same way, statements handed over with WITH_COMMIT (a sign-up's insert, the outbox and the webhook
 * deliveries) wait for the next statement and go with it: `<insert>; <outbox + deliveries>; COMMIT` is one
 * round trip. An error in any of them stops the rest (PostgreSQL runs none after it, COMMIT included) and is
 * the answer to the statement they went with; ROLLBACK drops them unsent.
 */
export function foldBeginIntoFirstStatement(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let beginHeld = false;
    let inTransaction = false;
    let held: Held[] = [];

    /** The held BEGIN and statements, then `tail`, as one query; answers the tail's results. */
    async function sendHeld(tail: string[]): Promise<pg.QueryResult[]> {
      const withBegin = beginHeld;
      const statements = held;
      beginHeld = false;
      held = [];
      const texts = [...(withBegin ? ['BEGIN'] : []), ...statements.flatMap((entry) => entry.statements)];
      const results = resultList(
        (await query([...texts, ...tail].join(';\n'))) as pg.QueryResult | pg.QueryResult[],
      );
      let at = withBegin ? 1 : 0;
      for (const entry of statements) {
        entry.deliver(results.slice(at, at + entry.statements.length).map((result) => result.rows));
        at += entry.statements.length;
      }
      return results.slice(at);
    }

    async function runNow(statements: Together[], deliver: (rows: unknown[][]) => void): Promise<void> {
      const rows: unknown[][] = [];
      for (const statement of statements)
        rows.push(((await wrapped(statement.sql, statement.parameters)) as pg.QueryResult).rows);
      deliver(rows);
    }

    function holdForCommit(text: string): Promise<unknown> {
      const statements = JSON.parse(text.slice(WITH_COMMIT.length)) as Together[];
      const inline = statements.map((statement) =>
        statement.parameters.length === 0
          ? statement.sql
          : inlined(client, statement.sql, statement.parameters),
      );
      const later = rowsLater();
      if (inTransaction && inline.every((statement) => statement !== null)) {
        held.push({ statements: inline as string[], deliver: later.deliver });
        return Promise.resolve(heldAnswer(later.answer));
      }
      return runNow(statements, later.deliver).then(() => heldAnswer(later.answer));
    }

    const wrapped = (...args: unknown[]): unknown => {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith(WITH_COMMIT)) return holdForCommit(text);
      const plain = typeof text === 'string' && Array.isArray(values) && args.length === 2;
      const bare = plain && values.length === 0;
      if (held.length > 0) {
        if (bare && COMMIT.test(text)) {
          inTransaction = false;
          return sendHeld(['COMMIT']).then(([result]) => result);
        }
        if (bare && ROLLBACK.test(text)) held = [];
        else return sendHeld([]).then(() => wrapped(...args));
      }
      if (bare && END.test(text)) inTransaction = false;
      if (typeof text === 'string' && text.startsWith(TOGETHER)) {
        const withBegin = beginHeld;
        beginHeld = false;
        return sendTogether(client, query, text, withBegin);
      }
      if (bare && BEGIN.test(text) && !beginHeld) {
        beginHeld = true;
        inTransaction = true;
        return Promise.resolve({ command: 'BEGIN', rowCount: null, rows: [], fields: [] });
      }
      if (!beginHeld) return query(...args);
      beginHeld = false;
      if (bare && END.test(text)) {
        return Promise.resolve({ command: text.toUpperCase(), rowCount: null, rows: [], fields: [] });
      }
      const statement = plain ? inlined(client, text, values) : null;
      if (statement === null) return (query('begin') as Promise<unknown>).then(() => query(...args));
      return (query(`BEGIN;\n${statement}`) as Promise<pg.QueryResult[]>).then((results) => results[1]);
    };
    (client as { query: unknown }).query = wrapped;
  });
}
