import { describe, expect, it } from 'vitest';
import { recordFixture } from '../roster/recordFixture.js';
import { applyRecordsDelta } from './recordsDelta.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

describe('a records delta', () => {
  it('replaces changed records by id, adds new ones and drops removed ids', () => {
    const records = [recordFixture({ id: 1, slot: 1 }), recordFixture({ id: 2 }), recordFixture({ id: 3 })];
    const next = applyRecordsDelta(
      records,
      [recordFixture({ id: 2, slot: 2 }), recordFixture({ id: 4, date: at(30) })],
      [3],
    );
    expect(next.map((record) => [record.id, record.slot])).toEqual([
      [1, 1],
      [2, 2],
      [4, 0],
    ]);
    expect(records.map((record) => record.id)).toEqual([1, 2, 3]);
  });

  it("keeps the server's order: the roster by slot, then the sign-up list by sign-up time, then id", () => {
    const next = applyRecordsDelta(
      [
        recordFixture({ id: 1, slot: 3 }),
        recordFixture({ id: 2, date: at(5) }),
        recordFixture({ id: 3, date: at(9) }),
      ],
      [
        recordFixture({ id: 5, slot: 1 }),
        recordFixture({ id: 6, date: at(7) }),
        recordFixture({ id: 4, date: at(5) }),
      ],
      [],
    );
    expect(next.map((record) => record.id)).toEqual([5, 1, 2, 4, 6, 3]);
  });

  it('does not bring back a record that is both changed and removed', () => {
    expect(applyRecordsDelta([recordFixture({ id: 1 })], [recordFixture({ id: 1 })], [1])).toEqual([]);
  });
});
