import { describe, expect, it } from 'vitest';
import { arrangeSignUps, orderChoices, placeChoices, type ChoiceRecord } from './prioritySignUps.js';
import type { SlotChange } from './rosterMoves.js';

const rec = (id: number, userID: string, slot: number, preference: number, leader = false): ChoiceRecord => ({
  id,
  userID,
  slot,
  preference,
  leader,
});

/**
 * A 10-player raid: the leader in slot 1, Bob in slot 2. Alice waits with three characters in her order: her
 * priest (2nd choice), her mage (1st), her rogue (3rd), signed up in that order of time. Carol waits with one.
 */
const LEADER = rec(1, 'L', 1, 1, true);
const BOB = rec(2, 'bob', 2, 1);
const ALICE_PRIEST = rec(3, 'alice', 0, 2);
const ALICE_MAGE = rec(4, 'alice', 0, 1);
const ALICE_ROGUE = rec(5, 'alice', 0, 3);
const CAROL = rec(6, 'carol', 0, 1);
const raid = [LEADER, BOB, ALICE_PRIEST, ALICE_MAGE, ALICE_ROGUE, CAROL];

/** The arrangement as user → record ids, easy to read in a table. */
function shape(arrangement: ReturnType<typeof arrangeSignUps>) {
  const ids = (players: typeof arrangement.waiting) =>
    players.map((player) => [player.userID, player.choices.map((choice) => choice.id)]);
  return { waiting: ids(arrangement.waiting), aside: ids(arrangement.aside) };
}

/** Applies a placement's changes, as the server writes them. */
function apply(records: readonly ChoiceRecord[], changes: readonly SlotChange[]): ChoiceRecord[] {
  const slots = new Map(changes.map((change) => [change.id, change.slot]));
  return records.map((record) => ({ ...record, slot: slots.get(record.id) ?? record.slot }));
}

describe('arrangeSignUps: each waiting player once, choices in their order', () => {
  it.each<[string, ChoiceRecord[], ReturnType<typeof shape>]>([
    [
      'alternatives follow the first choice, whatever order they were signed up in',
      raid,
      {
        waiting: [
          ['alice', [4, 3, 5]],
          ['carol', [6]],
        ],
        aside: [],
      },
    ],
    [
      'a player with a character in the roster has the others aside',
      apply(raid, [{ id: ALICE_PRIEST.id, slot: 3 }]),
      { waiting: [['carol', [6]]], aside: [['alice', [4, 5]]] },
    ],
    [
      'a player who is only in the roster is neither waiting nor aside',
      [LEADER, BOB],
      { waiting: [], aside: [] },
    ],
    [
      'equal preferences (records older than the order) keep the sign-up order',
      [rec(7, 'dan', 0, 1), rec(8, 'dan', 0, 1)],
      { waiting: [['dan', [7, 8]]], aside: [] },
    ],
    ['an empty raid has nobody', [], { waiting: [], aside: [] }],
  ])('%s', (_name, records, expected) => {
    expect(shape(arrangeSignUps(records))).toEqual(expected);
  });
});

