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
  const coalesceMs = options.coalesceMs ?? 3000;
  const stopAnnouncer = startRaidAnnouncer(deps, {
    coalesceMs,
    // Work due at once (a new raid's post, a direct message) starts now; coalesced edits wait for the poll.
    onQueued: () => {
      if (options.runWhenQueued ?? true) void worker.runDue();
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
