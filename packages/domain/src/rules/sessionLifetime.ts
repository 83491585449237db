const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A session unused this long has ended: a browser forgotten on a shared computer stops being logged in. */
export const SESSION_IDLE_TIMEOUT_MS = 14 * DAY_MS;

/** No session outlives this, used or not: a stolen cookie stops working by itself. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

/**
 * A session's last use is written at most this often: most requests only read, and a write on each would cost
 * more than the read. Idle expiry is therefore exact to within this much.
 */
export const SESSION_TOUCH_INTERVAL_MS = HOUR_MS;

export const SESSION_IDLE_TIMEOUT_DAYS = SESSION_IDLE_TIMEOUT_MS / DAY_MS;
export const SESSION_MAX_AGE_DAYS = SESSION_MAX_AGE_MS / DAY_MS;
