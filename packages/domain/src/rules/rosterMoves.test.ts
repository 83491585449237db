import { describe, it, expect } from 'vitest';
import {
  GROUP_SIZE,
  SIGN_UP_LIST_SLOT,
  applyRosterChanges,
  firstFreeSlot,
  isSlotInRange,
  planMove,
  rosterGroups,
} from './rosterMoves.js';
import type { RosterRecord, RosterResult, SlotChange } from './rosterMoves.js';

const rec = (id: number, userID: string, slot: number, leader = false): RosterRecord => ({
  id,
  userID,
  slot,
  leader,
});

/** Changes in a stable order, so assertions do not depend on the order the rule emits them. */
function sorted(result: RosterResult): SlotChange[] {
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  return [...result.changes].sort((a, b) => a.id - b.id);
}

/** The roster after applying a result's changes, as id → slot. */
function after(records: readonly RosterRecord[], result: RosterResult): Record<number, number> {
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  const slots: Record<number, number> = Object.fromEntries(records.map((r) => [r.id, r.slot]));
  for (const change of result.changes) slots[change.id] = change.slot;
  return slots;
}

/**
 * A 10-player raid: the leader (user L) in slot 1, Alice in slot 2, Bob in slot 3; Carol and a second
 * character of Alice wait in the sign-up list.
 */
const LEADER = rec(1, 'L', 1, true);
const ALICE_MAIN = rec(2, 'alice', 2);
const BOB = rec(3, 'bob', 3);
const CAROL = rec(4, 'carol', 0);
const ALICE_ALT = rec(5, 'alice', 0);
const LEADER_ALT = rec(6, 'L', 0);
const roster: RosterRecord[] = [LEADER, ALICE_MAIN, BOB, CAROL, ALICE_ALT, LEADER_ALT];

describe('constants', () => {
  it('groups of 5 and slot 0 is the sign-up list', () => {
    expect(GROUP_SIZE).toBe(5);
    expect(SIGN_UP_LIST_SLOT).toBe(0);
  });
});

