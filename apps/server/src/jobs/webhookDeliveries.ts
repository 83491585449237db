import type { AppDeps } from '../appDeps.js';
import type { DomainEvent } from '../events/domainEvents.js';
import { subscribe } from '../events/subscribers.js';
import { attemptDelivery, switchOffFailingWebhooks } from '../features/webhooks/delivery.js';
import { webhookDeliveryWrites, type DueDelivery } from '../features/webhooks/deliveryEvents.js';
import { dueDeliveries, pruneDeliveries } from '../data/webhooks.js';
import type { JobQueue } from './jobQueue.js';

const WEBHOOK_DELIVERY = 'webhook-delivery';
export const WEBHOOK_SWEEP = 'webhook-sweep';

/** Deliveries and their tries are kept this long for the log in Settings. */
const KEEP_DELIVERIES_MS = 30 * 24 * 3_600_000;
/** Tries re-queued per sweep; more wait for the next minute. */
const SWEEP_BATCH = 500;

interface DeliveryJob {
  deliveryId: string;
}

/** One job per try; its key names the try, so the sweep re-sending a waiting one adds nothing. */
function deliveryJob(delivery: DueDelivery) {
  return {
    name: WEBHOOK_DELIVERY,
    data: { deliveryId: delivery.id } satisfies DeliveryJob,
    runAt: delivery.runAt,
    key: `${delivery.id}:${delivery.attempts}`,
  };
}

/**
 * Webhook deliveries on pg-boss: a job per try (the next one scheduled by the try that failed, with back-off), and
 * a sweep every minute that re-queues tries whose job was lost (a process that died between writing a delivery
 * and queueing it), switches off hooks failing for 24 hours and forgets old deliveries.
 */
export async function defineWebhookJobs(queue: JobQueue, deps: AppDeps, cron: string): Promise<void> {
  await queue.define<DeliveryJob>({
    name: WEBHOOK_DELIVERY,
    run: async ({ deliveryId }) => {
      const next = await attemptDelivery(deps, deliveryId);
      if (next) await queue.sendAt(deliveryJob(next));
    },
  });
  await queue.define({
    name: WEBHOOK_SWEEP,
    run: async () => {
      const now = deps.now();
      const due = await dueDeliveries(deps.db, now, SWEEP_BATCH);
      await queue.sendManyAt(
        due.map((row) => deliveryJob({ id: row.id, attempts: row.attempts, runAt: row.next_attempt_at })),
      );
      await switchOffFailingWebhooks(deps);
      await pruneDeliveries(deps.db, new Date(now.getTime() - KEEP_DELIVERIES_MS));
    },
  });
  await queue.every(WEBHOOK_SWEEP, cron);
}

/**
 * Turns raid changes into deliveries, written in the change's own transaction (a DomainEvents writer), and
 * queues each once the change has committed and the queue has started; returns the unsubscribe. A crash between
 * the commit and the queueing loses no delivery: the sweep queues it.
 */
export function listenForWebhookEvents(deps: AppDeps, queue: Promise<JobQueue>): () => void {
  // What each event's writer recorded, for its listener after the commit (an event rolled back is forgotten).
  const recorded = new WeakMap<DomainEvent, DueDelivery[]>();
  return subscribe(deps.events, 'webhookDeliveries', {
    write: async (db, event, batch) => {
      const writes = webhookDeliveryWrites({ db, now: deps.now }, event, (due) => {
        if (due.length > 0) recorded.set(event, [...(recorded.get(event) ?? []), ...due]);
      });
      for (const write of writes) batch(write);
    },
    listen: async (event) => {
      const due = recorded.get(event);
      if (due) await (await queue).sendManyAt(due.map(deliveryJob));
    },
  });
}
