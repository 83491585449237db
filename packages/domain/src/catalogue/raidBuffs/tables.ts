import type { ExpansionKey } from '../types.js';
import { cataBuffs } from './cata.js';
import { classicBuffs } from './classic.js';
import { mopBuffs } from './mop.js';
import type { RaidBuffTable } from './types.js';
import { wotlkBuffs } from './wotlk.js';

/** Season of Discovery keeps Classic's buffs and party rules, so both read one table. */
export const raidBuffTables: Record<ExpansionKey, RaidBuffTable> = {
  classic: classicBuffs,
  sod: classicBuffs,
  wotlk: wotlkBuffs,
  cata: cataBuffs,
  mop: mopBuffs,
};

/** Narrows the game data's expansion string (the web receives it from the server) to a table key. */
export function hasRaidBuffTable(expansion: string): expansion is ExpansionKey {
  return Object.hasOwn(raidBuffTables, expansion);
}
