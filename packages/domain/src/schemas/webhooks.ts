import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../rules/webhookEvents.js';
import { isoDateTime, rowId, snowflake } from './primitives.js';

const webhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEvent>;

/** Receivers' addresses are short; a longer one is a mistake (or an attempt to store data with us). */
export const WEBHOOK_URL_MAX = 500;
/** More hooks than this per Discord server is not a use, it is load. */
export const WEBHOOKS_PER_SERVER = 10;

const webhookEvents = z
  .array(webhookEvent)
  .min(1)
  .max(WEBHOOK_EVENTS.length)
  .refine((events) => new Set(events).size === events.length, { message: 'must not repeat an event' });

export const webhooksQuery = z.object({ server: snowflake });
export const webhookRef = z.object({ server: snowflake, id: rowId });
export const webhookDeliveriesQuery = webhookRef;

/** `POST /api/addWebhook`: the address is checked by the server (scheme, host, where it resolves). */
export const addWebhookPayload = z.object({
  server: snowflake,
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX),
  events: webhookEvents,
});

/** `POST /api/setWebhook`: the events, or on/off; what is left out stays. */
export const setWebhookPayload = webhookRef.extend({
  events: webhookEvents.optional(),
  enabled: z.boolean().optional(),
});

/** `POST /api/webhookSecret`: the secret as it is, or (`rotate`) a new one that signs from now on. */
export const webhookSecretPayload = webhookRef.extend({ rotate: z.boolean() });
export const webhookSecretAnswer = z.object({ secret: z.string() });

const webhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);

/** One try of a delivery: the receiver's status code, or the error when there was no answer. */
const webhookAttempt = z.object({
  at: isoDateTime,
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
});

const webhookDelivery = z.object({
  id: z.uuid(),
  event: z.enum([...WEBHOOK_EVENTS, 'ping']),
  raidId: z.number().int().nullable(),
  status: webhookDeliveryStatus,
  createdAt: isoDateTime,
  nextAttemptAt: isoDateTime.nullable(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEvent),
  enabled: z.boolean(),
  /** Switched off by the server after 24 hours of failures (not by a manager). */
  disabledForFailures: z.boolean(),
  failingSince: isoDateTime.nullable(),
  createdAt: isoDateTime,
  lastDelivery: z
    .object({ status: webhookDeliveryStatus, at: isoDateTime, statusCode: z.number().int().nullable() })
    .nullable(),
});
export type Webhook = z.infer<typeof webhook>;

export const webhooksAnswer = z.object({ webhooks: z.array(webhook) });
export type WebhooksAnswer = z.infer<typeof webhooksAnswer>;

/** `POST /api/addWebhook`: the hook and its secret, shown this once (and on request in Settings). */
export const addWebhookAnswer = z.object({ webhook, secret: z.string() });
export type AddWebhookAnswer = z.infer<typeof addWebhookAnswer>;

export const webhookDeliveriesAnswer = z.object({ deliveries: z.array(webhookDelivery) });
export type WebhookDeliveriesAnswer = z.infer<typeof webhookDeliveriesAnswer>;

/** `POST /api/testWebhook`: the ping, tried before the answer. */
export const testWebhookAnswer = z.object({ delivery: webhookDelivery });
export type TestWebhookAnswer = z.infer<typeof testWebhookAnswer>;
