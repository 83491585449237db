import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { AppDeps } from '../appDeps.js';
import { postedRaidsStartedBy } from '../data/raids.js';
import { isPermanentDiscordRefusal } from '../integrations/discord/discordGateway.js';
import {
  claimDueItems,
  dropItem,
  finishItem,
  requestRaidSync,
  retryItemAt,
  type OutboxItem,
} from './outboxRepository.js';
import { postInRaidChannel } from './channelMessage.js';
import { syncRaidEvent, syncRaidMessage } from './raidSync.js';

type WorkerDeps = Pick<AppDeps, 'db' | 'discord' | 'config' | 'now'>;

export interface DiscordWorkerOptions {
  /** How often the outbox is read; 0 starts no timer (tests call runDue themselves). */
  pollMs: number;
  /** First retry delay; it doubles with every failed attempt. */
  retryBaseMs: number;
  maxRetryMs: number;
  maxAttempts: number;
  /** How long a claimed item stays invisible to other processes while Discord is being called. */
  leaseMs: number;
  log: (message: string, error?: unknown) => void;
}

const BATCH = 20;

/**
 * Carries out the bot's work from the discord_outbox table. Every process may run one: an item is claimed
 * with SKIP LOCKED and a lease, so each runs once, and one left by a crashed process comes back when its lease
 * ends. A failure is retried with a growing delay and logged; Discord's own refusals (4xx) are dropped.
 */
export class DiscordWorker {
  private timer: NodeJS.Timeout | undefined;
  private wake: { timer: NodeJS.Timeout; at: number } | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly deps: WorkerDeps,
    private readonly options: DiscordWorkerOptions,
  ) {}

  start(): void {
    if (this.options.pollMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.runDue(), this.options.pollMs);
    this.timer.unref();
  }

  /**
   * Runs a pass in `delayMs`, when work queued for later falls due, rather than at the next poll; a wake-up
   * already set for sooner stays.
   */
  runIn(delayMs: number): void {
    const at = Date.now() + delayMs;
    if (this.wake && this.wake.at <= at) return;
    clearTimeout(this.wake?.timer);
    const timer = setTimeout(() => {
      this.wake = undefined;
      void this.runDue();
    }, delayMs);
    timer.unref();
    this.wake = { timer, at };
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.wake?.timer);
    this.wake = undefined;
    await this.running;
  }

  /** Runs everything due now, one pass at a time; answers how many items were handled. */
  runDue(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    let handled = 0;
    // Only work due when the pass began: an item that fails now is retried by a later pass, not this one.
    const passStart = this.deps.now();
    try {
      await this.requestCompletedPosts(passStart);
      for (;;) {
        const items = await this.claim(passStart);
        if (items.length === 0) return handled;
        // Posts side by side: one waiting for its channel's rate-limit window does not hold up the others (the
        // shared budget, integrations/discord/budget/, spaces the requests). Direct messages one at a time, in
        // order: each opens the recipient's channel, then writes to it.
        await Promise.all(
          items.filter((item) => item.kind !== 'directMessage').map((item) => this.handle(item)),
        );
        for (const item of items) if (item.kind === 'directMessage') await this.handle(item);
        handled += items.length;
      }
    } catch (error) {
      this.options.log('discord outbox pass failed', error);
      return handled;
    }
  }

  /** A posted raid that has reached completion gets its post marked 'Completed'. */
  private async requestCompletedPosts(now: Date): Promise<void> {
    const completed = await postedRaidsStartedBy(this.deps.db, new Date(now.getTime() - COMPLETION_DELAY_MS));
    await requestRaidSync(this.deps.db, completed, ['raidMessage'], now);
  }

  private claim(dueBy: Date): Promise<OutboxItem[]> {
    const now = this.deps.now();
    return claimDueItems(this.deps.db, dueBy, new Date(now.getTime() + this.options.leaseMs), BATCH);
  }

  private async handle(item: OutboxItem): Promise<void> {
    const now = this.deps.now();
    try {
      await this.perform(item, now);
    } catch (error) {
      if (isPermanentDiscordRefusal(error) || item.attempts >= this.options.maxAttempts) {
        this.options.log(`discord ${item.kind} ${item.raid_id ?? item.user_id} dropped`, error);
        await dropItem(this.deps.db, item.id);
        return;
      }
      const delay = Math.min(this.options.retryBaseMs * 2 ** (item.attempts - 1), this.options.maxRetryMs);
      this.options.log(
        `discord ${item.kind} ${item.raid_id ?? item.user_id} failed, retry in ${delay} ms`,
        error,
      );
      await retryItemAt(this.deps.db, item.id, new Date(now.getTime() + delay), String(error).slice(0, 500));
      return;
    }
    await finishItem(this.deps.db, item);
  }

  private async perform(item: OutboxItem, now: Date): Promise<void> {
    switch (item.kind) {
      case 'raidMessage':
        return syncRaidMessage(this.deps, item.raid_id as number, now);
      case 'raidEvent':
        return syncRaidEvent(this.deps, item.raid_id as number, now);
      case 'directMessage':
        return this.deps.discord.sendDirectMessage(item.user_id as string, item.content as string);
      case 'channelMessage':
        return postInRaidChannel(this.deps, item.raid_id as number, item.content as string);
    }
  }
}