describe('rosterGroups (groups of 5, size/5 groups)', () => {
  it.each([
    [10, 2],
    [20, 4],
    [25, 5],
    [40, 8],
  ])('size %i gives %i groups of 5', (size, groups) => {
    const result = rosterGroups(size);
    expect(result).toHaveLength(groups);
    for (const group of result) expect(group).toHaveLength(5);
  });

  it('numbers slots 1..size in order, five per group', () => {
    expect(rosterGroups(10)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(rosterGroups(25).flat()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(rosterGroups(25)[4]).toEqual([21, 22, 23, 24, 25]);
    expect(rosterGroups(40).at(-1)).toEqual([36, 37, 38, 39, 40]);
  });

  it('never includes slot 0 (the sign-up list)', () => {
    expect(rosterGroups(25).flat()).not.toContain(0);
  });

  it('gives no groups for size 0 and a short last group for sizes not divisible by 5', () => {
    expect(rosterGroups(0)).toEqual([]);
    expect(rosterGroups(7)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
  });
});

describe('isSlotInRange', () => {
  it.each([0, 1, 5, 24, 25])('accepts slot %s in a 25-player raid (0 is the list)', (slot) => {
    expect(isSlotInRange(slot, 25)).toBe(true);
  });

  it.each([-1, 26, 100])('refuses slot %s in a 25-player raid', (slot) => {
    expect(isSlotInRange(slot, 25)).toBe(false);
  });

  it('uses the raid size as the upper bound', () => {
    expect(isSlotInRange(10, 10)).toBe(true);
    expect(isSlotInRange(11, 10)).toBe(false);
    expect(isSlotInRange(40, 40)).toBe(true);
    expect(isSlotInRange(41, 40)).toBe(false);
  });

  it.each([1.5, 0.1, -0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses the non-integer slot %s',
    (slot) => {
      expect(isSlotInRange(slot, 25)).toBe(false);
    },
  );
});

describe('planMove (drag and drop)', () => {
  it('moves a list record into a free slot', () => {
    const result = planMove(roster, CAROL.id, 7, 10);
    expect(sorted(result)).toEqual([{ id: CAROL.id, slot: 7 }]);
  });

  it('swaps a list record with the occupant of the slot; the occupant goes to the list', () => {
    const result = planMove(roster, CAROL.id, BOB.slot, 10);
    expect(sorted(result)).toEqual([
      { id: BOB.id, slot: 0 },
      { id: CAROL.id, slot: 3 },
    ]);
  });

  it('swaps two roster records', () => {
    const result = planMove(roster, ALICE_MAIN.id, BOB.slot, 10);
    expect(sorted(result)).toEqual([
      { id: ALICE_MAIN.id, slot: 3 },
      { id: BOB.id, slot: 2 },
    ]);
  });

  it('moves a roster record to a free roster slot', () => {
    expect(sorted(planMove(roster, BOB.id, 10, 10))).toEqual([{ id: BOB.id, slot: 10 }]);
  });

  it('lets the leader record move between roster slots and swap', () => {
    expect(sorted(planMove(roster, LEADER.id, 9, 10))).toEqual([{ id: LEADER.id, slot: 9 }]);
    expect(sorted(planMove(roster, LEADER.id, BOB.slot, 10))).toEqual([
      { id: LEADER.id, slot: 3 },
      { id: BOB.id, slot: 1 },
    ]);
  });

  it('sends a roster record to the sign-up list with slot 0', () => {
    expect(planMove(roster, BOB.id, 0, 10)).toEqual({ ok: true, changes: [{ id: BOB.id, slot: 0 }] });
  });

  it('never sends the leader record to the sign-up list', () => {
    expect(planMove(roster, LEADER.id, 0, 10)).toEqual({ ok: false, error: 'leaderToList' });
  });

  it("refuses a list record dropped onto the leader's slot, which would send the leader to the list", () => {
    expect(planMove(roster, CAROL.id, LEADER.slot, 10)).toEqual({ ok: false, error: 'leaderToList' });
  });

  it('lets a roster record swap with the leader (the leader takes a roster slot, not the list)', () => {
    expect(sorted(planMove(roster, BOB.id, LEADER.slot, 10))).toEqual([
      { id: LEADER.id, slot: 3 },
      { id: BOB.id, slot: 1 },
    ]);
  });

  it('is a no-op when dropped on its own slot (roster or list)', () => {
    expect(planMove(roster, BOB.id, BOB.slot, 10)).toEqual({ ok: true, changes: [] });
    expect(planMove(roster, CAROL.id, 0, 10)).toEqual({ ok: true, changes: [] });
    expect(planMove(roster, LEADER.id, LEADER.slot, 10)).toEqual({ ok: true, changes: [] });
  });

  it('reports an unknown record', () => {
    expect(planMove(roster, 999, 4, 10)).toEqual({ ok: false, error: 'recordNotFound' });
  });

  it.each([-1, 11, 2.5])('refuses target slot %s outside 0..size', (slot) => {
    expect(planMove(roster, CAROL.id, slot, 10)).toEqual({ ok: false, error: 'slotOutOfRange' });
  });

  it('checks the record before the slot', () => {
    expect(planMove(roster, 999, -1, 10)).toEqual({ ok: false, error: 'recordNotFound' });
  });

  it('applies the same-user rule: placing a second character of a user sends the first back to the list', () => {
    const result = planMove(roster, ALICE_ALT.id, 8, 10);
    expect(sorted(result)).toEqual([
      { id: ALICE_MAIN.id, slot: 0 },
      { id: ALICE_ALT.id, slot: 8 },
    ]);
  });

  it("a user's second character dropped onto the first one's slot simply swaps them", () => {
    const result = planMove(roster, ALICE_ALT.id, ALICE_MAIN.slot, 10);
    expect(sorted(result)).toEqual([
      { id: ALICE_MAIN.id, slot: 0 },
      { id: ALICE_ALT.id, slot: 2 },
    ]);
  });

  it("refuses placing another character of the leader's user (the leader record cannot leave)", () => {
    expect(planMove(roster, LEADER_ALT.id, 8, 10)).toEqual({ ok: false, error: 'anotherCharacterInRoster' });
  });

  it('does not modify the records it is given', () => {
    const copy = structuredClone(roster);
    planMove(roster, CAROL.id, BOB.slot, 10);
    planMove(roster, ALICE_ALT.id, 8, 10);
    expect(roster).toEqual(copy);
  });
});

describe('applyRosterChanges (server re-check)', () => {
  it('accepts a move into a free slot', () => {
    expect(applyRosterChanges(roster, [{ id: CAROL.id, slot: 4 }], 10)).toEqual({
      ok: true,
      changes: [{ id: CAROL.id, slot: 4 }],
    });
  });

  it("gives 'slotFilled' when the target slot is held by a record the request does not move out", () => {
    // Someone else took slot 3 meanwhile: Bob is there and the request does not move him.
    expect(applyRosterChanges(roster, [{ id: CAROL.id, slot: BOB.slot }], 10)).toEqual({
      ok: false,
      error: 'slotFilled',
    });
  });

  it('accepts the same slot when the request moves its holder out (a swap)', () => {
    const result = applyRosterChanges(
      roster,
      [
        { id: CAROL.id, slot: 3 },
        { id: BOB.id, slot: 0 },
      ],
      10,
    );
    expect(sorted(result)).toEqual([
      { id: BOB.id, slot: 0 },
      { id: CAROL.id, slot: 3 },
    ]);
  });

  it('accepts a roster-to-roster swap', () => {
    const result = applyRosterChanges(
      roster,
      [
        { id: ALICE_MAIN.id, slot: 3 },
        { id: BOB.id, slot: 2 },
      ],
      10,
    );
    expect(after(roster, result)).toMatchObject({ [ALICE_MAIN.id]: 3, [BOB.id]: 2 });
  });

  it("gives 'slotFilled' for two changes into one slot", () => {
    const changes = [
      { id: CAROL.id, slot: 6 },
      { id: BOB.id, slot: 6 },
    ];
    expect(applyRosterChanges(roster, changes, 10)).toEqual({ ok: false, error: 'slotFilled' });
  });

  it('lets any number of records go to the list (slot 0 is never filled)', () => {
    const changes = [
      { id: ALICE_MAIN.id, slot: 0 },
      { id: BOB.id, slot: 0 },
    ];
    expect(sorted(applyRosterChanges(roster, changes, 10))).toEqual(changes);
  });

  it('sends the other roster character of the same user back to the list', () => {
    const result = applyRosterChanges(roster, [{ id: ALICE_ALT.id, slot: 9 }], 10);
    expect(sorted(result)).toEqual([
      { id: ALICE_MAIN.id, slot: 0 },
      { id: ALICE_ALT.id, slot: 9 },
    ]);
  });

  it("gives 'anotherCharacterInRoster' when the other character is the leader record", () => {
    expect(applyRosterChanges(roster, [{ id: LEADER_ALT.id, slot: 9 }], 10)).toEqual({
      ok: false,
      error: 'anotherCharacterInRoster',
    });
  });

  it("gives 'anotherCharacterInRoster' when two characters of one user are placed at once", () => {
    const records = [LEADER, rec(10, 'dave', 0), rec(11, 'dave', 0)];
    const changes = [
      { id: 10, slot: 4 },
      { id: 11, slot: 5 },
    ];
    expect(applyRosterChanges(records, changes, 10)).toEqual({
      ok: false,
      error: 'anotherCharacterInRoster',
    });
  });

  it('allows swapping one character of a user for another when the request itself sends the first to the list', () => {
    const changes = [
      { id: ALICE_MAIN.id, slot: 0 },
      { id: ALICE_ALT.id, slot: 2 },
    ];
    expect(sorted(applyRosterChanges(roster, changes, 10))).toEqual(changes);
  });

  it('returns only records whose slot really changes', () => {
    const changes = [
      { id: BOB.id, slot: BOB.slot },
      { id: CAROL.id, slot: 0 },
      { id: ALICE_MAIN.id, slot: 7 },
    ];
    expect(applyRosterChanges(roster, changes, 10)).toEqual({
      ok: true,
      changes: [{ id: ALICE_MAIN.id, slot: 7 }],
    });
  });

  it('returns no changes for an empty request', () => {
    expect(applyRosterChanges(roster, [], 10)).toEqual({ ok: true, changes: [] });
  });

  it('refuses an unknown record', () => {
    expect(applyRosterChanges(roster, [{ id: 42, slot: 4 }], 10)).toEqual({
      ok: false,
      error: 'recordNotFound',
    });
  });

  it.each([-1, 11, 1.5])('refuses slot %s outside 0..size', (slot) => {
    expect(applyRosterChanges(roster, [{ id: CAROL.id, slot }], 10)).toEqual({
      ok: false,
      error: 'slotOutOfRange',
    });
  });

  it("refuses sending the leader record to the list ('leaderToList')", () => {
    expect(applyRosterChanges(roster, [{ id: LEADER.id, slot: 0 }], 10)).toEqual({
      ok: false,
      error: 'leaderToList',
    });
  });

  it('uses the raid size: slot 25 is fine in a 25-player raid but not in a 10-player one', () => {
    expect(applyRosterChanges(roster, [{ id: CAROL.id, slot: 25 }], 25).ok).toBe(true);
    expect(applyRosterChanges(roster, [{ id: CAROL.id, slot: 25 }], 10)).toEqual({
      ok: false,
      error: 'slotOutOfRange',
    });
  });

  it('leaves the roster with at most one record per slot and one roster character per user', () => {
    const result = applyRosterChanges(
      roster,
      [
        { id: ALICE_ALT.id, slot: 3 },
        { id: BOB.id, slot: 4 },
      ],
      10,
    );
    const slots = after(roster, result);
    const inRoster = roster.filter((r) => slots[r.id] !== 0);
    expect(new Set(inRoster.map((r) => slots[r.id])).size).toBe(inRoster.length);
    expect(new Set(inRoster.map((r) => r.userID)).size).toBe(inRoster.length);
    expect(slots).toMatchObject({ [ALICE_MAIN.id]: 0, [ALICE_ALT.id]: 3, [BOB.id]: 4 });
  });
});

describe('firstFreeSlot', () => {
  it('finds the lowest free roster slot, ignoring list records', () => {
    expect(firstFreeSlot(roster, 10)).toBe(4);
    expect(firstFreeSlot([rec(1, 'a', 0)], 10)).toBe(1);
    expect(firstFreeSlot([], 25)).toBe(1);
  });

  it('fills gaps before later slots', () => {
    expect(firstFreeSlot([rec(1, 'a', 1), rec(2, 'b', 3)], 10)).toBe(2);
  });

  it('returns null when the roster is full', () => {
    const full = Array.from({ length: 10 }, (_, i) => rec(i + 1, `u${i}`, i + 1));
    expect(firstFreeSlot(full, 10)).toBeNull();
    expect(firstFreeSlot([...full, rec(99, 'x', 0)], 10)).toBeNull();
  });

  it('returns the last slot when only it is free', () => {
    const almost = Array.from({ length: 24 }, (_, i) => rec(i + 1, `u${i}`, i + 1));
    expect(firstFreeSlot(almost, 25)).toBe(25);
  });
});
