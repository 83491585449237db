import { describe, expect, it } from 'vitest';
import type { RaidRecord } from '../schemas/record.js';
import { applyRecordsDelta, compareRecords } from './recordsDelta.js';

function record(id: number, slot: number, date = `2026-01-01T00:00:0${id % 10}.000Z`): RaidRecord {
  return {
    id,
    raid: 1,
    userID: String(100 + id),
    username: `user${id}`,
    charID: id,
    slot,
    role: 3,
    role2: null,
    leader: false,
    byer: false,
    logs: null,
    ilvl: null,
    specID: 1,
    class: 1,
    status: null,
    preference: 1,
    activeChangeRequest: false,
    charName: `Char${id}`,
    classEng: 'Warrior',
    roleEng: 'DPS',
    specEng: 'Arms',
    image: '',
    spec2Eng: '',
    image2: '',
    date,
    savedUntil: null,
  };
}

const held = { version: 4, records: [record(1, 1), record(2, 0), record(3, 0)] };
const ids = (records: RaidRecord[]) => records.map((row) => [row.id, row.slot]);

describe('applyRecordsDelta', () => {
  it('applies a delta from the held version: changed records in place, removed ones gone, server order kept', () => {
    const outcome = applyRecordsDelta(held, {
      raid: 1,
      from: 4,
      version: 5,
      changed: [record(3, 2), record(4, 0)],
      removed: [2],
    });
    expect(outcome.kind).toBe('apply');
    if (outcome.kind !== 'apply') return;
    expect(ids(outcome.records)).toEqual([
      [1, 1],
      [3, 2],
      [4, 0],
    ]);
    expect(outcome.version).toBe(5);
  });

  it('applies a delta that starts before the held version (it carries every change after its start)', () => {
    const outcome = applyRecordsDelta(held, {
      raid: 1,
      from: 3,
      version: 6,
      changed: [record(2, 3)],
      removed: [],
    });
    expect(outcome).toMatchObject({ kind: 'apply', version: 6 });
  });

  it('ignores a delta the client already holds', () => {
    expect(applyRecordsDelta(held, { raid: 1, from: 3, version: 4, changed: [], removed: [1] })).toEqual({
      kind: 'ignore',
    });
  });

  it('asks to fetch again after a missed change, or with no version held', () => {
    const later = { raid: 1, from: 5, version: 6, changed: [], removed: [] };
    expect(applyRecordsDelta(held, later)).toEqual({ kind: 'refetch' });
    expect(applyRecordsDelta(undefined, later)).toEqual({ kind: 'refetch' });
  });

  it('takes a whole list as it is', () => {
    const records = [record(9, 0)];
    expect(
      applyRecordsDelta(held, { raid: 1, from: 2, version: 2, changed: [], removed: [], records }),
    ).toEqual({ kind: 'apply', records, version: 2 });
  });
});

describe('compareRecords', () => {
  it('puts the roster first by slot, then the list by sign-up time and id', () => {
    const rows = [
      record(5, 0, '2026-01-02T00:00:00.000Z'),
      record(6, 0, '2026-01-01T00:00:00.000Z'),
      record(7, 3),
      record(8, 1),
    ];
    expect(rows.sort(compareRecords).map((row) => row.id)).toEqual([8, 7, 6, 5]);
  });
});
