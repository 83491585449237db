import { describe, expect, it } from 'vitest';
import { DEFAULT_GDKP_RULES, type GdkpRules } from '../../schemas/gdkp.js';
import { splitGdkp, type GdkpParticipant } from './splitGdkp.js';

/**
 * A 25-player raid worked by hand (the table is in docs/decisions.md, "GDKP (issue 29)"): 25 on the roster
 * (r:1 the organizer and a tank, r:2 the other tank, r:3–r:7 healers, r:8 the banker), one on the bench (r:26),
 * one buyer from outside. Organizer 10 %, tanks 2 % (split by two), banker 500 g fixed, minimum spend 1,000 g
 * paid into the pot, late −50 %, left early −25 %, bench half, whole gold, remainder to the organizer.
 *
 * Sales 72,700 g + shortfalls 17,300 g (16 spent nothing, r:12 spent 700, the bench spent nothing) = pot 90,000 g.
 * Cuts 9,000 + 1,800 + 500 = 11,300 g; distributable 78,700 g over weight 242,500 (22 full, r:23 half by the
 * leader, r:24 late 5,000, r:25 left early 7,500, r:26 bench 5,000):
 * full 78,700 × 10,000 / 242,500 = 3,245.36 → 3,245 g; half → 1,622.68 → 1,622 g; 7,500 → 2,434.02 → 2,434 g.
 * Shares 22 × 3,245 + 3 × 1,622 + 2,434 = 78,690 g; remainder 10 g to the organizer.
 */
const rules: GdkpRules = {
  ...DEFAULT_GDKP_RULES,
  organizerCutBp: 1_000,
  extraCuts: [
    { label: 'Tanks', kind: 'percent', amount: 200, to: { role: 'tank' } },
    { label: 'Banker', kind: 'fixed', amount: 500, to: { role: 'banker' } },
  ],
  minimumSpendGold: 1_000,
  shortfall: 'pot',
  lateForfeitBp: 5_000,
  leftEarlyForfeitBp: 2_500,
  bench: 'half',
};

function record(id: number): GdkpParticipant {
  return {
    key: `r:${id}`,
    name: `Raider${id}`,
    recordId: id,
    userId: String(9000 + id),
    role: id <= 2 ? 'tank' : id <= 7 ? 'healer' : 'dps',
    place: id === 26 ? 'bench' : 'roster',
    share: id === 23 ? 'half' : null,
    forfeit: id === 24 ? 'late' : id === 25 ? 'leftEarly' : null,
    isOrganizer: id === 1,
    isBanker: id === 8,
  };
}

const outsider: GdkpParticipant = {
  key: 'n:gildedgoblin',
  name: 'Gildedgoblin',
  recordId: null,
  userId: null,
  role: null,
  place: 'outside',
  share: null,
  forfeit: null,
  isOrganizer: false,
  isBanker: false,
};

const participants = [...Array.from({ length: 26 }, (_, index) => record(index + 1)), outsider];
const spentGold: Record<string, number> = {
  'r:1': 3_000,
  'r:2': 12_500,
  'r:3': 8_000,
  'r:4': 1_000,
  'r:8': 2_400,
  'r:10': 15_000,
  'r:11': 6_100,
  'r:12': 700,
  'r:24': 4_000,
  'n:gildedgoblin': 20_000,
};
const sales = Object.entries(spentGold).map(([buyerKey, priceGold]) => ({ buyerKey, priceGold }));

/** Net in gold per player, by hand: share + cuts + remainder − spent − shortfall. */
const expectedNetGold: Record<string, number> = {
  'r:1': 3_245 + 9_000 + 900 + 10 - 3_000, // 10,155
  'r:2': 3_245 + 900 - 12_500, // −8,355
  'r:3': 3_245 - 8_000, // −4,755
  'r:4': 3_245 - 1_000, // 2,245
  'r:8': 3_245 + 500 - 2_400, // 1,345
  'r:10': 3_245 - 15_000, // −11,755
  'r:11': 3_245 - 6_100, // −2,855
  'r:12': 3_245 - 700 - 300, // 2,245
  'r:23': 1_622 - 1_000, // 622
  'r:24': 1_622 - 4_000, // −2,378
  'r:25': 2_434 - 1_000, // 1,434
  'r:26': 1_622 - 1_000, // 622
  'n:gildedgoblin': -20_000,
};
for (const id of [5, 6, 7, 9, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])
  expectedNetGold[`r:${id}`] = 3_245 - 1_000;

describe('splitGdkp: the 25-player raid worked by hand', () => {
  const split = splitGdkp({ sales, participants, rules });
  const gold = (copper: number) => copper / 10_000;

  it('has the pot, the cuts and the remainder of the hand-worked table', () => {
    expect(gold(split.potCopper)).toBe(90_000);
    expect(gold(split.organizerCutCopper)).toBe(9_000);
    expect(split.extraCuts.map((cut) => [cut.toKeys, gold(cut.perKeyCopper), gold(cut.copper)])).toEqual([
      [['r:1', 'r:2'], 900, 1_800],
      [['r:8'], 500, 500],
    ]);
    expect(gold(split.distributableCopper)).toBe(78_700);
    expect(split.remainder).toEqual({ toKey: 'r:1', copper: 10 * 10_000 });
  });

  it('has the shares of the hand-worked table', () => {
    const shareOf = (key: string) => gold(split.players.find((p) => p.key === key)?.shareCopper ?? -1);
    expect([shareOf('r:9'), shareOf('r:23'), shareOf('r:24'), shareOf('r:25'), shareOf('r:26')]).toEqual([
      3_245, 1_622, 1_622, 2_434, 1_622,
    ]);
    expect(shareOf('n:gildedgoblin')).toBe(0);
  });

  it("has every player's net of the hand-worked table, and the nets balance", () => {
    expect(Object.fromEntries(split.players.map((p) => [p.key, gold(p.netCopper)]))).toEqual(expectedNetGold);
    expect(split.players.reduce((sum, p) => sum + p.netCopper, 0)).toBe(0);
  });
});
