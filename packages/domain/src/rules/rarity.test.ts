import { describe, it, expect } from 'vitest';
import { contrastRatio, LIGHTEST_DARK_SURFACE, readableOn } from './contrast.js';
import { raidShareColor, raidSharePercent, rarityStyle, type RarityTier } from './rarity.js';

const allTiers: RarityTier[] = ['gray', 'green', 'rare', 'epic', 'legendary', 'pink', 'artifact'];
const lowestPercent: Record<RarityTier, number> = {
  gray: 0,
  green: 25,
  rare: 50,
  epic: 75,
  legendary: 95,
  pink: 99,
  artifact: 100,
};

describe('rarityStyle: SPEC section 9 tier boundaries', () => {
  it.each([
    [-5, 'gray'],
    [0, 'gray'],
    [24.99, 'gray'],
    [25, 'green'],
    [49.99, 'green'],
    [50, 'rare'],
    [74.99, 'rare'],
    [75, 'epic'],
    [94.99, 'epic'],
    [95, 'legendary'],
    [98.99, 'legendary'],
    [99, 'pink'],
    [99.99, 'pink'],
    [100, 'artifact'],
    [120, 'artifact'],
  ] as const)('%d → %s', (percent, tier) => {
    expect(rarityStyle(percent).tier).toBe(tier);
  });
});

describe('rarityStyle', () => {
  it.each(allTiers)('%s has a background and a text colour', (tier) => {
    const style = rarityStyle(lowestPercent[tier]);
    expect(style.tier).toBe(tier);
    expect(style.background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(style.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(style.color).not.toBe(style.background);
  });

  it.each(allTiers)('%s: the text reads on its background at 4.5:1 or more', (tier) => {
    const style = rarityStyle(lowestPercent[tier]);
    expect(contrastRatio(style.color, style.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every tier its own background', () => {
    const backgrounds = allTiers.map((tier) => rarityStyle(lowestPercent[tier]).background);
    expect(new Set(backgrounds).size).toBe(allTiers.length);
  });

  it('gives the same style to every percentage in a tier', () => {
    expect(rarityStyle(50)).toEqual(rarityStyle(74.99));
    expect(rarityStyle(100)).toEqual(rarityStyle(120));
  });

  it('falls back to gray for NaN', () => {
    expect(rarityStyle(Number.NaN).tier).toBe('gray');
  });
});

describe('raidSharePercent', () => {
  it('is 0 when there are 0 raids in total', () => {
    expect(raidSharePercent(0, 0)).toBe(0);
    expect(raidSharePercent(5, 0)).toBe(0);
  });

  it('is raids / total × 100', () => {
    expect(raidSharePercent(1, 4)).toBe(25);
    expect(raidSharePercent(3, 4)).toBe(75);
    expect(raidSharePercent(10, 10)).toBe(100);
    expect(raidSharePercent(1, 3)).toBeCloseTo(33.333, 3);
  });
});

describe("raidShareColor (white '#ffffff' under 25)", () => {
  it.each([0, 10, 24.99])("%d → '#ffffff'", (percent) => {
    expect(raidShareColor(percent)).toBe('#ffffff');
  });

  it.each([25, 49.99, 50, 75, 95, 99, 100, 120])(
    '%d → the tier background, readable on the dark table',
    (percent) => {
      expect(raidShareColor(percent)).toBe(readableOn(rarityStyle(percent).background));
      expect(contrastRatio(raidShareColor(percent), LIGHTEST_DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses the green background at exactly 25', () => {
    expect(raidShareColor(25)).toBe(rarityStyle(25).background);
    expect(rarityStyle(25).tier).toBe('green');
  });

  it('lightens the purple of 75 % and up (2.7:1 on the dark table) and keeps the orange (5.3:1)', () => {
    expect(raidShareColor(80)).not.toBe(rarityStyle(80).background);
    expect(raidShareColor(96)).toBe(rarityStyle(96).background);
  });
});
