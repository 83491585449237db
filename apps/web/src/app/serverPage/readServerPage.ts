import type { Language } from '@raid/domain/rules/language';
import { lastOpenedRaid } from '../../features/raid-list/lastOpenedRaid.js';
import { anyFiltersRemembered } from '../../features/raid-list/useRaidFilters.js';
import { SERVER_STATE_ID, zoneOffsets, type ServerPageState } from './serverPageState.js';

/** The state the server drew this page from, if it drew it. */
export function readServerPage(): ServerPageState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerPageState;
  } catch {
    return null;
  }
}

/**
 * Whether this browser draws the page as the server did: the server knows neither this tab's remembered
 * choices (an expansion picked on localhost, list filters, the raid last opened) nor the time zone until told.
 * When it would not, the app draws the page itself over the server's HTML, as it does without one.
 */
export function drawsAsServer(page: ServerPageState, language: Language, expansion: string | null): boolean {
  const offsets = zoneOffsets(page.renderedAt);
  return (
    page.language === language &&
    page.expansion === expansion &&
    page.zoneOffsets.every((offset, index) => offset === offsets[index]) &&
    !(window.location.pathname === '/' && (anyFiltersRemembered() || lastOpenedRaid() !== null))
  );
}
