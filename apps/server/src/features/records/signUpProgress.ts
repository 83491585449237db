import type { SignUpResult } from '@raid/domain/schemas/record';
import type { AppDeps } from '../../appDeps.js';

type ProgressDeps = Pick<AppDeps, 'events'>;

/**
 * recordProgress (SPEC section 4 "Live events"): every character of a sign-up is 'checking' while Warcraft
 * Logs is asked — the slow step — then 'done' or 'failed' with the share of the sign-up's checks finished.
 * Told to the user's own sockets, so every open tab shows it, not only the one that sent the sign-up.
 */
export function announceChecking(deps: ProgressDeps, userId: string, charIds: readonly number[]): void {
  for (const char of charIds)
    deps.events.emit({ type: 'recordProgress', userId, char, status: 'checking', percent: 0 });
}

export function announceResults(deps: ProgressDeps, userId: string, results: readonly SignUpResult[]): void {
  results.forEach((result, index) => {
    // The results that make (or keep) a record, as isAcceptedResult decides inside the sign-up.
    const accepted = result.result === 'success' || result.result === 'buyer';
    deps.events.emit({
      type: 'recordProgress',
      userId,
      char: result.char,
      status: accepted ? 'done' : 'failed',
      percent: Math.round(((index + 1) / results.length) * 100),
    });
  });
}
