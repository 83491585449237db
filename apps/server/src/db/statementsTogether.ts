import { sql, type Compilable, type Transaction } from 'kysely';
import { TOGETHER } from './foldedBegin.js';
import { markedStatements } from './markedStatements.js';
import type { Database } from './schema.js';

/**
 * Runs the queries one after another in the transaction and answers each one's rows, in one round trip when
 * their values can be written into their text (foldedBegin.ts): a read that must follow a row lock then
 * costs no wait of its own while the lock is held. Each statement runs with its own snapshot, so a read after
 * a lock sees what the lock's previous holder committed.
 */
export async function runTogether(
  trx: Transaction<Database>,
  queries: ReadonlyArray<Compilable>,
): Promise<unknown[][]> {
  const { rows } = await sql<{ statements: unknown[][] }>`${sql.raw(
    markedStatements(TOGETHER, queries),
  )}`.execute(trx);
  return rows[0]?.statements ?? [];
}
