import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/testApp.js';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const PUBLIC_KEY_HEX = publicKey.export({ format: 'der', type: 'spki' }).subarray(12).toString('hex');
const PING = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 'x', version: 1 });

const t = useTestApp({ DISCORD_PUBLIC_KEY: PUBLIC_KEY_HEX.toUpperCase() });

function deliver(
  body: string,
  options: { secondsAgo?: number; signedBody?: string; signature?: string } = {},
) {
  const timestamp = String(Math.floor(Date.now() / 1000) - (options.secondsAgo ?? 0));
  const signature =
    options.signature ??
    sign(null, Buffer.from(timestamp + (options.signedBody ?? body)), privateKey).toString('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/discord/interactions',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': signature,
      'x-signature-timestamp': timestamp,
    },
    payload: body,
  });
}

describe('POST /api/discord/interactions', () => {
  it('answers a signed PING with PONG', async () => {
    const response = await deliver(PING);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 1 });
  });

  it('refuses with 401 a missing, forged, stale or mismatched signature', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/discord/interactions',
      headers: { 'content-type': 'application/json' },
      payload: PING,
    });
    const other = generateKeyPairSync('ed25519').privateKey;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answers = [
      unsigned,
      await deliver(PING, { signature: sign(null, Buffer.from(timestamp + PING), other).toString('hex') }),
      await deliver(PING, { secondsAgo: 600 }),
      await deliver(PING, { signedBody: PING.replace('"type":1', '"type":2') }),
      await deliver(PING, { signature: 'zz' }),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(401);
  });

  it('answers 400 to a signed body that is not JSON', async () => {
    expect((await deliver('not json')).statusCode).toBe(400);
  });
});
