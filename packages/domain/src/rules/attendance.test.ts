import { describe, expect, it } from 'vitest';
import { BENCH_OUTCOMES, FULL_CREDIT_OUTCOMES, playerOutcome, recordOutcome } from './attendance.js';

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

describe('credited outcomes (the bench credit is a multiplier, issue 30)', () => {
  it('credits roster and late in full, the bench and tentative players on the list by the bench credit', () => {
    expect(FULL_CREDIT_OUTCOMES).toEqual(['roster', 'late']);
    expect(BENCH_OUTCOMES).toEqual(['bench', 'tentative']);
  });
});
