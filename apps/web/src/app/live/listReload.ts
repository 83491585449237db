import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { Raid } from '@raid/domain/schemas/raid';

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days); a later moment is re-armed by a later render. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long until the list must reload: the first active raid's start plus 1 hour, when it counts as
 * completed. Null without an active raid or when the moment is beyond a timer's reach.
 */
export function listReloadDelay(raids: readonly Pick<Raid, 'date' | 'status'>[], now: number): number | null {
  let first: number | null = null;
  for (const raid of raids) {
    if (raid.status !== 'active') continue;
    const start = Date.parse(raid.date);
    if (first === null || start < first) first = start;
  }
  if (first === null) return null;
  const delay = first + COMPLETION_DELAY_MS - now;
  return delay > MAX_TIMER_MS ? null : Math.max(0, delay);
}
