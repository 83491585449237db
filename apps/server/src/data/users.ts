import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { Database, UserRow, UsersTable } from '../db/schema.js';
import { totalRaids } from '../db/publicTables.js';

export interface UserCounts {
  raids: number;
  total: number;
  totalRaids: number;
}

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

/**
 * Raid leaders of the expansion, most raids first: with `id`, that one user whether or not they lead any.
 * Their realm and loot system are the ones most of their raids here use, else their stored preference (one
 * value for every expansion, and set by few): docs/decisions.md "Raid leaders' server and loot".
 * `raids` counts raids led in the expansion, `total` raids led everywhere, `totalRaids` all raids of the
 * expansion (docs/decisions.md "Users table share"). Read from the per-leader summary the raids' triggers keep
 * (migration 0024): one row per shown leader, whatever the number of raids.
 */
export async function raidLeaders(db: Db, expansion: ExpansionKey, id?: string) {
  const led = db
    .selectFrom('leader_totals')
    .select(['user_id', 'raids', 'server', 'loot_system'])
    .where('expansion', '=', expansion)
    .where('raids', '>', 0)
    .$if(id !== undefined, (query) => query.where('user_id', '=', id ?? ''));
  const everywhere = db
    .selectFrom('leader_totals')
    .select(['user_id', sql<number>`sum(raids)::int`.as('total')])
    .$if(id !== undefined, (query) => query.where('user_id', '=', id ?? ''))
    .$if(id === undefined, (query) =>
      query.where('user_id', 'in', (eb) =>
        eb
          .selectFrom('leader_totals as here')
          .select('here.user_id')
          .where('here.expansion', '=', expansion)
          .where('here.raids', '>', 0),
      ),
    )
    .groupBy('user_id');
  return db
    .selectFrom('users as u')
    .$if(id === undefined, (query) => query.innerJoin(led.as('led'), 'led.user_id', 'u.id'))
    .$if(id !== undefined, (query) => query.leftJoin(led.as('led'), 'led.user_id', 'u.id'))
    .leftJoin(everywhere.as('everywhere'), 'everywhere.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.global_name',
      'u.discriminator',
      'u.avatar',
      'u.premium',
      sql<number | null>`coalesce(led.server, u.preferred_server)`.as('server'),
      sql<number | null>`coalesce(led.loot_system, u.preferred_loot_system)`.as('lootSystem'),
      sql<number>`coalesce(led.raids, 0)`.as('raids'),
      sql<number>`coalesce(everywhere.total, 0)`.as('total'),
      totalRaids(expansion),
    ])
    .$if(id !== undefined, (query) => query.where('u.id', '=', id ?? ''))
    .orderBy('raids', 'desc')
    .orderBy('u.id')
    .execute();
}
