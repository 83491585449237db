import type { RaidFilters } from '../../api/raids.js';

const filterNames = ['server', 'faction', 'zone', 'size', 'difficulty', 'lootSystem', 'team'] as const;
export type FilterName = (typeof filterNames)[number];

export const noFilters: RaidFilters = {
  server: null,
  faction: null,
  zone: null,
  size: null,
  difficulty: null,
  lootSystem: null,
  team: null,
};

export function isFiltered(filters: RaidFilters): boolean {
  return filterNames.some((name) => filters[name] !== null);
}

/** One local storage key per expansion holds its list filters, the team's too (SPEC section 3 "Remembered choices"). */
export function filtersStorageKey(expansion: string): string {
  return `raidFilters.${expansion}`;
}

/** Reads remembered filters, keeping only positive whole numbers: storage may hold anything. */
export function parseStoredFilters(text: string | null): RaidFilters {
  let stored: unknown;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  const filters = { ...noFilters };
  if (typeof stored !== 'object' || stored === null) return filters;
  for (const name of filterNames) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) filters[name] = value;
  }
  return filters;
}
