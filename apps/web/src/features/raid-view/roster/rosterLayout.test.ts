import { describe, expect, it } from 'vitest';
import { recordFixture } from '../../../testing/recordFixture.js';
import { groupRoster, matchesFilter, roleOf, signUpList } from './rosterLayout.js';

describe('the roster layout', () => {
  it('groups a 25-player roster into 5 groups of 5 slots with the record holding each slot', () => {
    const records = [
      recordFixture({ id: 1, slot: 1 }),
      recordFixture({ id: 2, slot: 7 }),
      recordFixture({ id: 3 }),
    ];
    const groups = groupRoster(records, 25);
    expect(groups).toHaveLength(5);
    expect(groups.map((group) => group.slots.map((entry) => entry.slot))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15],
      [16, 17, 18, 19, 20],
      [21, 22, 23, 24, 25],
    ]);
    expect(groups[0]?.slots[0]?.record?.id).toBe(1);
    expect(groups[1]?.slots[1]?.record?.id).toBe(2);
    expect(groups.flatMap((group) => group.slots).filter((entry) => entry.record)).toHaveLength(2);
  });

  it('gives a 10-player raid two groups', () => {
    expect(groupRoster([], 10).map((group) => group.number)).toEqual([1, 2]);
  });

  it('lists slot 0 in the order people signed up', () => {
    const records = [
      recordFixture({ id: 5, date: '2026-01-02T10:00:00.000Z' }),
      recordFixture({ id: 6, slot: 3 }),
      recordFixture({ id: 7, date: '2026-01-01T10:00:00.000Z' }),
    ];
    expect(signUpList(records).map((record) => record.id)).toEqual([7, 5]);
  });

  it('filters by role (1 tank, 2 healer, above 2 damage) and by class', () => {
    const healer = recordFixture({ role: 2, class: 5 });
    expect([1, 2, 3, 4].map((role) => roleOf({ role }))).toEqual(['tank', 'healer', 'dps', 'dps']);
    expect(matchesFilter(healer, { role: 'healer', classId: null })).toBe(true);
    expect(matchesFilter(healer, { role: 'tank', classId: null })).toBe(false);
    expect(matchesFilter(healer, { role: 'all', classId: 5 })).toBe(true);
    expect(matchesFilter(healer, { role: 'all', classId: 1 })).toBe(false);
  });
});
