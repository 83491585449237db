/**
 * Attendance of completed raids (issue 16): what each player's answer came to, and which outcomes count as
 * having attended. The server writes the outcome when a raid completes and sums its credit in SQL with the
 * outcome lists below; the web names and colours the same outcomes.
 */
export const ATTENDANCE_OUTCOMES = ['roster', 'bench', 'late', 'tentative', 'absent', 'noAnswer'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];

/** Raids shown per player as small markers, newest first. */
export const LAST_RAIDS_SHOWN = 10;

/** Players (or communities, on a user's page) per page of the attendance table. */
export const ATTENDANCE_PAGE_SIZE = 50;

export interface AttendanceRecord {
  slot: number;
  status: 'tentative' | 'late' | 'absence' | null;
}

/**
 * The status is what the player said, the slot what the leader decided. Absence wins over any slot (they said
 * they would not come); late is only possible in the roster, and they came. A tentative player the leader took
 * into the roster counted on as any roster player; tentative on the sign-up list stays tentative.
 */
export function recordOutcome(record: AttendanceRecord): AttendanceOutcome {
  if (record.status === 'absence') return 'absent';
  if (record.status === 'late') return 'late';
  if (record.slot > 0) return 'roster';
  return record.status === 'tentative' ? 'tentative' : 'bench';
}

/** A player with several characters in one raid: the outcome that says most for them. */
const PREFERENCE: readonly AttendanceOutcome[] = [
  'roster',
  'late',
  'bench',
  'tentative',
  'absent',
  'noAnswer',
];

export function playerOutcome(records: readonly AttendanceRecord[]): AttendanceOutcome {
  const outcomes = new Set(records.map(recordOutcome));
  return PREFERENCE.find((outcome) => outcomes.has(outcome)) ?? 'noAnswer';
}

/** Outcomes credited in full: the player was in the raid. */
export const FULL_CREDIT_OUTCOMES: readonly AttendanceOutcome[] = ['roster', 'late'];
/**
 * The bench, and tentative players left on the sign-up list, were ready to play and stayed out only because the
 * roster was full: credited by the community's bench credit (issue 30), a multiplier from 0 to 1.
 */
export const BENCH_OUTCOMES: readonly AttendanceOutcome[] = ['bench', 'tentative'];

/** Steps the settings offer (0, 0.05, ... 1): the credit is stored in whole percent. */
export const BENCH_CREDIT_STEP = 0.05;
