import type { BuffProvider } from './types.js';

/** Blizzard's class ids, as in ../classes.ts. */
export const CLASS = {
  warrior: 1,
  paladin: 2,
  hunter: 3,
  rogue: 4,
  priest: 5,
  deathKnight: 6,
  shaman: 7,
  mage: 8,
  warlock: 9,
  monk: 10,
  druid: 11,
} as const;

/** The catalogue's spec ids (../classes.ts), named so the tables read as game text. */
export const SPEC = {
  arms: 71,
  fury: 72,
  protectionWarrior: 73,
  holyPaladin: 65,
  protectionPaladin: 66,
  retribution: 70,
  beastMastery: 253,
  marksmanship: 254,
  survival: 255,
  assassination: 259,
  combat: 260,
  subtlety: 261,
  discipline: 256,
  holyPriest: 257,
  shadow: 258,
  blood: 250,
  frostDeathKnight: 251,
  unholy: 252,
  elemental: 262,
  enhancement: 263,
  restorationShaman: 264,
  arcane: 62,
  fire: 63,
  frostMage: 64,
  affliction: 265,
  demonology: 266,
  destruction: 267,
  brewmaster: 268,
  mistweaver: 270,
  windwalker: 269,
  balance: 102,
  feral: 103,
  guardian: 104,
  /** The bear of the pre-Mists Feral Combat tree. */
  feralTank: 1104,
  restorationDruid: 105,
} as const;

export const FACTION = { alliance: 1, horde: 2 } as const;

/** A provider row: the ability's English and Russian names, its class, and any limits. */
export function provider(
  en: string,
  ru: string,
  classId: number,
  limits: Omit<BuffProvider, 'ability' | 'classId'> = {},
): BuffProvider {
  return { ability: { en, ru }, classId, ...limits };
}
