import type { Language } from '@raid/domain/rules/language';
import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { LazyPage } from '../pageLoading.js';
import { routes } from '../router.js';

/** The id of the script element the server writes the page's state in (apps/server/src/http/pageRenderer.ts). */
export const SERVER_STATE_ID = 'server-state';

/** What the server drew the page from: the browser hydrates it only when it would draw the same. */
export interface ServerPageState {
  /** The answers of the first reads (App.tsx `prefetchFirstReads`). */
  queries: DehydratedState;
  language: Language;
  /** The expansion the server took from the host, null for the current one. */
  expansion: string | null;
  /** The server's clock when it drew: relative times ("in 2 h") are drawn from it. */
  renderedAt: number;
  /** The drawn time zone's UTC offsets at `renderedAt` and the months after it (`zoneOffsets`). */
  zoneOffsets: number[];
}

const DAY_MS = 86_400_000;

/**
 * The runtime's UTC offsets from now to half a year on: equal ones mean the dates of the coming raids are
 * drawn alike, which is cheaper to learn than the zone's name (a first `Intl` formatter costs a phone 140 ms+).
 */
export function zoneOffsets(from: number): number[] {
  return [0, 30, 61, 91, 122, 152, 183].map((days) => new Date(from + days * DAY_MS).getTimezoneOffset());
}

/** Loads the code of the page the address shows, so it draws without suspending. */
export async function loadPageOf(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.element as { type?: Partial<LazyPage> } | undefined)?.type,
  );
  await Promise.all(pages.map((page) => page?.preload?.()));
}
