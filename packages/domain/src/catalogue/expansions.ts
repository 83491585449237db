import { cata } from './expansions/cata.js';
import { classic } from './expansions/classic.js';
import { mop } from './expansions/mop.js';
import { sod } from './expansions/sod.js';
import { wotlk } from './expansions/wotlk.js';
import type { Expansion, ExpansionCatalogue, ExpansionKey } from './types.js';

/** The expansion served on the bare domain; the others live on their own subdomain (SPEC section 2). */
export const CURRENT_EXPANSION: ExpansionKey = 'mop';

const catalogues: Record<ExpansionKey, ExpansionCatalogue> = { classic, sod, wotlk, cata, mop };

export const expansionKeys = Object.keys(catalogues) as ExpansionKey[];

export const expansions: Expansion[] = expansionKeys.map((key) => ({
  shortName: key,
  nameEng: catalogues[key].nameEng,
  current: key === CURRENT_EXPANSION,
}));

export function isExpansionKey(value: string): value is ExpansionKey {
  return Object.hasOwn(catalogues, value);
}

export function expansionCatalogue(key: ExpansionKey): ExpansionCatalogue {
  return catalogues[key];
}

/** The expansion a subdomain selects; unknown or absent subdomains fall back to the current one. */
export function expansionForSubdomain(subdomain: string | null | undefined): ExpansionKey {
  const key = subdomain?.toLowerCase();
  return key && isExpansionKey(key) ? key : CURRENT_EXPANSION;
}
