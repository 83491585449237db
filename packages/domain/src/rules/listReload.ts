/**
 * The lists reload once a second at most: the server's `raidsUpdated`, and a page's own reload after a
 * `recordsUpdated` of a raid it watches (whose room the server leaves out of that raid's `raidsUpdated`).
 */
export const LIST_RELOAD_INTERVAL_MS = 1000;
