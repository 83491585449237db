/** Integer money of the GDKP ledger: copper, never a fraction. */

export const COPPER_PER_GOLD = 10_000;
/** 100 % in basis points. */
export const WHOLE_BP = 10_000;

/**
 * floor(amount × numerator / denominator) for non-negative integers. The product can pass 2^53 (a pot of 500
 * sales of 10 million gold is 5·10^13 copper, times 10,000 basis points), so it is taken in BigInt.
 */
export function mulDivFloor(amount: number, numerator: number, denominator: number): number {
  return Number((BigInt(amount) * BigInt(numerator)) / BigInt(denominator));
}

/** Down to a whole multiple of the unit (1 copper, 1 silver = 100, 1 gold = 10,000). */
export function roundDownTo(copper: number, unit: number): number {
  return copper - (copper % unit);
}
