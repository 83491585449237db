import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) in base64url: 43 characters, safe in a path. */
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newFeedSecret(): { secret: string; hash: string } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, hash: hashFeedSecret(secret) };
}

/**
 * The lookup key of a secret. Looking rows up by the hash rather than the secret means an index walk's timing
 * can only tell an attacker about hashes of their own guesses, never about a stored secret.
 */
export function hashFeedSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether the text has a secret's shape; anything else cannot be one, so it is not looked up. */
export function looksLikeFeedSecret(text: string): boolean {
  return SECRET_PATTERN.test(text);
}
