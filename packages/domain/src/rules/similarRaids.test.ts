import { describe, it, expect } from 'vitest';
import { lockoutResets } from '../catalogue/common.js';
import {
  areSimilarRaids,
  lockoutResetFor,
  lockoutWeekStart,
  lockoutWindow,
  type SimilarityKey,
} from './similarRaids.js';

const WEEK_MS = 7 * 86_400_000;
const EU = lockoutResetFor('EU', lockoutResets);
const US = lockoutResetFor('US', lockoutResets);
const utc = (iso: string): Date => new Date(`${iso}Z`);
const weekStartIso = (iso: string, reset = EU): string => lockoutWeekStart(utc(iso), reset).toISOString();

describe('lockoutResetFor', () => {
  it('finds EU Wednesday 04:00 UTC and US Tuesday 15:00 UTC', () => {
    expect(EU).toEqual({ region: 'EU', dayOfWeek: 3, hourUtc: 4 });
    expect(US).toEqual({ region: 'US', dayOfWeek: 2, hourUtc: 15 });
  });

  it('throws a RangeError for a region without a reset', () => {
    const withoutKorea = lockoutResets.filter((reset) => reset.region !== 'KR');
    expect(() => lockoutResetFor('KR', withoutKorea)).toThrow(RangeError);
  });
});

describe('lockoutWeekStart for EU (Wednesday 04:00 UTC)', () => {
  it('puts a raid at the reset minute in the new week', () => {
    expect(weekStartIso('2026-11-25T04:00:00.000')).toBe('2026-11-25T04:00:00.000Z');
  });

  it('puts a raid one minute before the reset in the old week', () => {
    expect(weekStartIso('2026-11-25T03:59:00.000')).toBe('2026-11-18T04:00:00.000Z');
    expect(weekStartIso('2026-11-25T03:59:59.999')).toBe('2026-11-18T04:00:00.000Z');
  });

  it.each([
    ['Wednesday 23:00', '2026-11-25T23:00:00.000'],
    ['Thursday', '2026-11-26T12:00:00.000'],
    ['Sunday', '2026-11-29T20:00:00.000'],
    ['Tuesday 23:59', '2026-12-01T23:59:00.000'],
    ['next Wednesday 03:59', '2026-12-02T03:59:00.000'],
  ])('%s belongs to the week from Wednesday 25 November 04:00', (_label, iso) => {
    expect(weekStartIso(iso)).toBe('2026-11-25T04:00:00.000Z');
  });

  it('crosses a year end', () => {
    expect(weekStartIso('2027-01-01T20:00:00.000')).toBe('2026-12-30T04:00:00.000Z');
  });

  it('works on the UTC clock whatever the local zone (+05:45)', () => {
    // Wednesday 09:45 in Kathmandu is exactly the EU reset, 04:00 UTC.
    expect(lockoutWeekStart(new Date(2026, 10, 25, 9, 45), EU).toISOString()).toBe(
      '2026-11-25T04:00:00.000Z',
    );
    expect(lockoutWeekStart(new Date(2026, 10, 25, 9, 44), EU).toISOString()).toBe(
      '2026-11-18T04:00:00.000Z',
    );
  });
});

describe('lockoutWeekStart for US (Tuesday 15:00 UTC)', () => {
  it('puts a raid at the reset minute in the new week', () => {
    expect(weekStartIso('2026-11-24T15:00:00.000', US)).toBe('2026-11-24T15:00:00.000Z');
  });

  it('puts a raid one minute before the reset in the old week', () => {
    expect(weekStartIso('2026-11-24T14:59:00.000', US)).toBe('2026-11-17T15:00:00.000Z');
  });

  it.each([
    '2026-11-25T03:59:00.000',
    '2026-11-25T04:00:00.000',
    '2026-11-30T23:00:00.000',
    '2026-12-01T14:59:00.000',
  ])('%s belongs to the week from Tuesday 24 November 15:00', (iso) => {
    expect(weekStartIso(iso, US)).toBe('2026-11-24T15:00:00.000Z');
  });
});

describe('lockoutWindow', () => {
  it('is 7 days from the week start (EU)', () => {
    const { from, to } = lockoutWindow(utc('2026-11-29T20:00:00.000'), EU);
    expect(from.toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-02T04:00:00.000Z');
    expect(to.getTime() - from.getTime()).toBe(WEEK_MS);
  });

  it('is 7 days from the week start (US)', () => {
    const { from, to } = lockoutWindow(utc('2026-11-24T15:00:00.000'), US);
    expect(from.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('is half-open: the end of one window starts the next', () => {
    const first = lockoutWindow(utc('2026-11-29T20:00:00.000'), EU);
    const next = lockoutWindow(first.to, EU);
    expect(next.from).toEqual(first.to);
  });
});

describe('areSimilarRaids', () => {
  const base: SimilarityKey = {
    expansion: 'wotlk',
    server: 5001,
    zone: 10,
    size: 25,
    difficulty: 1,
    date: '2026-11-25T18:00:00.000Z',
  };

  it('is true for the same server, zone, size and difficulty in one EU lockout week', () => {
    expect(areSimilarRaids(base, { ...base, date: '2026-12-01T20:00:00.000Z' }, EU)).toBe(true);
    expect(areSimilarRaids(base, { ...base, date: new Date('2026-11-25T04:00:00.000Z') }, EU)).toBe(true);
  });

  it('is true for a raid compared with itself', () => {
    expect(areSimilarRaids(base, base, EU)).toBe(true);
  });

  it.each([
    ['expansion', { expansion: 'classic' }],
    ['server', { server: 5002 }],
    ['zone', { zone: 11 }],
    ['size', { size: 10 }],
    ['difficulty', { difficulty: 2 }],
  ])('is false when the %s differs', (_label, change) => {
    expect(areSimilarRaids(base, { ...base, ...change }, EU)).toBe(false);
  });

  it('is false when the dates straddle the EU reset (Wednesday 04:00 UTC)', () => {
    const before = { ...base, date: '2026-12-02T03:59:00.000Z' };
    const after = { ...base, date: '2026-12-02T04:00:00.000Z' };
    expect(areSimilarRaids(before, after, EU)).toBe(false);
    expect(areSimilarRaids(base, after, EU)).toBe(false);
  });

  it('is false when the dates straddle the US reset (Tuesday 15:00 UTC)', () => {
    const before = { ...base, date: '2026-12-01T14:59:00.000Z' };
    const after = { ...base, date: '2026-12-01T15:00:00.000Z' };
    expect(areSimilarRaids(before, after, US)).toBe(false);
  });

  it("depends on the region's reset: the same pair is similar under US but not under EU", () => {
    const a = { ...base, date: '2026-12-02T03:59:00.000Z' };
    const b = { ...base, date: '2026-12-02T04:00:00.000Z' };
    expect(areSimilarRaids(a, b, US)).toBe(true);
    expect(areSimilarRaids(a, b, EU)).toBe(false);
  });

  it('is false for the same weekday one week apart', () => {
    expect(areSimilarRaids(base, { ...base, date: '2026-12-02T18:00:00.000Z' }, EU)).toBe(false);
  });

  it('is symmetric', () => {
    const other = { ...base, date: '2026-11-30T18:00:00.000Z' };
    expect(areSimilarRaids(base, other, EU)).toBe(areSimilarRaids(other, base, EU));
  });
});
