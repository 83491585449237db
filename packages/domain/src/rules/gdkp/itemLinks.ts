import type { ExpansionKey } from '../../catalogue/types.js';

/**
 * Each expansion's item database on Wowhead. Season of Discovery items live in the Classic database; Mists of
 * Pandaria Classic has its own ("mop-classic"; plain "mop" is the retail expansion of 2012).
 */
const WOWHEAD_PATH: Record<ExpansionKey, string> = {
  classic: 'classic',
  sod: 'classic',
  wotlk: 'wotlk',
  cata: 'cata',
  mop: 'mop-classic',
};

/** The page of an item on the expansion's database site, linked from a GDKP sale. */
export function itemUrl(expansionKey: ExpansionKey, itemId: number): string {
  return `https://www.wowhead.com/${WOWHEAD_PATH[expansionKey]}/item=${itemId}`;
}
