import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { gdkpHidden } from './raids.js';

interface RaidListFilters {
  server?: number | undefined;
  faction?: number | undefined;
  zone?: number | undefined;
  size?: number | undefined;
  difficulty?: number | undefined;
  lootSystem?: number | undefined;
  user?: string | undefined;
  guild?: string | undefined;
  team?: number | undefined;
}

interface RaidListPage {
  expansion: ExpansionKey;
  archive: boolean;
  /** Raids that started before this are completed (SPEC section 4: an hour after the start). */
  completedBefore: Date;
  filters: RaidListFilters;
  limit: number;
  offset: number;
}

/**
 * The columns a raid card shows (SPEC section 2 "Raid card"), counts included: nothing is counted per row. A
 * GDKP raid's pot is kept on its ledger's row: one primary-key lookup per card, nothing summed per list.
 */
const cardColumns = [
  'raids.id',
  'raids.expansion',
  'raids.user_id',
  'raids.date',
  'raids.server',
  'raids.faction',
  'raids.zone',
  'raids.zone2',
  'raids.zone3',
  'raids.size',
  'raids.difficulty',
  'raids.loot_system',
  'raids.required_logs',
  'raids.required_ilvl',
  'raids.byers',
  'raids.private',
  'raids.discord_server',
  'raids.discord_channel',
  'raids.discord_message',
  'raids.canceled',
  'raids.is_archive',
  'raids.slots_filled',
  'raids.tanks',
  'raids.healers',
  'raids.dps',
  'raids.records_count',
  'users.username',
  'users.global_name',
  'users.discriminator',
  'users.avatar',
  'guilds.name as guild_name',
  'guilds.icon as guild_icon',
  'gdkp_ledgers.pot_copper as gdkp_pot_copper',
  gdkpHidden,
  'raids.team_id',
  'teams.name as team_name',
] as const;

function cardViews(db: Db) {
  return db
    .selectFrom('raids')
    .innerJoin('users', 'users.id', 'raids.user_id')
    .leftJoin('guilds', 'guilds.id', 'raids.discord_server')
    .leftJoin('gdkp_ledgers', 'gdkp_ledgers.raid_id', 'raids.id')
    .leftJoin('teams', 'teams.id', 'raids.team_id')
    .select(cardColumns);
}

export type RaidCardView = Awaited<ReturnType<ReturnType<typeof cardViews>['executeTakeFirstOrThrow']>>;

/**
 * Active: not archived, not canceled and not yet completed; the archive is everything else, so a raid the
 * archiving job has not reached yet is already in the archive. Written so PostgreSQL matches the partial
 * index of the active list and the covering index of the archive.
 */
function listCondition(page: RaidListPage): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'raids'>();
  const { filters } = page;
  const conditions: Expression<SqlBool>[] = [eb('raids.expansion', '=', page.expansion)];
  conditions.push(page.archive ? archived(page.completedBefore) : active(page.completedBefore));
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
  if (filters.team !== undefined) conditions.push(eb('raids.team_id', '=', filters.team));
  return eb.and(conditions);
}

function active(completedBefore: Date): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'raids'>();
  return eb.and([
    eb('raids.is_archive', '=', false),
    eb('raids.canceled', '=', false),
    eb('raids.date', '>', completedBefore),
  ]);
}

function archived(completedBefore: Date): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'raids'>();
  return eb.or([
    eb('raids.is_archive', '=', true),
    eb('raids.canceled', '=', true),
    eb('raids.date', '<=', completedBefore),
  ]);
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How many raids the active list holds. Unfiltered, from the open raids the day counts keep for the days after
 * the cutoff's day, plus the cutoff's own day's still ahead of it counted on the active list's index: the cost
 * of one day's raids, however many are upcoming. Filtered, counted (the filters keep the set small).
 */
async function activeTotal(db: Db, page: RaidListPage): Promise<number> {
  const condition = listCondition(page);
  const counted = db.selectFrom('raids').select((eb) => eb.fn.countAll<number>().as('n')).where(condition);
  if (hasFilters(page.filters)) return (await counted.executeTakeFirstOrThrow()).n;
  const today = utcDay(page.completedBefore);
  const [later, restOfToday] = await Promise.all([
    db
      .selectFrom('raid_days')
      .select(sql<number>`coalesce(sum(open), 0)::int`.as('n'))
      .where('expansion', '=', page.expansion)
      .where('day', '>', sql<Date>`${today}::date`)
      .executeTakeFirstOrThrow(),
    counted
      .where('raids.date', '<', sql<Date>`(${today}::date + 1)::timestamp AT TIME ZONE 'UTC'`)
      .executeTakeFirstOrThrow(),
  ]);
  return later.n + restOfToday.n;
}

