import { describe, expect, it } from 'vitest';
import { DEFAULT_GDKP_RULES, type GdkpRules } from '../../schemas/gdkp.js';
import { gdkpMember } from '../../testing/gdkpParticipant.js';
import { splitGdkp, type GdkpSaleInput } from './splitGdkp.js';

const GOLD = 10_000;

const member = gdkpMember;

const rules = (fields: Partial<GdkpRules>): GdkpRules => ({ ...DEFAULT_GDKP_RULES, ...fields });
const sale = (id: number, priceGold: number): GdkpSaleInput => ({ buyerKey: `r:${id}`, priceGold });
const player = (split: ReturnType<typeof splitGdkp>, key: string) => split.players.find((p) => p.key === key);

describe('splitGdkp: each rule on its own', () => {
  it('takes the organizer cut off the pot and shares the rest equally', () => {
    const participants = [member(1, { isOrganizer: true }), member(2), member(3), member(4)];
    const split = splitGdkp({
      sales: [sale(2, 1_000)],
      participants,
      rules: rules({ organizerCutBp: 1_000 }),
    });
    expect(split.potCopper).toBe(1_000 * GOLD);
    expect(split.organizerCutCopper).toBe(100 * GOLD);
    expect(split.players.map((p) => p.shareCopper)).toEqual(Array(4).fill(225 * GOLD));
    expect(player(split, 'r:1')?.netCopper).toBe(325 * GOLD);
    expect(player(split, 'r:2')?.netCopper).toBe(-775 * GOLD);
  });

  it('pays a percent cut to the roster tanks, split equally, its leftover to the remainder place', () => {
    const participants = [
      member(1, { isOrganizer: true }),
      member(2, { role: 'tank' }),
      member(3, { role: 'tank' }),
      member(4, { role: 'tank', place: 'signUp' }),
    ];
    const split = splitGdkp({
      sales: [sale(1, 1_001)],
      participants,
      rules: rules({
        organizerCutBp: 0,
        extraCuts: [{ label: 'Tanks', kind: 'percent', amount: 1_000, to: { role: 'tank' } }],
      }),
    });
    expect(split.extraCuts).toEqual([
      { label: 'Tanks', toKeys: ['r:2', 'r:3'], copper: 100 * GOLD, perKeyCopper: 50 * GOLD },
    ]);
    // 100.1 gold of cut: 50 gold each, 0.1 gold to the remainder; 900.9 gold shared by 3: 300 each, 0.9 left.
    expect(split.remainder).toEqual({ toKey: 'r:1', copper: 1 * GOLD });
    expect(player(split, 'r:2')?.cutsCopper).toBe(50 * GOLD);
    expect(player(split, 'r:4')?.shareCopper).toBe(0);
  });

  it('pays a fixed cut in gold to the banker and a record', () => {
    const participants = [member(1, { isOrganizer: true }), member(2, { isBanker: true }), member(3)];
    const split = splitGdkp({
      sales: [sale(3, 3_000)],
      participants,
      rules: rules({
        organizerCutBp: 0,
        extraCuts: [
          { label: 'Banker', kind: 'fixed', amount: 300, to: { role: 'banker' } },
          { label: 'Main healer', kind: 'fixed', amount: 150, to: { record: 3 } },
        ],
      }),
    });
    expect(split.extraCuts.map((cut) => cut.copper)).toEqual([300 * GOLD, 150 * GOLD]);
    expect(split.distributableCopper).toBe(2_550 * GOLD);
    expect(player(split, 'r:2')?.netCopper).toBe((300 + 850) * GOLD);
    expect(player(split, 'r:3')?.netCopper).toBe((150 + 850 - 3_000) * GOLD);
  });

  it('adds a minimum-spend shortfall to the pot, where everyone shares it', () => {
    const participants = [member(1, { isOrganizer: true }), member(2), member(3)];
    const split = splitGdkp({
      sales: [sale(1, 2_000), sale(2, 1_500), sale(3, 200)],
      participants,
      rules: rules({ organizerCutBp: 0, minimumSpendGold: 500, shortfall: 'pot' }),
    });
    expect(split.potCopper).toBe(4_000 * GOLD);
    expect(player(split, 'r:3')).toMatchObject({ shortfallCopper: 300 * GOLD, shareCopper: 1_333 * GOLD });
    expect(player(split, 'r:3')?.netCopper).toBe((1_333 - 200 - 300) * GOLD);
  });

  it('makes a shortfall of rule owed a debt to the organizer, outside the pot', () => {
    const participants = [member(1, { isOrganizer: true }), member(2), member(3)];
    const split = splitGdkp({
      sales: [sale(1, 2_000), sale(2, 1_500), sale(3, 200)],
      participants,
      rules: rules({ organizerCutBp: 0, minimumSpendGold: 500, shortfall: 'owed' }),
    });
    expect(split.potCopper).toBe(3_700 * GOLD);
    expect(player(split, 'r:3')).toMatchObject({ shortfallCopper: 300 * GOLD, shareCopper: 1_233 * GOLD });
    expect(player(split, 'r:1')?.shortfallsOwedToCopper).toBe(300 * GOLD);
    expect(split.players.reduce((sum, p) => sum + p.netCopper, 0)).toBe(0);
  });

  it('withholds the forfeit percent of a late or early-leaving share', () => {
    const participants = [
      member(1, { isOrganizer: true }),
      member(2, { forfeit: 'late' }),
      member(3, { forfeit: 'leftEarly' }),
      member(4, { forfeit: 'late', share: 'half' }),
    ];
    const split = splitGdkp({
      sales: [sale(1, 2_700)],
      participants,
      rules: rules({ organizerCutBp: 0, lateForfeitBp: 5_000, leftEarlyForfeitBp: 10_000 }),
    });
    expect(split.players.map((p) => p.weightBp)).toEqual([10_000, 5_000, 0, 2_500]);
    // 2,700 gold over 17,500 weight: 1,542.85… → 1,542; 771.42… → 771; 385.71… → 385.
    expect(split.players.map((p) => p.shareCopper / GOLD)).toEqual([1_542, 771, 0, 385]);
    expect(split.remainder.copper).toBe(2 * GOLD);
  });

  it('gives a half share half the weight of a full one', () => {
    const participants = [
      member(1, { isOrganizer: true }),
      member(2, { share: 'half' }),
      member(3, { share: 'none' }),
    ];
    const split = splitGdkp({ sales: [sale(3, 1_500)], participants, rules: rules({ organizerCutBp: 0 }) });
    expect(split.players.map((p) => p.shareCopper / GOLD)).toEqual([1_000, 500, 0]);
  });

  it('shares with the bench as the rules say, and never with sign-ups and buyers by default', () => {
    const participants = [
      member(1, { isOrganizer: true }),
      member(2, { place: 'bench' }),
      member(3, { place: 'signUp' }),
      member(4, { place: 'buyer' }),
    ];
    const shares = (bench: GdkpRules['bench']) =>
      splitGdkp({
        sales: [sale(4, 1_200)],
        participants,
        rules: rules({ organizerCutBp: 0, bench }),
      }).players.map((p) => p.shareCopper / GOLD);
    expect(shares('none')).toEqual([1_200, 0, 0, 0]);
    expect(shares('half')).toEqual([800, 400, 0, 0]);
    expect(shares('full')).toEqual([600, 600, 0, 0]);
  });

  it('lets the leader override a share by person', () => {
    const participants = [member(1, { isOrganizer: true }), member(2, { place: 'buyer', share: 'full' })];
    const split = splitGdkp({ sales: [sale(2, 800)], participants, rules: rules({ organizerCutBp: 0 }) });
    expect(split.players.map((p) => p.shareCopper / GOLD)).toEqual([400, 400]);
  });

  it('rounds shares down to silver or copper when the rules say so', () => {
    const participants = [member(1, { isOrganizer: true }), member(2), member(3)];
    const shareOf = (roundingCopper: GdkpRules['roundingCopper']) =>
      splitGdkp({ sales: [sale(2, 100)], participants, rules: rules({ organizerCutBp: 0, roundingCopper }) })
        .players[0]?.shareCopper;
    expect(shareOf(10_000)).toBe(33 * GOLD);
    expect(shareOf(100)).toBe(333_300);
    expect(shareOf(1)).toBe(333_333);
  });

  it('sends the remainder to the banker or a named record, and to the organizer when that place is absent', () => {
    const participants = [member(1, { isOrganizer: true }), member(2, { isBanker: true }), member(3)];
    const remainderTo = (to: GdkpRules['remainderTo']) =>
      splitGdkp({ sales: [sale(2, 100)], participants, rules: rules({ organizerCutBp: 0, remainderTo: to }) })
        .remainder;
    expect(remainderTo({ role: 'banker' })).toEqual({ toKey: 'r:2', copper: 1 * GOLD });
    expect(remainderTo({ record: 3 })).toEqual({ toKey: 'r:3', copper: 1 * GOLD });
    expect(remainderTo({ record: 99 })).toEqual({ toKey: 'r:1', copper: 1 * GOLD });
  });
});