describe('placeChoices: the placement rule', () => {
  interface Row {
    name: string;
    records: ChoiceRecord[];
    requested: SlotChange[];
    changes: SlotChange[];
    arrangement: ReturnType<typeof shape>;
  }
  const placedMage = apply(raid, [{ id: ALICE_MAGE.id, slot: 3 }]);
  it.each<Row>([
    {
      name: "placing the first choice sets the player's alternatives aside",
      records: raid,
      requested: [{ id: ALICE_MAGE.id, slot: 3 }],
      changes: [{ id: ALICE_MAGE.id, slot: 3 }],
      arrangement: { waiting: [['carol', [6]]], aside: [['alice', [3, 5]]] },
    },
    {
      name: 'the leader may place the second choice: the first and third stand aside',
      records: raid,
      requested: [{ id: ALICE_PRIEST.id, slot: 4 }],
      changes: [{ id: ALICE_PRIEST.id, slot: 4 }],
      arrangement: { waiting: [['carol', [6]]], aside: [['alice', [4, 5]]] },
    },
    {
      name: 'placing an alternative of a rostered player sends the placed one back (SPEC rule), still aside',
      records: placedMage,
      requested: [{ id: ALICE_ROGUE.id, slot: 5 }],
      changes: [
        { id: ALICE_MAGE.id, slot: 0 },
        { id: ALICE_ROGUE.id, slot: 5 },
      ],
      arrangement: { waiting: [['carol', [6]]], aside: [['alice', [4, 3]]] },
    },
    {
      name: 'moving the placed one back to the list brings every choice back, in order',
      records: placedMage,
      requested: [{ id: ALICE_MAGE.id, slot: 0 }],
      changes: [{ id: ALICE_MAGE.id, slot: 0 }],
      arrangement: {
        waiting: [
          ['alice', [4, 3, 5]],
          ['carol', [6]],
        ],
        aside: [],
      },
    },
    {
      name: 'another player taking the slot swaps the placed one out: all her choices wait again',
      records: placedMage,
      requested: [
        { id: CAROL.id, slot: 3 },
        { id: ALICE_MAGE.id, slot: 0 },
      ],
      changes: [
        { id: ALICE_MAGE.id, slot: 0 },
        { id: CAROL.id, slot: 3 },
      ],
      arrangement: { waiting: [['alice', [4, 3, 5]]], aside: [] },
    },
    {
      name: 'moving a rostered character to another slot changes nothing on the list',
      records: placedMage,
      requested: [{ id: ALICE_MAGE.id, slot: 9 }],
      changes: [{ id: ALICE_MAGE.id, slot: 9 }],
      arrangement: { waiting: [['carol', [6]]], aside: [['alice', [3, 5]]] },
    },
  ])('$name', ({ records, requested, changes, arrangement }) => {
    const placement = placeChoices(records, requested, 10);
    if (!placement.ok) throw new Error(placement.error);
    expect([...placement.changes].sort((a, b) => a.id - b.id)).toEqual(changes);
    expect(shape(placement.arrangement)).toEqual(arrangement);
  });

  it('a removed character (its record deleted) brings the alternatives back in order', () => {
    const withoutMage = placedMage.filter((record) => record.id !== ALICE_MAGE.id);
    expect(shape(arrangeSignUps(withoutMage)).waiting).toEqual([
      ['alice', [3, 5]],
      ['carol', [6]],
    ]);
  });

  it.each<[string, SlotChange[], string]>([
    [
      'two choices of one player at once',
      [
        { id: 3, slot: 3 },
        { id: 4, slot: 4 },
      ],
      'anotherCharacterInRoster',
    ],
    ['a slot someone holds', [{ id: ALICE_MAGE.id, slot: BOB.slot }], 'slotFilled'],
    ['a slot beyond the raid', [{ id: ALICE_MAGE.id, slot: 11 }], 'slotOutOfRange'],
  ])('refuses %s', (_name, requested, error) => {
    expect(placeChoices(raid, requested, 10)).toEqual({ ok: false, error });
  });
});

describe('orderChoices: the order after a sign-up', () => {
  it.each<[string, Array<{ charId: number; preference: number }>, number[], Array<[number, number]>]>([
    [
      'the chosen order, first to last',
      [
        { charId: 10, preference: 1 },
        { charId: 11, preference: 1 },
      ],
      [11, 10],
      [
        [11, 1],
        [10, 2],
      ],
    ],
    [
      'characters not chosen this time keep their order after the chosen ones',
      [
        { charId: 10, preference: 1 },
        { charId: 11, preference: 2 },
        { charId: 12, preference: 3 },
      ],
      [12],
      [
        [12, 1],
        [10, 2],
        [11, 3],
      ],
    ],
    [
      'a chosen character the raid refused (no record) takes no place',
      [{ charId: 10, preference: 1 }],
      [99, 10],
      [[10, 1]],
    ],
    [
      'a character chosen twice counts once',
      [
        { charId: 10, preference: 1 },
        { charId: 11, preference: 2 },
      ],
      [11, 11, 10],
      [
        [11, 1],
        [10, 2],
      ],
    ],
  ])('%s', (_name, existing, chosen, expected) => {
    expect([...orderChoices(existing, chosen)]).toEqual(expected);
  });
});
