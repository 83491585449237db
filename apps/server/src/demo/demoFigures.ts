import type { ExpansionKey } from '@raid/domain/catalogue/types';

/**
 * Plausible Warcraft Logs figures for the demo characters, derived from their position so the demo looks the
 * same on every machine. Item level ranges follow each expansion's last tier (gear score on wotlk).
 */
const itemLevels: Record<ExpansionKey, { base: number; spread: number }> = {
  classic: { base: 66, spread: 20 },
  sod: { base: 62, spread: 22 },
  wotlk: { base: 4800, spread: 1100 },
  cata: { base: 372, spread: 25 },
  mop: { base: 483, spread: 40 },
};

export interface Figures {
  logs: number;
  ilvl: number;
}

/** Every demo character meets this item level, so a raid asking for it accepts them all. */
export function minimumItemLevel(expansion: ExpansionKey): number {
  return itemLevels[expansion].base;
}

/** Logs 40.0 to 94.9, item level from the expansion's floor upwards. */
export function characterFigures(expansion: ExpansionKey, index: number): Figures {
  const { base, spread } = itemLevels[expansion];
  return {
    logs: 40 + ((index * 37) % 55) + (index % 10) / 10,
    ilvl: base + ((index * 13 + 5) % spread),
  };
}

/** A buyer's figures: below what the raid asks, which is why the loot-bidding raid took it as a buyer. */
export function buyerFigures(expansion: ExpansionKey, requiredLogs: number): Figures {
  return { logs: Math.floor(requiredLogs / 2), ilvl: itemLevels[expansion].base - 4 };
}
