import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UserCounts } from './presenter.js';

/** Raids led in the expansion, raids led everywhere, and all raids of the expansion (the share's denominator). */
export async function userCounts(db: Db, userId: string, expansion: ExpansionKey): Promise<UserCounts> {
  const row = await db
    .selectNoFrom([
      sql<number>`(SELECT count(*) FROM raids WHERE user_id = ${userId} AND expansion = ${expansion})`.as(
        'raids',
      ),
      sql<number>`(SELECT count(*) FROM raids WHERE user_id = ${userId})`.as('total'),
      sql<number>`(SELECT count(*) FROM raids WHERE expansion = ${expansion})`.as('totalRaids'),
    ])
    .executeTakeFirstOrThrow();
  return { raids: Number(row.raids), total: Number(row.total), totalRaids: Number(row.totalRaids) };
}
