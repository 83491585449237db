import { readableOn } from './contrast.js';

/** Rarity tiers by percentage (SPEC section 9), each with its background and text colour. */
export type RarityTier = 'gray' | 'green' | 'rare' | 'epic' | 'legendary' | 'pink' | 'artifact';

interface TierStyle {
  tier: RarityTier;
  /** Lower bound, inclusive. */
  from: number;
  background: string;
  color: string;
}

// Warcraft Logs' parse colours: gray, green, blue, purple, orange, pink, gold. Each text colour reads on its
// background at 4.5:1 (WCAG 2.2 SC 1.4.3): white on the blue is 4.41:1 and on the pink 3.1:1, so those two are dark.
const tiers: TierStyle[] = [
  { tier: 'artifact', from: 100, background: '#e5cc80', color: '#1a1a1a' },
  { tier: 'pink', from: 99, background: '#e268a8', color: '#1a1a1a' },
  { tier: 'legendary', from: 95, background: '#ff8000', color: '#1a1a1a' },
  { tier: 'epic', from: 75, background: '#a335ee', color: '#ffffff' },
  { tier: 'rare', from: 50, background: '#0070ff', color: '#000000' },
  { tier: 'green', from: 25, background: '#1eff00', color: '#1a1a1a' },
  { tier: 'gray', from: Number.NEGATIVE_INFINITY, background: '#666666', color: '#ffffff' },
];

export function rarityStyle(percent: number): TierStyle {
  return tiers.find((style) => percent >= style.from) ?? (tiers.at(-1) as TierStyle);
}

/** A leader's or community's share of all raids, in percent (0 when there are no raids at all). */
export function raidSharePercent(raids: number, totalRaids: number): number {
  return totalRaids > 0 ? (raids / totalRaids) * 100 : 0;
}

/**
 * Raid share in the users and guilds tables: plain white under 25 percent, otherwise the graded colour, made
 * light enough to read on the dark tables (the purple of 75 % and up is 2.6:1 as it is).
 */
export function raidShareColor(percent: number): string {
  return percent < 25 ? '#ffffff' : readableOn(rarityStyle(percent).background);
}
