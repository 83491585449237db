import type { ExpansionKey } from '@raid/domain/catalogue/types';

/**
 * The Warcraft Logs figures of the demo characters, one place for both sides of the demo: the Warcraft Logs
 * stand-in answers them (main spec, every zone; item level or gear score) and the demo seed writes them on the
 * characters and records it creates, so a card, the roster, the popover and a new sign-up check agree.
 * Derived from the character's position, so the demo looks the same on every machine. Item level ranges
 * follow each expansion's last tier (gear score on wotlk).
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

/** Logs 40.0 to 94.9, item level from the expansion's floor upwards; `index` is the place in `demoCharacters`. */
export function characterFigures(expansion: ExpansionKey, index: number): Figures {
  const { base, spread } = itemLevels[expansion];
  return {
    logs: 40 + ((index * 37) % 55) + (index % 10) / 10,
    ilvl: base + ((index * 13 + 5) % spread),
  };
}
