import { describe, expect, it } from 'vitest';
import { dueNudge } from './nudges.js';

const start = new Date('2026-12-01T19:00:00Z');
const at = (iso: string) => new Date(iso);

describe('dueNudge', () => {
  it.each([
    ['2026-11-30T18:59:00Z', null],
    ['2026-11-30T19:00:00Z', 1440],
    ['2026-12-01T16:59:59Z', 1440],
    ['2026-12-01T17:00:00Z', 120],
    ['2026-12-01T18:59:59Z', 120],
    ['2026-12-01T19:00:00Z', null],
    ['2026-12-02T19:00:00Z', null],
  ])('at %s', (now, expected) => {
    expect(dueNudge(start, [1440, 120], at(now))).toEqual(expected);
  });

  it('sends nothing without leads', () => {
    expect(dueNudge(start, [], at('2026-12-01T18:00:00Z'))).toBeNull();
  });
});
