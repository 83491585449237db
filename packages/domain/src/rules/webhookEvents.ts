/**
 * What a webhook may be told of, in the order Settings lists them; `ping` is only ever sent by "Send test". Kept
 * apart from the zod schemas so the web can list them without loading zod.
 */
export const WEBHOOK_EVENTS = [
  'raid.created',
  'raid.updated',
  'raid.canceled',
  'roster.approved',
  'signup.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
