import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { RedisServer, redisServerMissing } from '../testing/redisServer.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { AppInstance } from './appInstance.js';
import { defaultRateLimits } from './rateLimits.js';

/**
 * Issue 26: the limits stay on while Redis is away. Two instances of the app (as two processes) count in a
 * redis-server of the test's own, which the test kills: the counts go on in PostgreSQL, shared by both.
 */
describe.skipIf(redisServerMissing !== '')(`rate limits while Redis is away ${redisServerMissing}`, () => {
  let redis: RedisServer;
  let test: TestApp;
  let second: AppInstance;

  beforeAll(async () => {
    redis = await RedisServer.start();
    test = await startTestApp({
      REDIS_URL: redis.url,
      REDIS_STREAM: `raid-test-${randomBytes(6).toString('hex')}`,
    });
    second = await buildApp(test.deps);
  });

  afterAll(async () => {
    // Back up first, and every client of both apps on it again (live events: 3 each, rate limits: 1 each), so
    // closing them rejects no command queued while Redis was away.
    await redis?.start();
    await redis?.waitForClients(8);
    await second?.close();
    await test?.close();
    await redis?.stop();
  });

  it('refuses bad logins past the limit across both instances, Redis down', async () => {
    await redis.stop();
    const badLogin = (app: AppInstance) =>
      app.inject({ url: '/api/login?code=guessed&state=guessed', remoteAddress: '192.0.2.26' });
    const { max } = defaultRateLimits.login;
    for (let i = 0; i < max; i++)
      expect((await badLogin(i % 2 === 0 ? test.app : second)).statusCode).toBe(403);

    for (const app of [test.app, second]) {
      const refused = await badLogin(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'tooManyRequests', error: 'Too many requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });
});
