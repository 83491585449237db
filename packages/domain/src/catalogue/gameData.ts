import {
  daysOfWeek,
  difficulties,
  factions,
  hours,
  lockoutResets,
  lootSystems,
  recordModes,
  sizes,
} from './common.js';
import { expansionCatalogue } from './expansions.js';
import type { ExpansionKey } from './types.js';

/** The `GET /api/gameData` answer for one expansion (SPEC section 7). */
export function gameData(key: ExpansionKey) {
  const catalogue = expansionCatalogue(key);
  return {
    expansion: key,
    gearScore: catalogue.gearScore,
    logsSiteUrl: catalogue.logsSiteUrl,
    classes: catalogue.classes,
    servers: catalogue.servers,
    factions,
    zones: catalogue.zones,
    sizes,
    difficulties,
    lootSystems,
    recordModes,
    daysOfWeek,
    hours,
    lockoutResets,
  };
}
