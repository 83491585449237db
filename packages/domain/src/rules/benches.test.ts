import { describe, expect, it } from 'vitest';
import type { AttendanceOutcome } from './attendance.js';
import { benchStandings, byBenchFairness, type BenchEntry, type BenchStanding } from './benches.js';

/** One raid a day from 1 March; outcomes per player, oldest raid first. */
function season(outcomes: Record<string, AttendanceOutcome[]>): BenchEntry[] {
  return Object.entries(outcomes).flatMap(([userId, list]) =>
    list.map((outcome, index) => ({
      raidId: index + 1,
      date: new Date(Date.UTC(2026, 2, 1 + index, 19)),
      userId,
      outcome,
    })),
  );
}

describe('benchStandings over several raids', () => {
  it.each<[string, AttendanceOutcome[], BenchStanding]>([
    [
      'never sat out: every raid played counts',
      ['roster', 'roster', 'late'],
      { sitOuts: 0, raidsSinceSitOut: 3, satOutLastTime: false },
    ],
    [
      'sat out last time',
      ['roster', 'roster', 'bench'],
      { sitOuts: 1, raidsSinceSitOut: 0, satOutLastTime: true },
    ],
    [
      'played twice since the last of two sit-outs',
      ['bench', 'roster', 'bench', 'roster', 'roster'],
      { sitOuts: 2, raidsSinceSitOut: 2, satOutLastTime: false },
    ],
    [
      'absences and tentative answers are no sit-outs and no raids played',
      ['bench', 'absent', 'tentative', 'noAnswer'],
      { sitOuts: 1, raidsSinceSitOut: 0, satOutLastTime: true },
    ],
    [
      'a raid played after the sit-out ends "sat out last time"',
      ['bench', 'absent', 'roster'],
      { sitOuts: 1, raidsSinceSitOut: 1, satOutLastTime: false },
    ],
  ])('%s', (_name, outcomes, expected) => {
    expect(benchStandings(season({ alice: outcomes })).get('alice')).toEqual(expected);
  });

  it('orders the raids by date, not by the order the entries come in', () => {
    const entries = season({ alice: ['bench', 'roster'] }).reverse();
    expect(benchStandings(entries).get('alice')).toEqual({
      sitOuts: 1,
      raidsSinceSitOut: 1,
      satOutLastTime: false,
    });
  });

  it('keeps players apart', () => {
    const standings = benchStandings(season({ alice: ['bench'], bob: ['roster'] }));
    expect(standings.get('alice')?.sitOuts).toBe(1);
    expect(standings.get('bob')?.sitOuts).toBe(0);
    expect(standings.get('carol')).toBeUndefined();
  });
});

describe('byBenchFairness', () => {
  const standing = (sitOuts: number, raidsSinceSitOut: number, satOutLastTime = false): BenchStanding => ({
    sitOuts,
    raidsSinceSitOut,
    satOutLastTime,
  });

  it('puts who sat out last time first and who played longest without a rest last', () => {
    const players = {
      rested: standing(3, 0, true),
      longPlayed: standing(0, 9),
      recentlyBack: standing(1, 1),
      unknown: undefined,
    };
    const order = (Object.keys(players) as Array<keyof typeof players>).sort((a, b) =>
      byBenchFairness(players[a], players[b]),
    );
    expect(order).toEqual(['rested', 'unknown', 'recentlyBack', 'longPlayed']);
  });

  it('between equal runs, who sat out more often comes first', () => {
    expect(byBenchFairness(standing(4, 2), standing(1, 2))).toBeLessThan(0);
  });
});
