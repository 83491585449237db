import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { Database, UserRow, UsersTable } from '../../db/schema.js';
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

export function findUser(db: Executor, id: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Sets the user's Premium flag; answers who they are, or undefined for a user who never logged in. */
export function setPremium(db: Db, userId: string, premium: boolean, now: Date) {
  return db
    .updateTable('users')
    .set({ premium, updated_at: now })
    .where('id', '=', userId)
    .returning(['id', 'username', 'global_name', 'discriminator'])
    .executeTakeFirst();
}

/** Creates the user at their first login, or refreshes their stored profile at the next. */
export function saveUser(
  db: Executor,
  id: string,
  profile: Omit<Insertable<UsersTable>, 'id'> & Updateable<UsersTable>,
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ id, ...profile })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(profile))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The user's Discord tokens, locked until the transaction ends so only one request refreshes them. */
export function lockDiscordTokens(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('users')
    .select(['discord_access_token', 'discord_refresh_token', 'discord_token_expires_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findUsers(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}
