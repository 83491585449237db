import type { AppDeps } from '../appDeps.js';
import { DiscordWorker, type DiscordWorkerOptions } from './discordWorker.js';
import { startRaidAnnouncer } from './raidAnnouncer.js';

interface DiscordBotOptions extends Partial<DiscordWorkerOptions> {
  coalesceMs?: number;
  /** Start due work as soon as it is queued (tests turn this off and call `worker.runDue()` themselves). */
  runWhenQueued?: boolean;
}

export interface DiscordBot {
  worker: DiscordWorker;
  stop: () => Promise<void>;
}

/** The announcer (events → outbox) and the worker (outbox → Discord), with production timings by default. */
export function startDiscordBot(
  deps: Pick<AppDeps, 'db' | 'discord' | 'config' | 'now' | 'events'>,
  options: DiscordBotOptions = {},
): DiscordBot {
  const worker = new DiscordWorker(deps, {
    pollMs: options.pollMs ?? 1000,
    retryBaseMs: options.retryBaseMs ?? 2000,
    maxRetryMs: options.maxRetryMs ?? 10 * 60_000,
    maxAttempts: options.maxAttempts ?? 20,
    leaseMs: options.leaseMs ?? 120_000,
    log: options.log ?? ((message, error) => console.error(message, error ?? '')),
  });
  // A second gathers a burst's changes into one edit (500 sign-ups in 10 s make about ten edits, not 500) and
  // keeps a raid's post at one edit a second at most, while the post shows the last change within two.
  const coalesceMs = options.coalesceMs ?? 1000;
  const stopAnnouncer = startRaidAnnouncer(deps, {
    coalesceMs,
    // Work due at once (a new raid's post, a direct message) starts now; a coalesced edit when it falls due.
    onQueued: (dueNow) => {
      if (!(options.runWhenQueued ?? true)) return;
      if (dueNow) void worker.runDue();
      worker.runIn(coalesceMs + 10);
    },
  });
  worker.start();
  return {
    worker,
    stop: async () => {
      stopAnnouncer();
      await deps.events.idle();
      await worker.stop();
    },
  };
}
