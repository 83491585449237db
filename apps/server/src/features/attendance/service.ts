import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { ATTENDANCE_PAGE_SIZE, LAST_RAIDS_SHOWN } from '@raid/domain/rules/attendance';
import type { AttendanceAnswer, AttendanceQuery, AttendanceRow } from '@raid/domain/schemas/attendance';
import type { AppDeps } from '../../appDeps.js';
import { attendanceCsv } from './csv.js';
import { presentAttendance } from './presenter.js';
import {
  attendanceTotals,
  lastRaids,
  type AttendanceFilters,
  type AttendanceRaidRow,
} from '../../data/attendance.js';

/** The most rows one CSV export carries: a community's players are far fewer. */
const CSV_MAX_ROWS = 10_000;

function filtersOf(expansion: ExpansionKey, query: AttendanceQuery): AttendanceFilters {
  return {
    expansion,
    subject: query.guild !== undefined ? { guild: query.guild } : { user: query.user ?? '' },
    zone: query.zone,
    team: query.team,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    benchCounts: query.benchCounts,
  };
}

async function rowsOf(
  deps: Pick<AppDeps, 'db'>,
  filters: AttendanceFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: AttendanceRow[]; total: number }> {
  const totals = await attendanceTotals(deps.db, filters, page);
  const raids = await lastRaids(
    deps.db,
    filters,
    totals.map((row) => row.key),
    LAST_RAIDS_SHOWN,
  );
  const raidsByKey = new Map<string, AttendanceRaidRow[]>();
  for (const raid of raids) raidsByKey.set(raid.key, [...(raidsByKey.get(raid.key) ?? []), raid]);
  const rows = totals.map((row) => presentAttendance(row, raidsByKey.get(row.key) ?? []));
  return { rows, total: totals[0]?.total ?? 0 };
}

/** `GET /api/attendance`: a page of the table, best attendance first. */
export async function attendancePage(
  deps: Pick<AppDeps, 'db'>,
  expansion: ExpansionKey,
  query: AttendanceQuery,
): Promise<AttendanceAnswer> {
  const offset = (query.page - 1) * ATTENDANCE_PAGE_SIZE;
  const { rows, total } = await rowsOf(deps, filtersOf(expansion, query), {
    limit: ATTENDANCE_PAGE_SIZE,
    offset,
  });
  return { data: rows, page: query.page, perPage: ATTENDANCE_PAGE_SIZE, total };
}

/** `GET /api/attendanceCsv`: the whole table (no pages) and a file name that says whose and when. */
export async function attendanceExport(
  deps: Pick<AppDeps, 'db' | 'now'>,
  expansion: ExpansionKey,
  query: AttendanceQuery,
): Promise<{ filename: string; csv: string }> {
  const { rows } = await rowsOf(deps, filtersOf(expansion, query), { limit: CSV_MAX_ROWS, offset: 0 });
  const whose = query.guild !== undefined ? `guild-${query.guild}` : `user-${query.user ?? ''}`;
  const day = deps.now().toISOString().slice(0, 10);
  return { filename: `attendance-${expansion}-${whose}-${day}.csv`, csv: attendanceCsv(rows) };
}
