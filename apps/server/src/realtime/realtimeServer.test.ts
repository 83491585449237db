import { expect, it } from 'vitest';
import { connectSocket, dropTestStream, listenOnLoopback, testRedisEnv } from '../testing/socketClients.js';
import { startTestApp } from '../testing/testApp.js';

it('closes with the app at once, leaving its clients free to reconnect (to another process)', async () => {
  const redisEnv = testRedisEnv();
  const t = await startTestApp(redisEnv);
  try {
    const socket = await connectSocket(await listenOnLoopback(t));
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    // 'io server disconnect' would tell socket.io-client to stay away; a closed transport makes it retry.
    expect(await reason).toBe('transport close');
  } finally {
    await t.close();
    await dropTestStream(redisEnv);
  }
});
