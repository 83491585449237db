import { ATTENDANCE_OUTCOMES } from '@raid/domain/rules/attendance';
import { csvFile } from '@raid/domain/rules/csv';
import type { AttendanceRow } from '@raid/domain/schemas/attendance';

const HEADER = [
  'name',
  'id',
  'percentage',
  'attended',
  'expected',
  ...ATTENDANCE_OUTCOMES,
  'currentStreak',
  'longestStreak',
  'benchCredit',
  'lastRaids',
];

/** The attendance table as the site's CSV file (domain rules/csv.ts); the last raids as their outcomes, newest first. */
export function attendanceCsv(rows: readonly AttendanceRow[]): string {
  return csvFile([
    HEADER,
    ...rows.map((row) => [
      row.name,
      row.id,
      row.percentage,
      row.attended,
      row.expected,
      ...ATTENDANCE_OUTCOMES.map((outcome) => row.counts[outcome]),
      row.currentStreak,
      row.longestStreak,
      row.benchCredit,
      row.lastRaids.map((raid) => raid.outcome).join(' '),
    ]),
  ]);
}
