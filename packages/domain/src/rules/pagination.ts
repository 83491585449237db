export const ARCHIVE_PAGE_SIZE = 100;
/**
 * The active list is paged too (the web loads the next page as the user scrolls): 30 cards fill a few screens
 * and keep one answer near 25 KB before compression.
 */
export const ACTIVE_PAGE_SIZE = 30;

/** Page count is total divided by perPage, rounded up; an empty list still has one page to show. */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

interface PaginationState {
  firstDisabled: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  lastDisabled: boolean;
}

/** First and previous are disabled on page 1; next and last on the last page (SPEC section 5). */
export function paginationState(page: number, total: number, perPage: number): PaginationState {
  const last = pageCount(total, perPage);
  return {
    firstDisabled: page <= 1,
    previousDisabled: page <= 1,
    nextDisabled: page >= last,
    lastDisabled: page >= last,
  };
}

/** The page input loads what was typed on Enter, without bounds (SPEC section 5); garbage stays put. */
export function parsePageInput(text: string, current: number): number {
  const page = Number.parseInt(text.trim(), 10);
  return Number.isFinite(page) ? page : current;
}

/** SQL offset for a page; pages below 1 read as page 1. */
export function pageOffset(page: number, perPage: number): number {
  return (Math.max(1, Math.trunc(page)) - 1) * perPage;
}
