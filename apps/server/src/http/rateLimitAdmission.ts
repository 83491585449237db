import { BoundedMap } from '../realtime/boundedMap.js';

/** What one counted hit answered: the count it got in its window (Infinity past the limit) and when that window ends. */
export interface Counted {
  current: number;
  resetAt: number;
}

/** Whether a request may go on; `retryAfter` in seconds when it may not. */
export type Admission = { retryAfter: number } | null;

/**
 * Decides on the shared counts of one limit (every process counts each hit in PostgreSQL or Redis), for keys that
 * are one user's: a user far below the limit need not wait for the count (a database round trip before every
 * change, on the path of every live update); the count is still made for every request, so other processes see it,
 * and near the limit every request waits for its own.
 *
 * A request admitted without waiting may have its hit counted after the hits of requests that do wait, so a waiting
 * request's own count does not say how many went before it: it waits also for this process's admissions still
 * being counted, and those counted after it take a place under the limit too. Its count c plus the admitted counts
 * above c is then at most the limit for every admitted waiting request, so no more than the limit get through from
 * one process (counts are distinct within a window, and the waiting and the admitted below c fit under c).
 */
export function rateLimitAdmission(max: number, { waitAlways }: { waitAlways: boolean }) {
  // What the shared count said last, per key. Answers of parallel requests arrive in any order: within a window the
  // estimate only goes down, or a late answer (an earlier, lower count) would lift it and let requests past the limit.
  const estimates = new BoundedMap<string, { remaining: number; resetAt: number }>(10_000);
  // The counts of the requests admitted without waiting, per key, in the current window.
  const admittedEarly = new BoundedMap<string, { resetAt: number; counts: Promise<Counted | null>[] }>(
    10_000,
  );

  const remember = (key: string, counted: Counted) => {
    const known = estimates.get(key);
    const remaining = Math.max(0, max - counted.current);
    if (!known || known.resetAt <= Date.now() || remaining < known.remaining)
      estimates.set(key, { remaining, resetAt: counted.resetAt });
  };

  const refusal = (counted: Counted): Admission => ({
    retryAfter: Math.max(1, Math.ceil((counted.resetAt - Date.now()) / 1000)),
  });

  return async (
    key: string,
    hit: Promise<Counted>,
    onLateError: (error: unknown) => void,
  ): Promise<Admission> => {
    const counting = hit.then((counted) => {
      remember(key, counted);
      return counted;
    });
    const now = Date.now();
    const estimate = waitAlways ? undefined : estimates.get(key);
    if (estimate && estimate.resetAt > now && estimate.remaining > max / 2) {
      estimate.remaining -= 1;
      let early = admittedEarly.get(key);
      if (!early || early.resetAt <= now) {
        early = { resetAt: estimate.resetAt, counts: [] };
        admittedEarly.set(key, early);
      }
      early.counts.push(
        counting.catch((error: unknown) => {
          onLateError(error);
          return null;
        }),
      );
      return null;
    }
    const counted = await counting;
    if (counted.current > max) return refusal(counted);
    const early = admittedEarly.get(key);
    if (!early || early.resetAt <= Date.now()) return null;
    const countedLater = (await Promise.all(early.counts)).filter(
      (other) => other !== null && other.current > counted.current && sameWindow(other, counted),
    ).length;
    return counted.current + countedLater > max ? refusal(counted) : null;
  };
}

/** Two counts of one key are in the same fixed window when their ends agree, give or take the answers' travel. */
function sameWindow(a: Counted, b: Counted): boolean {
  return Math.abs(a.resetAt - b.resetAt) < 1_000;
}
