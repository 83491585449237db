import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'rp_';
// 32 random bytes are 43 base64url characters.
const SHAPE = /^rp_[A-Za-z0-9_-]{43}$/;

/** A new secret: 256 random bits, prefixed so secret scanners and people can tell what it is. */
export function newTokenSecret(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/**
 * What the table keeps of a secret. A plain SHA-256 is enough here, unlike for passwords: a 256-bit random
 * secret cannot be guessed from its hash however fast the hash, so a slow one (bcrypt, argon2) would only cost
 * every API call CPU; and a deterministic hash is what lets one indexed lookup find the token.
 */
export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented value can be a token at all: anything else is refused without a database read. */
export function looksLikeTokenSecret(value: string): boolean {
  return SHAPE.test(value);
}
