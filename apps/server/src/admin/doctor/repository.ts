import type { Db } from '../../db/database.js';

/** The characters registered here, newest first (at most `limit`): the doctor's look-ups pick from them. */
export const newestCharacters = (db: Db, limit: number) =>
  db
    .selectFrom('characters')
    .select(['name', 'server', 'expansion'])
    .where('deleted', '=', false)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
