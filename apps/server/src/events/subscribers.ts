import type { DomainEventListener, DomainEvents, DomainEventWriter } from './domainEvents.js';

/**
 * Every after-commit subscriber of DomainEvents, in the order they run: writers in the change's transaction,
 * listeners after its commit. The one list the code and the picture in docs/architecture.md share (a test
 * holds them equal); each subscriber's code stays in its own module and subscribes here by name, whenever its
 * part of the process starts (the app, its socket server, the bot, the job queue).
 */
export const SUBSCRIBERS = [
  /** http/raidAnswerCache.ts: forgets the expansion's cached raid answers. */
  'raidAnswerCache',
  /** realtime/eventRelay.ts: the socket events of SPEC section 7, per room (records as deltas). */
  'liveRelay',
  /** realtime/catchUp.ts (with Redis): notes what changed while Redis was away, to tell it once back. */
  'redisCatchUp',
  /** discordBot/raidAnnouncer.ts: writes the bot's work to the outbox; wakes its worker after the commit. */
  'raidAnnouncer',
  /** jobs/webhookDeliveries.ts: writes the webhook deliveries; queues each after the commit. */
  'webhookDeliveries',
  /** jobs/scheduledWork.ts: schedules a created or changed raid's reminder and completion jobs. */
  'raidJobs',
] as const;

export type SubscriberName = (typeof SUBSCRIBERS)[number];

interface Subscriber {
  /** Runs inside the change's transaction, before the commit: its writes commit or roll back with the change. */
  write?: DomainEventWriter;
  /** Runs after the commit. */
  listen?: DomainEventListener;
}

/** Subscribes `name`'s writer and listener at its place in SUBSCRIBERS; returns the unsubscribe. */
export function subscribe(events: DomainEvents, name: SubscriberName, subscriber: Subscriber): () => void {
  const rank = SUBSCRIBERS.indexOf(name);
  const stops = [
    subscriber.write ? events.onWrite(subscriber.write, rank) : null,
    subscriber.listen ? events.on(subscriber.listen, rank) : null,
  ];
  return () => {
    for (const stop of stops) stop?.();
  };
}
