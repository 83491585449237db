const KEY = 'lastOpenedRaid';
const TOP_KEY = 'lastOpenedRaidTop';

/** The raid last opened from a list in this tab, marked when the list shows again (SPEC section 2). */
export function lastOpenedRaid(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the raid and how far from the top of the window its card was, so Back can put the card where it
 * was even when the cards above it (drawn lazily, `content-visibility`) have other heights than before.
 */
export function rememberOpenedRaid(id: number, card?: HTMLElement): void {
  try {
    sessionStorage.setItem(KEY, String(id));
    if (card) sessionStorage.setItem(TOP_KEY, String(Math.round(card.getBoundingClientRect().top)));
    else sessionStorage.removeItem(TOP_KEY);
  } catch {
    // Not marking the raid is the only loss.
  }
}

/** Where the last opened raid's card was in the window when it was opened, if known. */
export function lastOpenedRaidTop(): number | null {
  try {
    const stored = sessionStorage.getItem(TOP_KEY);
    const value = stored === null ? NaN : Number(stored);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
