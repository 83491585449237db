import type { AttendanceParams } from '../../api/attendance.js';

/** What the filters hold: days as the date inputs give them (YYYY-MM-DD, local), empty for none. */
export interface AttendanceFilterState {
  zone: number | null;
  team: number | null;
  fromDay: string;
  toDay: string;
}

export const NO_FILTERS: AttendanceFilterState = { zone: null, team: null, fromDay: '', toDay: '' };

/** The start of a local day as an instant, `days` later; null for an empty or broken input. */
function dayStart(day: string, days = 0): string | null {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date + days).toISOString();
}

/** The call's parameters: the range covers whole local days, the "to" day included. */
export function attendanceParams(
  subject: AttendanceParams['subject'],
  filters: AttendanceFilterState,
): AttendanceParams {
  return {
    subject,
    zone: filters.zone,
    team: filters.team,
    from: dayStart(filters.fromDay),
    to: dayStart(filters.toDay, 1),
  };
}

export function isFiltered(filters: AttendanceFilterState): boolean {
  return filters.zone !== null || filters.team !== null || filters.fromDay !== '' || filters.toDay !== '';
}
