import { sql, type Compilable } from 'kysely';
import type { Executor } from './database.js';
import { WITH_COMMIT, type HeldStatementsAnswer } from './foldedBegin.js';
import { markedStatements } from './markedStatements.js';

/**
 * Hands over writes whose answers nothing in the transaction waits for, to go to PostgreSQL with its COMMIT in
 * one round trip (foldedBegin.ts): while a burst of sign-ups queues on a raid's row lock, each wait of the
 * holder for its process is time all the others wait. They run in the order handed over, after every statement
 * sent before; a statement the transaction sends before its end takes them with it. `heard` hears each one's
 * rows once they have run, before the commit answers (so before the transaction's caller goes on). A failing
 * one fails the commit, which then rolls the transaction back. Outside a transaction, or with a value that
 * cannot be written into the text, they run at once.
 */
export async function sendWithCommit(
  db: Executor,
  queries: ReadonlyArray<Compilable>,
  heard?: (rows: unknown[][]) => void,
): Promise<void> {
  if (queries.length === 0) return;
  const { rows } =
    await sql<HeldStatementsAnswer>`${sql.raw(markedStatements(WITH_COMMIT, queries))}`.execute(db);
  if (heard) rows[0]?.whenRun(heard);
}
