import type { Db } from '../db/database.js';
import { inUtc, summarizeTables, type TableSummary } from '../db/databaseBackup.js';

/** Every table's row count and checksum, in one snapshot: what a restored database is compared with. */
export function summarizeDatabase(db: Db): Promise<TableSummary[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await inUtc(trx);
      return summarizeTables(trx);
    });
}
