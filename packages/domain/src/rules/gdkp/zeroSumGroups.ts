/**
 * Settling n balances that sum to zero takes at least n − g trades, g the largest number of disjoint groups that
 * each sum to zero, and a group of k settles in k − 1 trades; so the fewest trades come from the most groups.
 * Finding them is hard in general (it contains subset sum), so it is exact up to EXACT_LIMIT balances (n·2^n
 * steps) and, above that, pairs exact matches and keeps the rest as one group.
 */
export const EXACT_LIMIT = 16;

/** The balances' indexes in the most zero-sum groups (exact for up to EXACT_LIMIT balances). */
export function zeroSumGroups(balances: readonly number[]): number[][] {
  return balances.length <= EXACT_LIMIT ? exactGroups(balances) : pairedGroups(balances);
}

function exactGroups(balances: readonly number[]): number[][] {
  const size = 1 << balances.length;
  const sums = new Float64Array(size);
  const most = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const lowest = mask & -mask;
    sums[mask] = (sums[mask ^ lowest] ?? 0) + (balances[31 - Math.clz32(lowest)] ?? 0);
    let best = 0;
    for (let bit = 1; bit <= mask; bit <<= 1) if (mask & bit) best = Math.max(best, most[mask ^ bit] ?? 0);
    most[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  // Walk back from all balances, dropping one whose removal keeps the best count; the zero-sum masks met on the
  // way cut the reversed walk into groups.
  const added: number[] = [];
  for (let mask = size - 1; mask !== 0;) {
    const wanted = (most[mask] ?? 0) - (sums[mask] === 0 ? 1 : 0);
    let index = 0;
    while (!(mask & (1 << index)) || most[mask ^ (1 << index)] !== wanted) index++;
    added.push(index);
    mask ^= 1 << index;
  }
  const groups: number[][] = [];
  let group: number[] = [];
  let mask = 0;
  for (const index of added.reverse()) {
    group.push(index);
    mask |= 1 << index;
    if (sums[mask] === 0) {
      groups.push(group);
      group = [];
    }
  }
  return groups;
}

function pairedGroups(balances: readonly number[]): number[][] {
  const creditorsByAmount = new Map<number, number[]>();
  balances.forEach((balance, index) => {
    if (balance > 0) creditorsByAmount.set(balance, [...(creditorsByAmount.get(balance) ?? []), index]);
  });
  const paired = new Set<number>();
  const groups: number[][] = [];
  balances.forEach((balance, index) => {
    const creditor = balance < 0 ? creditorsByAmount.get(-balance)?.pop() : undefined;
    if (creditor === undefined) return;
    groups.push([index, creditor]);
    paired.add(index).add(creditor);
  });
  const rest = balances.map((_, index) => index).filter((index) => !paired.has(index));
  return rest.length > 0 ? [...groups, rest] : groups;
}
