import type { AppDeps } from '../../appDeps.js';
import { botLanguage, botTexts } from '../../discordBot/botTexts.js';
import { enqueueDirectMessages } from '../../discordBot/outboxRepository.js';
import type { DueDelivery } from './deliveryEvents.js';
import { deliveryBody } from './payload.js';
import {
  claimDelivery,
  markHookFailing,
  markHookHealthy,
  ownersAndGuilds,
  recordAttempt,
  saveBody,
  settleDelivery,
  switchOffFailingHooks,
} from '../../data/webhooks.js';
import { webhookSignature } from './signature.js';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhookSender.js';

type DeliveryDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

const HOUR_MS = 3_600_000;
/** A hook with no success for this long after a failure is switched off and its owner told. */
export const FAILING_HOOK_OFF_AFTER_MS = 24 * HOUR_MS;
/** A delivery is retried for as long as its hook may keep failing before it is switched off. */
const RETRY_FOR_MS = FAILING_HOOK_OFF_AFTER_MS;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = HOUR_MS;
/** Longer than a try can take, so a try still running is never taken twice. */
const LEASE_MS = WEBHOOK_TIMEOUT_MS * 3;

/** 10 s, 20 s, 40 s … doubling up to an hour between tries. */
function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** The receiver or the way to it may recover: no answer, a timeout, 5xx, or 429 (slow down). */
function worthRetrying(statusCode: number | null): boolean {
  return statusCode === null || statusCode === 429 || statusCode >= 500;
}

/** Demo mode runs on the stand-ins (no Discord credentials); only there may hooks reach this machine. */
export const isDemo = (deps: Pick<AppDeps, 'config'>) => deps.config.discord === null;

/**
 * Switches off the hooks failing for 24 hours and tells each owner by direct message, in one transaction so the
 * message is queued exactly when the hook goes off.
 */
export async function switchOffFailingWebhooks(deps: DeliveryDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const hooks = await switchOffFailingHooks(trx, new Date(now.getTime() - FAILING_HOOK_OFF_AFTER_MS));
    if (hooks.length === 0) return 0;
    const details = new Map(
      (
        await ownersAndGuilds(
          trx,
          hooks.map((hook) => hook.id),
        )
      ).map((row) => [row.id, row]),
    );
    await enqueueDirectMessages(
      trx,
      hooks.map((hook) => {
        const language = botLanguage(details.get(hook.id)?.language ?? null);
        const guild = details.get(hook.id)?.guild_name ?? hook.guild_id;
        return { userId: hook.owner_id, content: botTexts[language].webhookSwitchedOff(hook.url, guild) };
      }),
      now,
    );
    return hooks.length;
  });
}

/**
 * One try of a delivery, when it is due and its hook is on: signs and POSTs the body, logs the try, and settles
 * the delivery. Answers the next try and when it is due, or null when there is none (delivered, failed for good,
 * or not this caller's to send). Receivers de-duplicate by the delivery id, which every retry repeats.
 */
export async function attemptDelivery(
  deps: DeliveryDeps,
  deliveryId: string,
  options: { retry: boolean } = { retry: true },
): Promise<DueDelivery | null> {
  const now = deps.now();
  const delivery = await claimDelivery(deps.db, deliveryId, now, new Date(now.getTime() + LEASE_MS));
  if (!delivery) return null;
  let body = delivery.body;
  if (body === null) {
    body = await deliveryBody(deps, delivery);
    await saveBody(deps.db, delivery.id, body);
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const result = await postWebhook(
    delivery.url,
    {
      'x-raid-planner-signature': webhookSignature(delivery.secret, timestamp, body),
      'x-raid-planner-timestamp': String(timestamp),
      'x-raid-planner-event': delivery.event,
      'x-raid-planner-delivery': delivery.id,
    },
    body,
    isDemo(deps),
  );
  const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(delivery.attempts));
  const retry =
    !delivered &&
    options.retry &&
    worthRetrying(result.statusCode) &&
    nextAttemptAt.getTime() - new Date(delivery.created_at).getTime() < RETRY_FOR_MS;
  await deps.db.transaction().execute(async (trx) => {
    await recordAttempt(trx, { deliveryId: delivery.id, at: now, ...result });
    await settleDelivery(
      trx,
      delivery.id,
      delivered
        ? { status: 'delivered' }
        : retry
          ? { status: 'pending', nextAttemptAt }
          : { status: 'failed' },
    );
    if (delivered) await markHookHealthy(trx, delivery.hook_id);
    else await markHookFailing(trx, delivery.hook_id, now);
  });
  if (!delivered) await switchOffFailingWebhooks(deps);
  return retry ? { id: delivery.id, attempts: delivery.attempts, runAt: nextAttemptAt } : null;
}
