import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { expressionBuilder, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RecordView } from './recordPresenter.js';

type Executor = Db | Transaction<Database>;

export interface RaidListFilters {
  server?: number | undefined;
  faction?: number | undefined;
  zone?: number | undefined;
  size?: number | undefined;
  difficulty?: number | undefined;
  lootSystem?: number | undefined;
  user?: string | undefined;
  guild?: string | undefined;
}

/**
 * A raid with what its card shows: leader, guild, template, roster counts by role (roster slots only),
 * sign-ups and history entries, all counted by the database in the same query.
 */
function raidViews(db: Executor) {
  return db
    .selectFrom('raids')
    .innerJoin('users', 'users.id', 'raids.user_id')
    .leftJoin('guilds', 'guilds.id', 'raids.discord_server')
    .leftJoin('auto_raids', 'auto_raids.id', 'raids.auto_raid_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('records')
          .select((count) => [
            count.fn.countAll<number>().filterWhere('records.slot', '>', 0).as('slots_filled'),
            count.fn
              .countAll<number>()
              .filterWhere((w) => w.and([w('records.slot', '>', 0), w('records.role', '=', 1)]))
              .as('tanks'),
            count.fn
              .countAll<number>()
              .filterWhere((w) => w.and([w('records.slot', '>', 0), w('records.role', '=', 2)]))
              .as('healers'),
            count.fn
              .countAll<number>()
              .filterWhere((w) => w.and([w('records.slot', '>', 0), w('records.role', '>', 2)]))
              .as('dps'),
            count.fn.countAll<number>().as('records_count'),
          ])
          .whereRef('records.raid_id', '=', 'raids.id')
          // A record held by the roster of a similar raid is hidden meanwhile.
          .where('records.suspended_by_raid_id', 'is', null)
          .as('counts'),
      (join) => join.onTrue(),
    )
    .selectAll('raids')
    .select((eb) => [
      'users.username',
      'users.global_name',
      'users.discriminator',
      'users.avatar',
      'guilds.name as guild_name',
      'guilds.icon as guild_icon',
      'auto_raids.day_of_week as auto_day_of_week',
      'auto_raids.start_day_of_week as auto_start_day_of_week',
      'auto_raids.start_time as auto_start_time',
      'counts.slots_filled',
      'counts.tanks',
      'counts.healers',
      'counts.dps',
      'counts.records_count',
      eb
        .selectFrom('history')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('history.raid_id', '=', 'raids.id')
        .as('messages_count'),
    ]);
}

export type RaidView = Awaited<ReturnType<ReturnType<typeof raidViews>['executeTakeFirstOrThrow']>>;

/**
 * Active: not archived, not canceled and not yet completed (the start is less than `completedBefore` old);
 * the archive is everything else, so a raid the archiving job has not reached yet is already in the archive.
 */
function listCondition(
  expansion: ExpansionKey,
  archive: boolean,
  completedBefore: Date,
  filters: RaidListFilters,
): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'raids'>();
  const conditions: Expression<SqlBool>[] = [eb('raids.expansion', '=', expansion)];
  conditions.push(
    archive
      ? eb.or([
          eb('raids.is_archive', '=', true),
          eb('raids.canceled', '=', true),
          eb('raids.date', '<=', completedBefore),
        ])
      : eb.and([
          eb('raids.is_archive', '=', false),
          eb('raids.canceled', '=', false),
          eb('raids.date', '>', completedBefore),
        ]),
  );
  if (filters.server !== undefined) conditions.push(eb('raids.server', '=', filters.server));
  if (filters.faction !== undefined) conditions.push(eb('raids.faction', '=', filters.faction));
  if (filters.zone !== undefined) {
    const zone = filters.zone;
    conditions.push(
      eb.or([eb('raids.zone', '=', zone), eb('raids.zone2', '=', zone), eb('raids.zone3', '=', zone)]),
    );
  }
  if (filters.size !== undefined) conditions.push(eb('raids.size', '=', filters.size));
  if (filters.difficulty !== undefined) conditions.push(eb('raids.difficulty', '=', filters.difficulty));
  if (filters.lootSystem !== undefined) conditions.push(eb('raids.loot_system', '=', filters.lootSystem));
  if (filters.user !== undefined) conditions.push(eb('raids.user_id', '=', filters.user));
  if (filters.guild !== undefined) conditions.push(eb('raids.discord_server', '=', filters.guild));
  return eb.and(conditions);
}

export interface RaidListPage {
  expansion: ExpansionKey;
  archive: boolean;
  completedBefore: Date;
  filters: RaidListFilters;
  limit: number;
  offset: number;
}

/** One page of the list: upcoming raids soonest first, the archive newest first. */
export async function listRaidViews(
  db: Db,
  page: RaidListPage,
): Promise<{ rows: RaidView[]; total: number }> {
  const condition = listCondition(page.expansion, page.archive, page.completedBefore, page.filters);
  const direction = page.archive ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    raidViews(db)
      .where(condition)
      .orderBy('raids.date', direction)
      .orderBy('raids.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('raids')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function findRaidView(db: Db, expansion: ExpansionKey, id: number): Promise<RaidView | undefined> {
  return raidViews(db).where('raids.id', '=', id).where('raids.expansion', '=', expansion).executeTakeFirst();
}

/** The raid's visible records (not suspended by a similar raid): roster by slot, then the list by sign-up time. */
export function recordViews(db: Executor, raidId: number): Promise<RecordView[]> {
  return db
    .selectFrom('records')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .innerJoin('users', 'users.id', 'records.user_id')
    .select((eb) => [
      'records.id',
      'records.raid_id',
      'records.user_id',
      'records.char_id',
      'records.slot',
      'records.role',
      'records.leader',
      'records.byer',
      'records.logs',
      'records.ilvl',
      'records.spec_id',
      'records.status',
      'records.created_at',
      'characters.name as char_name',
      'characters.class as char_class',
      'characters.spec2 as char_spec2',
      'users.username',
      'users.global_name',
      'users.discriminator',
      eb
        .exists(
          eb
            .selectFrom('change_requests')
            .select('change_requests.id')
            .whereRef('change_requests.record_id', '=', 'records.id')
            .where('change_requests.status', '=', 'active'),
        )
        .as('active_change_request'),
    ])
    .where('records.raid_id', '=', raidId)
    .where('records.suspended_by_raid_id', 'is', null)
    .orderBy((eb) => eb.case().when('records.slot', '>', 0).then(0).else(1).end())
    .orderBy('records.slot')
    .orderBy('records.created_at')
    .orderBy('records.id')
    .execute();
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
