import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

/**
 * A raid with what its page shows: leader, guild, template, and the counts the triggers of migration 0004 keep
 * on the row (roster by role, sign-ups, history entries).
 */
function raidViews(db: Executor) {
  return db
    .selectFrom('raids')
    .innerJoin('users', 'users.id', 'raids.user_id')
    .leftJoin('guilds', 'guilds.id', 'raids.discord_server')
    .leftJoin('auto_raids', 'auto_raids.id', 'raids.auto_raid_id')
    .selectAll('raids')
    .select([
      'users.username',
      'users.global_name',
      'users.discriminator',
      'users.avatar',
      'guilds.name as guild_name',
      'guilds.icon as guild_icon',
      'auto_raids.day_of_week as auto_day_of_week',
      'auto_raids.start_day_of_week as auto_start_day_of_week',
      'auto_raids.start_time as auto_start_time',
    ]);
}

export type RaidView = Awaited<ReturnType<ReturnType<typeof raidViews>['executeTakeFirstOrThrow']>>;

export function findRaidView(db: Db, expansion: ExpansionKey, id: number): Promise<RaidView | undefined> {
  return raidViews(db).where('raids.id', '=', id).where('raids.expansion', '=', expansion).executeTakeFirst();
}

/** The raid row, locked until the transaction ends so concurrent edits of it queue up. */
export function lockRaid(trx: Transaction<Database>, expansion: ExpansionKey, id: number) {
  return trx
    .selectFrom('raids')
    .selectAll()
    .where('id', '=', id)
    .where('expansion', '=', expansion)
    .forUpdate()
    .executeTakeFirst();
}

export function findCharacter(db: Executor, expansion: ExpansionKey, id: number) {
  return db
    .selectFrom('characters')
    .selectAll()
    .where('id', '=', id)
    .where('expansion', '=', expansion)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/** The leader's other non-canceled raid starting at the same moment ('A raid with this date already exists'). */
export async function raidAtSameDate(
  db: Executor,
  raid: { expansion: string; userId: string; date: Date; exceptId?: number },
): Promise<number | null> {
  let query = db
    .selectFrom('raids')
    .select('id')
    .where('expansion', '=', raid.expansion)
    .where('user_id', '=', raid.userId)
    .where('date', '=', raid.date)
    .where('canceled', '=', false);
  if (raid.exceptId !== undefined) query = query.where('id', '!=', raid.exceptId);
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}
