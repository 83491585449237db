import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { requestContext } from '../../api/requestContext.js';

/**
 * The favourites a user stars in a dropdown, kept in this browser per expansion and per list ('zone',
 * 'server'…): a wotlk guild's zones are not a classic guild's. localStorage rather than the user's preferences
 * (docs/decisions.md): a star is a convenience of one device, costs no request and works before logging in
 * (the raid list's filters).
 */
const listeners = new Set<() => void>();

// On the main domain the page shows the current expansion: its favourites are kept under 'current'.
const storageKey = (list: string) => `favourites.${requestContext().subdomain ?? 'current'}.${list}`;

function readRaw(list: string | undefined): string | null {
  if (!list) return null;
  try {
    return localStorage.getItem(storageKey(list));
  } catch {
    return null;
  }
}

function parse(raw: string | null): string[] {
  try {
    const stored: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The starred values of a list (as strings, so a number and a Discord id read alike) and a way to toggle one. */
export function useFavourites(list: string | undefined) {
  const raw = useSyncExternalStore(subscribe, () => readRaw(list));
  const values = useMemo(() => new Set(parse(raw)), [raw]);
  const toggle = useCallback(
    (value: string | number) => {
      if (!list) return;
      const key = String(value);
      const next = values.has(key) ? [...values].filter((entry) => entry !== key) : [...values, key];
      try {
        localStorage.setItem(storageKey(list), JSON.stringify(next));
      } catch {
        // Private mode or a full storage: the star simply does not stay.
      }
      for (const listener of listeners) listener();
    },
    [list, values],
  );
  return { values, toggle };
}
