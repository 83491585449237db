import { ATTENDANCE_OUTCOMES } from '@raid/domain/rules/attendance';
import type { AttendanceRow } from '@raid/domain/schemas/attendance';

/**
 * A cell as RFC 4180 quotes it. A name starting with = + - @ (or a tab or CR) is read as a formula by
 * spreadsheet programs, so it gets a leading apostrophe (OWASP "CSV injection").
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = [
  'name',
  'id',
  'percentage',
  'attended',
  'expected',
  ...ATTENDANCE_OUTCOMES,
  'currentStreak',
  'longestStreak',
  'lastRaids',
];

/** The attendance table as CSV, CRLF line ends; the last raids as their outcomes, newest first. */
export function attendanceCsv(rows: readonly AttendanceRow[]): string {
  const lines = rows.map((row) =>
    [
      row.name,
      row.id,
      row.percentage,
      row.attended,
      row.expected,
      ...ATTENDANCE_OUTCOMES.map((outcome) => row.counts[outcome]),
      row.currentStreak,
      row.longestStreak,
      row.lastRaids.map((raid) => raid.outcome).join(' '),
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
