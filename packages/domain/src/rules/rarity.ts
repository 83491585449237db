/** Rarity tiers by percentage (SPEC section 9), each with its background and text colour. */
export type RarityTier = 'gray' | 'green' | 'rare' | 'epic' | 'legendary' | 'pink' | 'artifact';

interface TierStyle {
  tier: RarityTier;
  /** Lower bound, inclusive. */
  from: number;
  background: string;
  color: string;
}

// Warcraft Logs' parse colours: gray, green, blue, purple, orange, pink, gold.
const tiers: TierStyle[] = [
  { tier: 'artifact', from: 100, background: '#e5cc80', color: '#1a1a1a' },
  { tier: 'pink', from: 99, background: '#e268a8', color: '#ffffff' },
  { tier: 'legendary', from: 95, background: '#ff8000', color: '#1a1a1a' },
  { tier: 'epic', from: 75, background: '#a335ee', color: '#ffffff' },
  { tier: 'rare', from: 50, background: '#0070ff', color: '#ffffff' },
  { tier: 'green', from: 25, background: '#1eff00', color: '#1a1a1a' },
  { tier: 'gray', from: Number.NEGATIVE_INFINITY, background: '#666666', color: '#ffffff' },
];

export function rarityStyle(percent: number): TierStyle {
  return tiers.find((style) => percent >= style.from) ?? (tiers.at(-1) as TierStyle);
}

export function rarityTier(percent: number): RarityTier {
  return rarityStyle(percent).tier;
}

/** A leader's or community's share of all raids, in percent (0 when there are no raids at all). */
export function raidSharePercent(raids: number, totalRaids: number): number {
  return totalRaids > 0 ? (raids / totalRaids) * 100 : 0;
}

/** Raid share in the users and guilds tables: plain white under 25 percent, otherwise the graded colour. */
export function raidShareColor(percent: number): string {
  return percent < 25 ? '#ffffff' : rarityStyle(percent).background;
}
