import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { discordPublicKey, isSignedByDiscord } from './interactionSignature.js';

const pair = generateKeyPairSync('ed25519');
const publicHex = pair.publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
const key = discordPublicKey(publicHex);
const now = new Date('2026-11-25T20:00:00Z');
const seconds = String(now.getTime() / 1000);
const body = Buffer.from('{"type":1,"id":"1","application_id":"2","token":"t","version":1}');

function signed(timestamp: string, payload: Buffer, privateKey = pair.privateKey): string {
  return sign(null, Buffer.concat([Buffer.from(timestamp), payload]), privateKey).toString('hex');
}

describe('Discord interaction signatures', () => {
  it('accepts the body Discord signed with the application key', () => {
    expect(isSignedByDiscord(key, { signature: signed(seconds, body), timestamp: seconds, body }, now)).toBe(
      true,
    );
  });

  it('refuses a changed body, another key, a missing or malformed header', () => {
    const signature = signed(seconds, body);
    const changed = Buffer.from(body.toString().replace('"type":1', '"type":3'));
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(isSignedByDiscord(key, { signature, timestamp: seconds, body: changed }, now)).toBe(false);
    expect(
      isSignedByDiscord(key, { signature: signed(seconds, body, other), timestamp: seconds, body }, now),
    ).toBe(false);
    expect(isSignedByDiscord(key, { signature: undefined, timestamp: seconds, body }, now)).toBe(false);
    expect(isSignedByDiscord(key, { signature, timestamp: undefined, body }, now)).toBe(false);
    expect(isSignedByDiscord(key, { signature: 'zz'.repeat(64), timestamp: seconds, body }, now)).toBe(false);
    expect(isSignedByDiscord(key, { signature: signature.slice(2), timestamp: seconds, body }, now)).toBe(
      false,
    );
  });

  it('refuses a stale timestamp, even correctly signed (a replayed request)', () => {
    const stale = String(now.getTime() / 1000 - 301);
    const fresh = String(now.getTime() / 1000 - 299);
    expect(isSignedByDiscord(key, { signature: signed(stale, body), timestamp: stale, body }, now)).toBe(
      false,
    );
    expect(isSignedByDiscord(key, { signature: signed(fresh, body), timestamp: fresh, body }, now)).toBe(
      true,
    );
  });

  it('refuses a public key that is not 32 bytes of hex', () => {
    expect(() => discordPublicKey('abc')).toThrow(/DISCORD_PUBLIC_KEY/);
    expect(() => discordPublicKey('g'.repeat(64))).toThrow(/DISCORD_PUBLIC_KEY/);
  });
});