/** Upcoming raids soonest first; the page is read from the active list's index, its total from day counts. */
async function activePage(db: Db, page: RaidListPage) {
  const [rows, total] = await Promise.all([
    cardViews(db)
      .where(listCondition(page))
      .orderBy('raids.date')
      .orderBy('raids.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    activeTotal(db, page),
  ]);
  return { rows, total };
}

/**
 * How many raids of the expansion pass the filters in all, from the maintained totals, where the filters are
 * among those the totals are kept by (leader, community, realm, loot system); null otherwise.
 */
async function allRaidsFromTotals(db: Db, page: RaidListPage): Promise<number | null> {
  const { filters } = page;
  const others = [filters.faction, filters.zone, filters.size, filters.difficulty, filters.team];
  if (others.some((filter) => filter !== undefined)) return null;
  let query = db
    .selectFrom('raid_totals')
    .select(sql<number>`coalesce(sum(raids), 0)::int`.as('total'))
    .where('expansion', '=', page.expansion);
  if (filters.user !== undefined) query = query.where('user_id', '=', filters.user);
  if (filters.guild !== undefined) query = query.where('guild_id', '=', filters.guild);
  if (filters.server !== undefined) query = query.where('server', '=', filters.server);
  if (filters.lootSystem !== undefined) query = query.where('loot_system', '=', filters.lootSystem);
  const row = await query.executeTakeFirstOrThrow();
  return row.total;
}

/** The archive's size: all raids less the (few) active ones where the totals allow, else counted. */
async function archiveTotal(db: Db, page: RaidListPage): Promise<number> {
  const all = await allRaidsFromTotals(db, page);
  const condition = listCondition(all === null ? page : { ...page, archive: false });
  const count = await db
    .selectFrom('raids')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(condition)
    .executeTakeFirstOrThrow();
  return all === null ? count.n : all - count.n;
}

const filterKeys = [
  'server',
  'faction',
  'zone',
  'size',
  'difficulty',
  'lootSystem',
  'user',
  'guild',
  'team',
] as const;

function hasFilters(filters: RaidListFilters): boolean {
  return filterKeys.some((key) => filters[key] !== undefined);
}

/** The page's cards, newest first, for ids found by one of the ways below. */
async function cardsOf(db: Db, ids: ReadonlyArray<{ id: number }>) {
  if (ids.length === 0) return [];
  return cardViews(db)
    .where(
      'raids.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('raids.date', 'desc')
    .orderBy('raids.id', 'desc')
    .execute();
}

/**
 * A filtered page of the archive: its ids come from the covering index alone (it holds every filter column),
 * from whichever end of the archive is nearer, so only the page's own rows are read. The cost follows the
 * raids that pass the filters, which a filter keeps small.
 */
async function filteredArchivePage(db: Db, page: RaidListPage) {
  const total = await archiveTotal(db, page);
  if (page.offset >= total) return { rows: [], total };
  const fromOldest = page.offset > total / 2;
  const skip = fromOldest ? Math.max(0, total - page.offset - page.limit) : page.offset;
  const take = fromOldest ? Math.min(page.limit, total - page.offset) : page.limit;
  const direction = fromOldest ? 'asc' : 'desc';
  const ids = await db
    .selectFrom('raids')
    .select('raids.id')
    .where(listCondition(page))
    .orderBy('raids.date', direction)
    .orderBy('raids.id', direction)
    .limit(take)
    .offset(skip)
    .execute();
  return { rows: await cardsOf(db, ids), total };
}

/**
 * The whole archive, newest first, at the same cost for any page at any size. Its top is the few raids not
 * yet due that are canceled or archived, then the raids of the cutoff's own day up to the cutoff; below those
 * every raid of an earlier day is archived, so the day counts kept in raid_days say on which day a page
 * starts, and only that day's newer raids are skipped.
 */
async function wholeArchivePage(db: Db, page: RaidListPage) {
  const { expansion, completedBefore, offset, limit } = page;
  const today = utcDay(completedBefore);
  const [ahead, todaySoFar, earlier] = await Promise.all([
    db
      .selectFrom('raids')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expansion', '=', expansion)
      .where((eb) => eb.or([eb('canceled', '=', true), eb('is_archive', '=', true)]))
      .where('date', '>', completedBefore)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('raids')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expansion', '=', expansion)
      .where('date', '>=', sql<Date>`${today}::date::timestamp AT TIME ZONE 'UTC'`)
      .where('date', '<=', completedBefore)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('raid_days')
      .select(sql<number>`coalesce(sum(raids), 0)::int`.as('n'))
      .where('expansion', '=', expansion)
      .where('day', '<', sql<Date>`${today}::date`)
      .executeTakeFirstOrThrow(),
  ]);
  const top = ahead.n + todaySoFar.n;
  const total = top + earlier.n;
  if (offset >= total) return { rows: [], total };
  if (offset < top) {
    const ids = await db
      .selectFrom('raids')
      .select('raids.id')
      .where(listCondition(page))
      .orderBy('raids.date', 'desc')
      .orderBy('raids.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows: await cardsOf(db, ids), total };
  }
  const intoEarlier = offset - top;
  const start = await sql<{ day: string; before: number }>`
    SELECT day::text AS day, (through - raids)::int AS before
    FROM (
      SELECT day, raids, sum(raids) OVER (ORDER BY day DESC) AS through
      FROM raid_days WHERE expansion = ${expansion} AND day < ${today}::date
    ) AS days
    WHERE through > ${intoEarlier}
    ORDER BY day DESC
    LIMIT 1
  `.execute(db);
  const first = start.rows[0];
  if (!first) return { rows: [], total };
  const ids = await db
    .selectFrom('raids')
    .select('raids.id')
    .where('expansion', '=', expansion)
    .where('date', '<', sql<Date>`(${first.day}::date + 1)::timestamp AT TIME ZONE 'UTC'`)
    .orderBy('raids.date', 'desc')
    .orderBy('raids.id', 'desc')
    .limit(limit)
    .offset(intoEarlier - first.before)
    .execute();
  return { rows: await cardsOf(db, ids), total };
}

function archivePage(db: Db, page: RaidListPage) {
  return hasFilters(page.filters) ? filteredArchivePage(db, page) : wholeArchivePage(db, page);
}

/** One page of the active list or the archive. */
export function listRaidCards(db: Db, page: RaidListPage): Promise<{ rows: RaidCardView[]; total: number }> {
  return page.archive ? archivePage(db, page) : activePage(db, page);
}
