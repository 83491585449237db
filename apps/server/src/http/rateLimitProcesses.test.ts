import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerMissing, ServerProcesses } from '../testing/serverProcess.js';
import { dropTestStream, testRedisEnv } from '../testing/socketClients.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';
import { defaultRateLimits } from './rateLimits.js';

/**
 * Two compiled server processes with the default limits on one database (and, when TEST_REDIS_URL is set, one
 * Redis, where the counts then live): a burst of bad logins spread over both meets 429 at the limit, not at twice
 * the limit.
 */
const redisEnv = testRedisEnv();
const processes = new ServerProcesses();

describe.skipIf(builtServerMissing !== '')(`rate limits across two processes ${builtServerMissing}`, () => {
  let database: TestDatabase;
  let processA: string;
  let processB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { ...redisEnv, DATABASE_URL: database.url, SESSION_SECRET: 'rate-limit-processes' };
    [processA, processB] = await Promise.all([processes.start(env), processes.start(env)]);
  }, 90_000);

  afterAll(async () => {
    await processes.stopAll();
    await database?.drop();
    await dropTestStream(redisEnv);
  }, 60_000);

  it('counts bad logins from one address once across both processes', async () => {
    const badLogin = (base: string) => fetch(`${base}/api/login?code=guessed&state=guessed`);
    const { max, windowMs } = defaultRateLimits.login;
    for (let i = 0; i < max; i++)
      expect((await badLogin(i % 2 === 0 ? processA : processB)).status).toBe(403);

    for (const base of [processA, processB]) {
      const refused = await badLogin(base);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ code: 'tooManyRequests', error: 'Too many requests' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }
  });
});
