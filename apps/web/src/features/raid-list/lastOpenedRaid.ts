const KEY = 'lastOpenedRaid';

/** The raid last opened from a list in this tab, marked when the list shows again (SPEC section 2). */
export function lastOpenedRaid(): number | null {
  try {
    const value = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberOpenedRaid(id: number): void {
  try {
    sessionStorage.setItem(KEY, String(id));
  } catch {
    // Not marking the raid is the only loss.
  }
}
