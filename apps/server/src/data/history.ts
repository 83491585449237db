import type { Insertable, Transaction } from 'kysely';
import type { HistoryEvent } from '@raid/domain/schemas/history';
import type { Db } from '../db/database.js';
import type { Database, HistoryTable } from '../db/schema.js';

export type HistoryInput = Omit<Insertable<HistoryTable>, 'event'> & { event: HistoryEvent };

/** Appends a raid history entry; call it inside the transaction of the change it describes. */
export async function addHistory(db: Db | Transaction<Database>, entry: HistoryInput): Promise<void> {
  await db.insertInto('history').values(entry).execute();
}

/** The raid's history, newest first, with who made each change. */
export async function raidHistory(db: Db, raidId: number) {
  return db
    .selectFrom('history')
    .leftJoin('users', 'users.id', 'history.user_id')
    .selectAll('history')
    .select(['users.avatar', 'users.username', 'users.global_name', 'users.discriminator'])
    .where('history.raid_id', '=', raidId)
    .orderBy('history.created_at', 'desc')
    .orderBy('history.id', 'desc')
    .execute();
}

export type HistoryRow = Awaited<ReturnType<typeof raidHistory>>[number];
