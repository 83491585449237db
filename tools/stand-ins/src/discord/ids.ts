import { randomBytes } from 'node:crypto';
import type { DiscordState } from './state.js';

const DISCORD_EPOCH = 1420070400000n;

/** A real-looking snowflake (time, worker 1, sequence), so ids sort by creation like Discord's. */
export const snowflake = (state: DiscordState): string =>
  (((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | (1n << 17n) | (state.increment++ % 4096n)).toString();

/** An alphanumeric token, as Discord's OAuth2 codes, access tokens and invite codes are. */
export function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}
