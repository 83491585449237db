import { displayName } from '@raid/domain/rules/displayName';
import type { AttendanceRow } from '@raid/domain/schemas/attendance';
import type { AttendanceRaidRow, AttendanceTotals } from '../../data/attendance.js';

/** A user who never logged in is named as Discord named them when the raid completed. */
function rowName(row: AttendanceTotals): string {
  if (row.username !== null) return displayName({ ...row, username: row.username });
  return row.member_name ?? row.key;
}

export function presentAttendance(row: AttendanceTotals, raids: AttendanceRaidRow[]): AttendanceRow {
  return {
    id: row.key,
    name: rowName(row),
    image: row.image,
    percentage: row.percentage,
    attended: row.attended,
    expected: row.expected,
    counts: {
      roster: row.roster,
      bench: row.bench,
      late: row.late,
      tentative: row.tentative,
      absent: row.absent,
      noAnswer: row.noAnswer,
    },
    currentStreak: row.currentStreak,
    longestStreak: row.longestStreak,
    benchCredit: row.bench_credit_percent / 100,
    lastRaids: raids.map((raid) => ({
      raid: raid.raid_id,
      date: raid.date.toISOString(),
      zone: raid.zone,
      outcome: raid.outcome,
    })),
  };
}
