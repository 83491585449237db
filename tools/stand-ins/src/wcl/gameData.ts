/** Fixed tables behind the answers: Warcraft Logs' classes and regions, level and gear per expansion. */
import type { ExpansionKey } from '@raid/domain/catalogue/types';

/** Warcraft Logs' class ids are alphabetical; ours (the catalogue's) are Blizzard's. */
export const wclClasses: ReadonlyArray<{ id: number; name: string; slug: string; blizzardId: number }> = [
  { id: 1, name: 'Death Knight', slug: 'DeathKnight', blizzardId: 6 },
  { id: 2, name: 'Druid', slug: 'Druid', blizzardId: 11 },
  { id: 3, name: 'Hunter', slug: 'Hunter', blizzardId: 3 },
  { id: 4, name: 'Mage', slug: 'Mage', blizzardId: 8 },
  { id: 5, name: 'Monk', slug: 'Monk', blizzardId: 10 },
  { id: 6, name: 'Paladin', slug: 'Paladin', blizzardId: 2 },
  { id: 7, name: 'Priest', slug: 'Priest', blizzardId: 5 },
  { id: 8, name: 'Rogue', slug: 'Rogue', blizzardId: 4 },
  { id: 9, name: 'Shaman', slug: 'Shaman', blizzardId: 7 },
  { id: 10, name: 'Warlock', slug: 'Warlock', blizzardId: 9 },
  { id: 11, name: 'Warrior', slug: 'Warrior', blizzardId: 1 },
];

export const regions: Record<string, { id: number; name: string }> = {
  us: { id: 1, name: 'United States' },
  eu: { id: 2, name: 'Europe' },
  kr: { id: 3, name: 'Korea' },
  tw: { id: 4, name: 'Taiwan' },
  cn: { id: 5, name: 'China' },
};

/** Character level and the item-level range of a geared raider per expansion. */
export const expansionGear: Record<ExpansionKey, { level: number; ilvlMin: number; ilvlMax: number }> = {
  classic: { level: 60, ilvlMin: 58, ilvlMax: 80 },
  sod: { level: 60, ilvlMin: 55, ilvlMax: 85 },
  wotlk: { level: 80, ilvlMin: 200, ilvlMax: 277 },
  cata: { level: 85, ilvlMin: 346, ilvlMax: 403 },
  mop: { level: 90, ilvlMin: 463, ilvlMax: 535 },
};
