import { describe, expect, it } from 'vitest';
import { appliedBenchCredit, outcomeCredit, playerOutcome, recordOutcome } from './attendance.js';

describe('recordOutcome', () => {
  it.each([
    [{ slot: 3, status: null }, 'roster'],
    [{ slot: 0, status: null }, 'bench'],
    [{ slot: 3, status: 'late' }, 'late'],
    [{ slot: 3, status: 'tentative' }, 'roster'],
    [{ slot: 0, status: 'tentative' }, 'tentative'],
    [{ slot: 0, status: 'absence' }, 'absent'],
    [{ slot: 5, status: 'absence' }, 'absent'],
  ] as const)('%o → %s', (record, outcome) => {
    expect(recordOutcome(record)).toBe(outcome);
  });
});

describe('playerOutcome', () => {
  it('takes the outcome that says most for a player with several characters', () => {
    expect(
      playerOutcome([
        { slot: 0, status: 'absence' },
        { slot: 0, status: null },
      ]),
    ).toBe('bench');
    expect(
      playerOutcome([
        { slot: 0, status: null },
        { slot: 2, status: 'late' },
      ]),
    ).toBe('late');
    expect(playerOutcome([])).toBe('noAnswer');
  });
});

describe('outcomeCredit (the bench credit is a multiplier)', () => {
  it.each([
    ['roster', 0.5, 1],
    ['late', 0, 1],
    ['bench', 0.5, 0.5],
    ['tentative', 0.25, 0.25],
    ['bench', 0, 0],
    ['bench', 1, 1],
    ['absent', 1, 0],
    ['noAnswer', 1, 0],
  ] as const)('%s with a bench credit of %s counts %s', (outcome, credit, expected) => {
    expect(outcomeCredit(outcome, credit)).toBe(expected);
  });

  it('reads an old link’s benchCounts=0 as a credit of 0, and otherwise keeps the community’s', () => {
    expect(appliedBenchCredit(0.5, false)).toBe(0);
    expect(appliedBenchCredit(0.5, true)).toBe(0.5);
  });
});
