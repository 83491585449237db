import { createHmac, randomBytes } from 'node:crypto';

/** A new hook secret: 32 random bytes, prefixed so it is recognisable when pasted into a config file. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The signature header's value: HMAC-SHA256 over "<timestamp>.<body>". The timestamp is signed with the body so a
 * receiver that refuses old timestamps also refuses a captured delivery replayed later.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
