/**
 * Interface constants of SPEC section 9 that the web uses, kept here so there is one place to read them
 * and a test for each, with the small pure decisions built on them.
 */

/** The mobile layout applies at 768 px or less (Bootstrap 5's md breakpoint). */
export const MOBILE_MAX_WIDTH = 768;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** A right swipe of more than 80 px (and more sideways than vertical) goes back. */
const SWIPE_BACK_PX = 80;

export function isSwipeBack(deltaX: number, deltaY: number): boolean {
  return deltaX > SWIPE_BACK_PX && Math.abs(deltaX) > Math.abs(deltaY);
}

/** The round scroll-to-top button appears after 300 px of scroll. */
const SCROLL_TOP_AFTER_PX = 300;

export function showScrollToTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_AFTER_PX;
}

/** Drag starts after 5 px of movement; less is a click. Keyboard dragging moves 25 px a step. */
export const DRAG_START_PX = 5;
export const KEYBOARD_DRAG_STEP_PX = 25;

/** New raids and new records stay highlighted for 10 seconds. */
export const HIGHLIGHT_MS = 10_000;

/** Skeleton rows while loading: 8 in the raid list, 20 in tables, 5 in the character card. */
export const SKELETON_ROWS = { list: 8, table: 20, characterCard: 5 } as const;

/** Socket.IO client settings. */
export const SOCKET_OPTIONS = {
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
} as const;

/** Toasts hide after 5000 ms and can be dismissed. */
export const TOAST_DELAY_MS = 5000;
/** The submitting flag of the raid dialog resets 150 ms after the answer. */
export const SUBMIT_RESET_MS = 150;

/** Encounter table in the character popover scrolls above 15 rows when a second zone exists, 330 px max. */
export const ENCOUNTER_TABLE = { scrollAboveRows: 15, maxHeightPx: 330 } as const;

export function encounterTableScrolls(rows: number, hasSecondZone: boolean): boolean {
  return hasSecondZone && rows > ENCOUNTER_TABLE.scrollAboveRows;
}

/**
 * The minute tick aligns to the start of the next minute, then fires every 60 seconds: this is the delay
 * to the first tick.
 */
export const MINUTE_MS = 60_000;

export function msUntilNextMinute(now: number): number {
  const rest = now % MINUTE_MS;
  return rest === 0 ? MINUTE_MS : MINUTE_MS - rest;
}
