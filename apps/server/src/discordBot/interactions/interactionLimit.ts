import type { RateLimit } from '../../http/rateLimits.js';
import { BoundedMap } from '../../realtime/boundedMap.js';

/** Counts one interaction of a Discord user: null while within the limit, else the seconds until it lifts. */
export type InteractionLimit = (discordUserId: string, now: number) => { retryAfter: number } | null;

/**
 * rateLimits.ts `discordInteractions`, in fixed windows per Discord user, counted in this process's memory as
 * the socket events are (realtime/eventLimit.ts): the check costs no round trip inside Discord's 3-second answer
 * window and keeps counting while Redis or PostgreSQL is away. Discord may deliver one user's clicks to any
 * process, so N processes let a user through at most N times the limit; each process still does at most the
 * limit's work for one user, which is what the limit protects.
 */
export function interactionLimit(limit: RateLimit): InteractionLimit {
  const windows = new BoundedMap<string, { start: number; count: number }>(10_000);
  return (discordUserId, now) => {
    const current = windows.get(discordUserId);
    const window = current && now - current.start < limit.windowMs ? current : { start: now, count: 0 };
    window.count += 1;
    windows.set(discordUserId, window);
    if (window.count <= limit.max) return null;
    return { retryAfter: Math.max(1, Math.ceil((window.start + limit.windowMs - now) / 1000)) };
  };
}