describe('splitGdkp: edge cases', () => {
  it('splits an empty ledger into nothing', () => {
    const split = splitGdkp({
      sales: [],
      participants: [member(1, { isOrganizer: true })],
      rules: DEFAULT_GDKP_RULES,
    });
    expect(split).toMatchObject({ potCopper: 0, organizerCutCopper: 0, distributableCopper: 0 });
    expect(split.remainder.copper).toBe(0);
  });

  it('caps cuts that exceed the pot: percent cuts first, then fixed cuts in list order', () => {
    const participants = [member(1, { isOrganizer: true, isBanker: true }), member(2, { role: 'tank' })];
    const split = splitGdkp({
      sales: [sale(2, 1_000)],
      participants,
      rules: rules({
        organizerCutBp: 5_000,
        extraCuts: [
          { label: 'Banker', kind: 'fixed', amount: 400, to: { role: 'banker' } },
          { label: 'Record', kind: 'fixed', amount: 400, to: { record: 2 } },
          { label: 'Tanks', kind: 'percent', amount: 3_000, to: { role: 'tank' } },
        ],
      }),
    });
    expect(split.organizerCutCopper).toBe(500 * GOLD);
    expect(split.extraCuts.map((cut) => cut.copper / GOLD)).toEqual([200, 0, 300]);
    expect(split.distributableCopper).toBe(0);
    expect(split.players.every((p) => p.shareCopper === 0)).toBe(true);
  });

  it('gives the whole distributable to the remainder place when nobody shares', () => {
    const participants = [member(1, { isOrganizer: true, share: 'none' }), member(2, { share: 'none' })];
    const split = splitGdkp({ sales: [sale(2, 700)], participants, rules: rules({ organizerCutBp: 1_000 }) });
    expect(split.remainder).toEqual({ toKey: 'r:1', copper: 630 * GOLD });
  });

  it('holds the money of an organizer without a character for them: remainder key null', () => {
    const participants = [member(1), member(2)];
    const split = splitGdkp({
      sales: [sale(2, 1_001)],
      participants,
      rules: rules({ organizerCutBp: 1_000 }),
    });
    expect(split.organizerKey).toBeNull();
    expect(split.remainder.toKey).toBeNull();
    const nets = split.players.reduce((sum, p) => sum + p.netCopper, 0);
    expect(-nets).toBe(split.organizerCutCopper + split.remainder.copper);
  });

  it('refuses a sale whose buyer is not a participant', () => {
    expect(() =>
      splitGdkp({ sales: [sale(9, 1)], participants: [member(1)], rules: DEFAULT_GDKP_RULES }),
    ).toThrow('r:9');
  });
});
