import { describe, expect, it } from 'vitest';
import { builtServerMissing, twoServerProcesses } from '../testing/serverProcess.js';
import { defaultRateLimits } from './rateLimits.js';

/**
 * Two compiled server processes with the default limits on one database (and, when TEST_REDIS_URL is set, one
 * Redis, where the counts then live): a burst of bad logins spread over both meets 429 at the limit, not at twice
 * the limit.
 */

describe.skipIf(builtServerMissing !== '')(`rate limits across two processes ${builtServerMissing}`, () => {
  const servers = twoServerProcesses('rate-limit-processes');

  it('counts bad logins from one address once across both processes', async () => {
    const badLogin = (base: string) => fetch(`${base}/api/login?code=guessed&state=guessed`);
    const { max, windowMs } = defaultRateLimits.login;
    for (let i = 0; i < max; i++)
      expect((await badLogin(i % 2 === 0 ? servers.a : servers.b)).status).toBe(403);

    for (const base of [servers.a, servers.b]) {
      const refused = await badLogin(base);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ code: 'tooManyRequests', error: 'Too many requests' });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    }
  });
});
