import type { LockoutReset, Region } from '../catalogue/types.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The start of the weekly raid lockout that contains `date`: the latest reset of the region at or
 * before it.
 */
export function lockoutWeekStart(date: Date, reset: LockoutReset): Date {
  const start = new Date(date.getTime());
  start.setUTCHours(reset.hourUtc, 0, 0, 0);
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() - reset.dayOfWeek + 7) % 7));
  return start.getTime() > date.getTime() ? new Date(start.getTime() - 7 * DAY_MS) : start;
}

export function lockoutResetFor(region: Region, resets: readonly LockoutReset[]): LockoutReset {
  const reset = resets.find((candidate) => candidate.region === region);
  if (!reset) throw new RangeError(`No lockout reset for region ${region}`);
  return reset;
}

export interface SimilarityKey {
  expansion: string;
  server: number;
  /** First zone id. */
  zone: number;
  size: number;
  difficulty: number;
  date: Date | string;
}

/**
 * Two raids are similar when a character can only be saved to one of them: same expansion, realm,
 * first zone, size and difficulty, starting within one weekly lockout of the realm's region. A
 * character accepted into one is taken off the sign-up lists of the others (SPEC section 4 "Roster").
 */
export function areSimilarRaids(a: SimilarityKey, b: SimilarityKey, reset: LockoutReset): boolean {
  if (
    a.expansion !== b.expansion ||
    a.server !== b.server ||
    a.zone !== b.zone ||
    a.size !== b.size ||
    a.difficulty !== b.difficulty
  ) {
    return false;
  }
  return (
    lockoutWeekStart(new Date(a.date), reset).getTime() ===
    lockoutWeekStart(new Date(b.date), reset).getTime()
  );
}

/** The [from, to) window of the lockout containing `date`, for finding similar raids in SQL. */
export function lockoutWindow(date: Date, reset: LockoutReset): { from: Date; to: Date } {
  const from = lockoutWeekStart(date, reset);
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}
