import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.js';
import { fail } from '../appError.js';
import { claimKey, findKey, pruneExpiredKeys, type KeyClaim } from '../../data/idempotency.js';

const HOUR = 3_600_000;
/** A key is remembered for a day: long enough for any client's retries, short enough to keep the table small. */
const KEY_LIFETIME_MS = 24 * HOUR;
/** No creating call runs this long; an unanswered key older than this belongs to a process that died. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a retry waits for the first request with its key before answering 409 (try again). */
const WAIT_LIMIT_MS = 20_000;

type ClaimOutcome = { kind: 'run' } | { kind: 'replay'; status: number; body: string };

/**
 * What a request with an Idempotency-Key does: `run` when it is the first (the claim is now its own), `replay`
 * with the stored answer when that request has answered. A retry that arrives while the first still runs waits
 * for its answer. The same key with another request answers 422; a first request that never answers within the
 * wait answers 409, to be retried.
 */
export async function claimOrReplay(
  db: Db,
  claim: KeyClaim,
  onPruneError: (error: unknown) => void,
): Promise<ClaimOutcome> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
    const at = claim.startedAt.getTime();
    const expiredBefore = new Date(at - KEY_LIFETIME_MS);
    if (await claimKey(db, claim, { expiredBefore, abandonedBefore: new Date(at - ABANDONED_AFTER_MS) })) {
      pruneExpiredKeys(db, expiredBefore, 100).catch(onPruneError);
      return { kind: 'run' };
    }
    const stored = await findKey(db, claim.caller, claim.key);
    // Gone between the two statements (its first request failed and gave it up): claim it again.
    if (stored === undefined) continue;
    if (stored.requestHash !== claim.requestHash) fail('idempotencyKeyReused');
    if (stored.status !== null && stored.body !== null) {
      return { kind: 'replay', status: stored.status, body: stored.body };
    }
    if (Date.now() + pause > deadline) fail('idempotencyKeyInProgress');
    await sleep(pause);
  }
}
