import type { ReactNode } from 'react';

/** One choice of a Dropdown. */
export interface DropdownOption<V extends string | number> {
  value: V;
  /** The visible name; what typing searches and what a screen reader reads. */
  label: string;
  /** More words typing finds the option by (an English name while the page is Russian, a region). */
  keywords?: string;
  /** A catalogue image shown before the label, 19 px (SPEC section 9). */
  icon?: ReactNode;
  /** Marked with a star and kept at the top of the menu. */
  favourite?: boolean;
  /** A short note after the label, e.g. 'without logs' for a zone marked dontAskLogs. */
  badge?: string;
  disabled?: boolean;
}

/** What the menu holds: the options, and the "nothing chosen" entry whose value is null. */
export type DropdownItem<V extends string | number> = Omit<DropdownOption<V>, 'value'> & { value: V | null };

/** Favourites first, each group in the order the caller gave. */
export function favouritesFirst<T extends { favourite?: boolean }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => Number(Boolean(b.favourite)) - Number(Boolean(a.favourite)));
}
