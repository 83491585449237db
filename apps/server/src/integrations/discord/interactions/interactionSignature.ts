import { createPublicKey, verify, type KeyObject } from 'node:crypto';

/** The DER header of an Ed25519 public key in SubjectPublicKeyInfo form: Discord hands out the 32 raw bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * How old a signed timestamp may be. Discord answers an interaction within 3 s and signs it just before sending;
 * a replayed request (a captured body with its signature) is refused after this.
 */
const MAX_AGE_SECONDS = 300;

/** The application's public key (`DISCORD_PUBLIC_KEY`, 64 hex characters) as Node's crypto takes it. */
export function discordPublicKey(hex: string): KeyObject {
  const raw = Buffer.from(hex, 'hex');
  if (!/^[0-9a-f]{64}$/i.test(hex) || raw.length !== 32)
    throw new Error('DISCORD_PUBLIC_KEY must be 64 hexadecimal characters (an Ed25519 public key)');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

interface SignedRequest {
  /** `X-Signature-Ed25519`: hex of the 64-byte signature of timestamp + body. */
  signature: string | undefined;
  /** `X-Signature-Timestamp`: Unix seconds. */
  timestamp: string | undefined;
  /** The body exactly as received: a re-serialized JSON would not verify. */
  body: Buffer;
}

/** Whether Discord signed this request (and recently): anything else is answered 401, as Discord requires. */
export function isSignedByDiscord(key: KeyObject, request: SignedRequest, now: Date): boolean {
  const { signature, timestamp, body } = request;
  if (!signature || !timestamp || !/^[0-9a-f]{128}$/i.test(signature) || !/^\d{1,12}$/.test(timestamp))
    return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) return false;
  return verify(
    null,
    Buffer.concat([Buffer.from(timestamp, 'utf8'), body]),
    key,
    Buffer.from(signature, 'hex'),
  );
}
