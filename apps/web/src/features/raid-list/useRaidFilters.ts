import { useState } from 'react';
import type { RaidFilters } from '../../api/raids.js';
import { filtersStorageKey, noFilters, parseStoredFilters, type FilterName } from './raidFilters.js';

/** Whether any expansion has remembered filters; without any, every main list starts unfiltered. */
export function anyFiltersRemembered(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(filtersStorageKey('')));
  } catch {
    return false;
  }
}

function load(key: string): RaidFilters {
  try {
    return parseStoredFilters(localStorage.getItem(key));
  } catch {
    return noFilters;
  }
}

function store(key: string, filters: RaidFilters | null): void {
  try {
    if (filters) localStorage.setItem(key, JSON.stringify(filters));
    else localStorage.removeItem(key);
  } catch {
    // Without storage the filters still apply, they are just not remembered.
  }
}

/**
 * The list's filters. `rememberFor` names the expansion whose remembered filters to restore and update; the
 * user and community lists pass null and start unfiltered (SPEC section 2).
 */
export function useRaidFilters(rememberFor: string | null) {
  const key = rememberFor ? filtersStorageKey(rememberFor) : null;
  const [filters, setFilters] = useState<RaidFilters>(() => (key ? load(key) : noFilters));

  const setFilter = (name: FilterName, value: number | null) => {
    const next = { ...filters, [name]: value };
    setFilters(next);
    if (key) store(key, next);
  };
  const reset = () => {
    setFilters(noFilters);
    if (key) store(key, null);
  };
  return { filters, setFilter, reset };
}
