/**
 * Fair benches (issue 30): who sat out, and who has played since. A sit-out is a raid that ran in which the
 * player was signed up, ready (not tentative, not absent), and not taken into the roster: attendance's 'bench'.
 * The standings are computed over whatever raids the caller gives (a community's, or a team's for a team raid),
 * so the scope is the caller's choice, not this rule's.
 */
import type { AttendanceOutcome } from './attendance.js';

export interface BenchEntry {
  raidId: number;
  /** The raid's start: the order raids ran in. */
  date: Date;
  userId: string;
  outcome: AttendanceOutcome;
}

export interface BenchStanding {
  /** Raids of the scope the player sat out. */
  sitOuts: number;
  /** Raids the player played (roster or late) since their last sit-out; all they played when they never sat out. */
  raidsSinceSitOut: number;
  /** The player's latest raid they signed up for ready to play was a sit-out. */
  satOutLastTime: boolean;
}

/** Standings look this many raids back: far enough for a season, bounded however long a community plays. */
export const BENCH_HISTORY_RAIDS = 100;

const PLAYED: readonly AttendanceOutcome[] = ['roster', 'late'];

/** Each player's standing over the raids of the entries (one entry per raid and player). */
export function benchStandings(entries: readonly BenchEntry[]): Map<string, BenchStanding> {
  const ordered = [...entries].sort((a, b) => a.date.getTime() - b.date.getTime() || a.raidId - b.raidId);
  const standings = new Map<string, BenchStanding>();
  for (const entry of ordered) {
    const standing = standings.get(entry.userId) ?? {
      sitOuts: 0,
      raidsSinceSitOut: 0,
      satOutLastTime: false,
    };
    if (entry.outcome === 'bench') {
      standings.set(entry.userId, {
        sitOuts: standing.sitOuts + 1,
        raidsSinceSitOut: 0,
        satOutLastTime: true,
      });
    } else if (PLAYED.includes(entry.outcome)) {
      standings.set(entry.userId, {
        ...standing,
        raidsSinceSitOut: standing.raidsSinceSitOut + 1,
        satOutLastTime: false,
      });
    } else standings.set(entry.userId, standing);
  }
  return standings;
}

const NEVER: BenchStanding = { sitOuts: 0, raidsSinceSitOut: 0, satOutLastTime: false };

/**
 * The sign-up list's "fair bench" order: who sat out last time first, then who played fewest raids since
 * sitting out, then who sat out most. Those at the end have played longest without a rest: the next to sit.
 */
export function byBenchFairness(a: BenchStanding | undefined, b: BenchStanding | undefined): number {
  const left = a ?? NEVER;
  const right = b ?? NEVER;
  return (
    Number(right.satOutLastTime) - Number(left.satOutLastTime) ||
    left.raidsSinceSitOut - right.raidsSinceSitOut ||
    right.sitOuts - left.sitOuts
  );
}
