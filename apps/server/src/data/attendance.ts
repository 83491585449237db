import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { BENCH_OUTCOMES, FULL_CREDIT_OUTCOMES, type AttendanceOutcome } from '@raid/domain/rules/attendance';
import { sql, type Insertable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { AttendanceTable } from '../db/schema.js';

/** What a completed raid's attendance is written from: the raid, and its records that are not suspended. */
export function raidForAttendance(db: Executor, raidId: number) {
  return db
    .selectFrom('raids')
    .select(['id', 'expansion', 'discord_server', 'team_id', 'zone', 'date', 'canceled'])
    .where('id', '=', raidId)
    .executeTakeFirst();
}

/**
 * Every record of the raid; a suspended one (its character is held by a similar raid's roster) shows no outcome
 * here, but its player did answer.
 */
export function recordsForAttendance(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .select(['user_id', 'char_id', 'slot', 'status', 'suspended_by_raid_id'])
    .where('raid_id', '=', raidId)
    .orderBy('id')
    .execute();
}

/** Kept once per raid and player: a second completion of the same raid adds nothing. */
export async function insertAttendance(
  db: Executor,
  rows: Array<Insertable<AttendanceTable>>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('attendance')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['raid_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return inserted.length;
}

/** A community's players (`guild`), or one user's communities (`user`). */
type AttendanceSubject = { guild: string } | { user: string };

export interface AttendanceFilters {
  expansion: ExpansionKey;
  subject: AttendanceSubject;
  zone?: number | undefined;
  /** Only the raids of this team (issue 30). */
  team?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** False for `benchCounts=0`: the bench gets no credit, whatever the community set. */
  benchCounts: boolean;
}

/** The rows a table is summed over; the index (guild or user first, then expansion) finds them. */
function scope(filters: AttendanceFilters) {
  const subject =
    'guild' in filters.subject
      ? sql`a.guild_id = ${filters.subject.guild}`
      : sql`a.user_id = ${filters.subject.user}`;
  return sql.join(
    [
      subject,
      sql`a.expansion = ${filters.expansion}`,
      ...(filters.zone === undefined ? [] : [sql`a.zone = ${filters.zone}`]),
      ...(filters.team === undefined
        ? []
        : [sql`a.raid_id IN (SELECT id FROM raids WHERE team_id = ${filters.team})`]),
      ...(filters.from === undefined ? [] : [sql`a.date >= ${filters.from}`]),
      ...(filters.to === undefined ? [] : [sql`a.date < ${filters.to}`]),
    ],
    sql` AND `,
  );
}

/** The table's row key: the player in a community's table, the community in a user's. */
const keyColumn = (filters: AttendanceFilters) =>
  'guild' in filters.subject ? sql.ref('a.user_id') : sql.ref('a.guild_id');

export interface AttendanceTotals {
  key: string;
  username: string | null;
  global_name: string | null;
  discriminator: string | null;
  member_name: string | null;
  image: string | null;
  expected: number;
  attended: number;
  /** In percent, as the community stores it (0 for `benchCounts=0`). */
  bench_credit_percent: number;
  roster: number;
  bench: number;
  late: number;
  tentative: number;
  absent: number;
  noAnswer: number;
  currentStreak: number;
  longestStreak: number;
  percentage: number;
  total: number;
}

/**
 * A page of the table, best attendance first, summed in the database. Each raid counts its outcome's credit
 * (domain rules/attendance.ts): 1 in the roster, the bench credit on the bench (the raid's team's, else the
 * community's; a row shows the highest it was counted with). Streaks are runs of raids with some credit in date
 * order: numbering each raid by the misses up to it puts a miss and the attended raids after it in one run (one
 * sort of the scope), and the current streak is the newest run's attended raids.
 */
export async function attendanceTotals(
  db: Db,
  filters: AttendanceFilters,
  page: { limit: number; offset: number },
): Promise<AttendanceTotals[]> {
  const byGuild = 'guild' in filters.subject;
  const { rows } = await sql<AttendanceTotals>`
    WITH credited AS (
      SELECT ${keyColumn(filters)} AS key, a.raid_id, a.date, a.outcome, a.member_name, bench.percent,
        CASE WHEN a.outcome = ANY(${FULL_CREDIT_OUTCOMES}::text[]) THEN 1.0
          WHEN a.outcome = ANY(${BENCH_OUTCOMES}::text[]) THEN bench.percent / 100.0
          ELSE 0 END AS credit
      FROM attendance a
      -- A community the site has no row for never changed its bench credit: the full one. A team raid takes its
      -- team's credit when the team set one (issue 30, part 4).
      LEFT JOIN guilds g ON g.id = a.guild_id
      LEFT JOIN raids r ON r.id = a.raid_id
      LEFT JOIN teams tm ON tm.id = r.team_id
      CROSS JOIN LATERAL (
        SELECT CASE WHEN ${filters.benchCounts}
          THEN coalesce(tm.bench_credit_percent, g.bench_credit_percent, 100) ELSE 0 END AS percent
      ) AS bench
      WHERE ${scope(filters)}
    ),
    scoped AS (SELECT credited.*, credit > 0 AS attended FROM credited),
    ordered AS (
      SELECT key, attended,
        count(*) FILTER (WHERE NOT attended) OVER (PARTITION BY key ORDER BY date, raid_id) AS run
      FROM scoped
    ),
    runs AS (
      SELECT key, run, count(*) FILTER (WHERE attended) AS length FROM ordered GROUP BY key, run
    ),
    streaks AS (
      SELECT key, max(length) AS longest, (array_agg(length ORDER BY run DESC))[1] AS current
      FROM runs GROUP BY key
    ),
    totals AS (
      SELECT key, count(*)::int AS expected, round(sum(credit), 2)::float8 AS attended,
        max(percent)::int AS bench_credit_percent,
        count(*) FILTER (WHERE outcome = 'roster')::int AS roster,
        count(*) FILTER (WHERE outcome = 'bench')::int AS bench,
        count(*) FILTER (WHERE outcome = 'late')::int AS late,
        count(*) FILTER (WHERE outcome = 'tentative')::int AS tentative,
        count(*) FILTER (WHERE outcome = 'absent')::int AS absent,
        count(*) FILTER (WHERE outcome = 'noAnswer')::int AS "noAnswer",
        max(member_name) AS member_name
      FROM scoped GROUP BY key
    )
    SELECT t.*, coalesce(s.current, 0)::int AS "currentStreak", coalesce(s.longest, 0)::int AS "longestStreak",
      round(100.0 * t.attended / t.expected)::int AS percentage, count(*) OVER ()::int AS total,
      ${byGuild ? sql`u.username, u.global_name, u.discriminator, u.avatar` : sql`g.name AS username, NULL AS global_name, NULL AS discriminator, g.icon`} AS image
    FROM totals t LEFT JOIN streaks s USING (key)
    ${byGuild ? sql`LEFT JOIN users u ON u.id = t.key` : sql`LEFT JOIN guilds g ON g.id = t.key`}
    ORDER BY percentage DESC, t.attended DESC, t.expected DESC, t.key
    LIMIT ${page.limit} OFFSET ${page.offset}
  `.execute(db);
  return rows;
}

export interface AttendanceRaidRow {
  key: string;
  raid_id: number;
  date: Date;
  zone: number;
  outcome: AttendanceOutcome;
}

/** The newest `limit` raids of each key, read through the index per key rather than sorting the whole scope. */
export async function lastRaids(
  db: Db,
  filters: AttendanceFilters,
  keys: string[],
  limit: number,
): Promise<AttendanceRaidRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<AttendanceRaidRow>`
    SELECT keys.key, last.raid_id, last.date, last.zone, last.outcome
    FROM unnest(${keys}::text[]) AS keys(key)
    CROSS JOIN LATERAL (
      SELECT a.raid_id, a.date, a.zone, a.outcome FROM attendance a
      WHERE ${scope(filters)} AND ${keyColumn(filters)} = keys.key
      ORDER BY a.date DESC, a.raid_id DESC LIMIT ${limit}
    ) AS last
    ORDER BY keys.key, last.date DESC, last.raid_id DESC
  `.execute(db);
  return rows;
}
