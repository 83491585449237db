import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GDKP_ABSENT_ORGANIZER_KEY, settleUp } from './settleUp.js';
import type { GdkpTrade } from './gdkpTypes.js';

const nets = (...values: number[]) =>
  values.map((netCopper, index) => ({ key: `r:${index + 1}`, netCopper }));

/** Each balance after the trades: a payer's net rises by what it pays, a receiver's falls by what it gets. */
function afterTrades(balances: Map<string, number>, trades: GdkpTrade[]) {
  const left = new Map(balances);
  for (const trade of trades) {
    left.set(trade.fromKey, (left.get(trade.fromKey) ?? 0) + trade.copper);
    left.set(trade.toKey, (left.get(trade.toKey) ?? 0) - trade.copper);
  }
  return [...left.values()];
}

/** The largest number of zero-sum blocks over every partition of the balances, by enumeration. */
function mostZeroSumBlocks(values: number[]): number {
  let best = 0;
  const blocks: number[] = [];
  const place = (index: number) => {
    if (index === values.length) {
      if (blocks.every((sum) => sum === 0)) best = Math.max(best, blocks.length);
      return;
    }
    const value = values[index] ?? 0;
    blocks.forEach((_, block) => {
      blocks[block] = (blocks[block] ?? 0) + value;
      place(index + 1);
      blocks[block] = (blocks[block] ?? 0) - value;
    });
    blocks.push(value);
    place(index + 1);
    blocks.pop();
  };
  place(0);
  return best;
}

/** Non-zero balances that sum to zero, with repeated amounts so that zero-sum groups are common. */
const zeroSumNets = (maxLength: number) =>
  fc
    .array(
      fc.integer({ min: -6, max: 6 }).filter((value) => value !== 0),
      { minLength: 1, maxLength },
    )
    .map((values) => {
      const rest = -values.reduce((sum, value) => sum + value, 0);
      return rest === 0 ? values : [...values, rest];
    });

describe('settleUp', () => {
  it('pairs exact matches instead of routing through the largest balances', () => {
    expect(settleUp(nets(500, 300, -300, -500), null)).toEqual([
      { fromKey: 'r:3', toKey: 'r:2', copper: 300 },
      { fromKey: 'r:4', toKey: 'r:1', copper: 500 },
    ]);
  });

  it('finds zero-sum triples that greedy matching of the largest balances misses', () => {
    // After pairing 7/−7, largest-first would trade −10→6, −4→5, −3→4, −2→1, −1→1: six trades in all. The groups
    // 7 − 7, 6 + 4 − 10 and 5 − 2 − 3 settle in 1 + 2 + 2 = 5.
    const trades = settleUp(nets(6, 4, -10, 5, -2, -3, 7, -7), null);
    expect(trades).toHaveLength(5);
  });

  it('trades through the banker, who keeps the money of an organizer with no character in the raid', () => {
    const trades = settleUp([...nets(-1_000, 400), { key: 'r:9', netCopper: 100 }], 'r:9');
    expect(trades).toEqual([
      { fromKey: 'r:1', toKey: 'r:9', copper: 1_000 },
      { fromKey: 'r:9', toKey: 'r:2', copper: 400 },
    ]);
  });

  it('names the absent organizer as the holder when there is no banker', () => {
    expect(settleUp(nets(-1_000, 900), null)).toEqual([
      { fromKey: 'r:1', toKey: 'r:2', copper: 900 },
      { fromKey: 'r:1', toKey: GDKP_ABSENT_ORGANIZER_KEY, copper: 100 },
    ]);
  });

  it('settles every net to zero in at most n − 1 trades of positive amounts (any ledger)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5_000_000, max: 5_000_000 }), { maxLength: 40 }),
        fc.option(fc.nat(40)),
        (values, bankerIndex) => {
          const players = nets(...values);
          const bankerKey = bankerIndex === null ? null : `r:${bankerIndex + 1}`;
          const trades = settleUp(players, bankerKey);
          const balances = new Map(players.map((player) => [player.key, player.netCopper]));
          const holder = bankerKey ?? GDKP_ABSENT_ORGANIZER_KEY;
          const imbalance = values.reduce((sum, value) => sum + value, 0);
          balances.set(holder, (balances.get(holder) ?? 0) - imbalance);
          expect(afterTrades(balances, trades).every((left) => left === 0)).toBe(true);
          const open = [...balances.values()].filter((value) => value !== 0).length;
          expect(trades.length).toBeLessThanOrEqual(Math.max(0, open - 1));
          expect(trades.every((trade) => trade.copper > 0 && trade.fromKey !== trade.toKey)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('uses the fewest trades possible on small ledgers (checked against every partition)', () => {
    fc.assert(
      fc.property(zeroSumNets(7), fc.constantFrom(null, 'r:1'), (values, bankerKey) => {
        const trades = settleUp(nets(...values), bankerKey);
        const open = values.filter((value) => value !== 0);
        expect(trades).toHaveLength(open.length - mostZeroSumBlocks(open));
      }),
      { numRuns: 300 },
    );
  });
});
