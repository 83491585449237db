import type { GdkpTrade } from './gdkpTypes.js';
import { zeroSumGroups } from './zeroSumGroups.js';

/** Who holds the money of an organizer with no character in the raid when no banker is named either. */
export const GDKP_ABSENT_ORGANIZER_KEY = 'organizer';

interface Balance {
  key: string;
  copper: number;
}

/**
 * A zero-sum group in k − 1 trades. The banker holds the gold, so a group with the banker in it trades with the
 * banker alone (as many trades); any other group: the largest debtor pays the largest creditor, until all are even.
 */
function settleGroup(group: Balance[], bankerKey: string | null): GdkpTrade[] {
  const banker = group.find((balance) => balance.key === bankerKey);
  if (banker !== undefined) {
    return group
      .filter((balance) => balance !== banker)
      .map((balance) =>
        balance.copper < 0
          ? { fromKey: balance.key, toKey: banker.key, copper: -balance.copper }
          : { fromKey: banker.key, toKey: balance.key, copper: balance.copper },
      );
  }
  const open = group.map((balance) => ({ ...balance }));
  const trades: GdkpTrade[] = [];
  for (;;) {
    const debtor = open.reduce((low, balance) => (balance.copper < low.copper ? balance : low));
    const creditor = open.reduce((high, balance) => (balance.copper > high.copper ? balance : high));
    if (debtor.copper === 0 || creditor.copper === 0) return trades;
    const copper = Math.min(-debtor.copper, creditor.copper);
    trades.push({ fromKey: debtor.key, toKey: creditor.key, copper });
    debtor.copper += copper;
    creditor.copper -= copper;
  }
}

/**
 * Who trades whom how much (issue 29), in the fewest trades: every positive net receives it, every negative net
 * pays it, through the banker where that costs no extra trade. The nets do not sum to zero when the organizer has no character in the raid: the banker (the holder of
 * the gold; GDKP_ABSENT_ORGANIZER_KEY when there is none) keeps the difference for them.
 */
export function settleUp(
  players: readonly { key: string; netCopper: number }[],
  bankerKey: string | null,
): GdkpTrade[] {
  const holderKey = bankerKey ?? GDKP_ABSENT_ORGANIZER_KEY;
  const imbalance = players.reduce((sum, player) => sum + player.netCopper, 0);
  const balances: Balance[] = players.map((player) => ({
    key: player.key,
    copper: player.netCopper - (player.key === holderKey ? imbalance : 0),
  }));
  if (imbalance !== 0 && !players.some((player) => player.key === holderKey)) {
    balances.push({ key: holderKey, copper: -imbalance });
  }
  const open = balances.filter((balance) => balance.copper !== 0);
  return zeroSumGroups(open.map((balance) => balance.copper)).flatMap((group) =>
    settleGroup(
      // In the players' order, so that equal balances trade in the order the ledger lists them.
      [...group]
        .sort((a, b) => a - b)
        .map((index) => open[index])
        .filter((balance) => balance !== undefined),
      bankerKey,
    ),
  );
}
