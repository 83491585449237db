import { sql } from 'kysely';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createSession, createUser } from '../testing/factories.js';
import {
  connectSocket,
  dropTestStream,
  Inbox,
  listenOnLoopback,
  testRedisEnv,
} from '../testing/socketClients.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { AppInstance } from './appInstance.js';
import { defaultRateLimits, type RateLimits } from './rateLimits.js';

/** What the app's own pages send with a change, so a cross-site check lets these requests through. */
const SAME_SITE = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };

const LIMITS: Partial<RateLimits> = {
  writes: { max: 8, windowMs: 60_000 },
  logLookups: { max: 4, windowMs: 60_000 },
  socketEvents: { max: 20, windowMs: 1_500 },
  invites: { max: 3, windowMs: 60_000 },
};

function badLogin(app: AppInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ url: '/api/login?code=guessed&state=guessed', remoteAddress, headers });
}

/** The store each run checks: PostgreSQL always, Redis too when the machine has one (TEST_REDIS_URL). */
const stores = [
  { name: 'PostgreSQL', env: {} as Record<string, string> },
  ...(process.env.TEST_REDIS_URL ? [{ name: 'Redis', env: testRedisEnv() }] : []),
];

describe.each(stores)('rate limits counted in $name', ({ name, env }) => {
  let test: TestApp;
  let second: AppInstance;

  beforeAll(async () => {
    test = await startTestApp(env, { rateLimits: LIMITS });
    // Another instance of the app on the same database (and Redis), as a second process behind the balancer.
    second = await buildApp(test.deps);
  });

  // Redis forgets the counters by itself when their windows end.
  afterAll(async () => {
    await second?.close();
    await test?.close();
    await dropTestStream(env);
  });

  it('answers a burst of bad logins from one address 429 with Retry-After, in the caller’s language', async () => {
    const { max } = defaultRateLimits.login;
    const answers = await Promise.all(
      Array.from({ length: max + 20 }, () => badLogin(test.app, '192.0.2.10')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 403)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);

    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({ code: 'tooManyRequests', error: 'Too many requests' });
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(defaultRateLimits.login.windowMs / 1000);

    const russian = await badLogin(test.app, '192.0.2.10', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(russian.statusCode).toBe(429);
    expect(russian.json()).toEqual({ code: 'tooManyRequests', error: 'Слишком много запросов' });

    // The count is per address: another client is still answered, and a forged X-Forwarded-For (no proxy is
    // trusted by default) does not pass for one.
    expect((await badLogin(test.app, '192.0.2.11')).statusCode).toBe(403);
    expect((await badLogin(test.app, '192.0.2.10', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(
      429,
    );
  });

  it('shares the count between two instances of the app', async () => {
    const { max } = defaultRateLimits.login;
    for (let i = 0; i < max; i++) {
      const answer = await badLogin(i % 2 === 0 ? test.app : second, '192.0.2.20');
      expect(answer.statusCode).toBe(403);
    }
    // Each instance alone has seen half the limit; together they have seen all of it.
    expect((await badLogin(test.app, '192.0.2.20')).statusCode).toBe(429);
    expect((await badLogin(second, '192.0.2.20')).statusCode).toBe(429);

    const counters = await sql<{ key: string }>`SELECT key FROM rate_limit_counters`.execute(test.deps.db);
    if (name === 'Redis') {
      // Counted in Redis, not in the database.
      expect(counters.rows).toEqual([]);
      const client = createClient({ url: env.REDIS_URL });
      await client.connect();
      const hits = await client.get(`${env.REDIS_STREAM}:rate:login:192.0.2.20`);
      await client.close();
      expect(Number(hits)).toBe(max + 2);
    } else {
      expect(counters.rows.map((row) => row.key)).toContain('login:192.0.2.20');
    }
  });

  it('counts the client behind a trusted proxy by its forwarded address', async () => {
    const behindProxy = await buildApp({
      ...test.deps,
      config: { ...test.deps.config, trustProxy: ['10.0.0.1'] },
    });
    try {
      const viaProxy = (client: string) => badLogin(behindProxy, '10.0.0.1', { 'x-forwarded-for': client });
      for (let i = 0; i < defaultRateLimits.login.max; i++)
        expect((await viaProxy('192.0.2.30')).statusCode).toBe(403);
      expect((await viaProxy('192.0.2.30')).statusCode).toBe(429);
      // Another player behind the same proxy is someone else.
      expect((await viaProxy('192.0.2.31')).statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('limits one user’s changes without slowing another user or anyone’s reads', async () => {
    const [busy, other] = await Promise.all([createUser(test.deps.db), createUser(test.deps.db)]);
    const [busyCookie, otherCookie] = await Promise.all([
      createSession(test.deps.db, busy.id),
      createSession(test.deps.db, other.id),
    ]);
    const change = (cookie: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/refreshUser',
        headers: { cookie, ...SAME_SITE },
        payload: {},
      });
    const max = LIMITS.writes?.max ?? 0;

    // A GET that changes data counts as a change.
    const changeRequest = await test.app.inject({
      url: '/api/changeRequest?raid=1&char=1&newChar=0',
      headers: { cookie: busyCookie, ...SAME_SITE },
    });
    expect(changeRequest.statusCode).not.toBe(429);
    const answers = await Promise.all(Array.from({ length: max + 5 }, () => change(busyCookie)));
    // Any other answer is named with its body, so a failure says what it was.
    const outcomes = answers.map((answer) =>
      answer.statusCode === 200 ? 200 : `${answer.statusCode} ${answer.body}`,
    );
    expect(outcomes.filter((outcome) => outcome !== 200 && !outcome.startsWith('429 '))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome === 200)).toHaveLength(max - 1);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({ code: 'tooManyRequests', error: 'Too many requests' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    expect((await change(otherCookie)).statusCode).toBe(200);
    // The other instance sees the same count.
    const elsewhere = await second.inject({
      method: 'POST',
      url: '/api/refreshUser',
      headers: { cookie: busyCookie, ...SAME_SITE },
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(429);
    const read = await test.app.inject({ url: '/api/chars', headers: { cookie: busyCookie } });
    expect(read.statusCode).toBe(200);
  });

  it('limits a user’s Warcraft Logs look-ups on their own', async () => {
    const user = await createUser(test.deps.db);
    const cookie = await createSession(test.deps.db, user.id);
    const lookUp = () =>
      test.app.inject({ url: '/api/charInfo?raid=1&char=1&spec=1', headers: { cookie, ...SAME_SITE } });
    const max = LIMITS.logLookups?.max ?? 0;
    for (let i = 0; i < max; i++) expect((await lookUp()).statusCode).not.toBe(429);
    expect((await lookUp()).statusCode).toBe(429);

    // A sign-up asks Warcraft Logs too; the user's other changes go on.
    const signUp = await test.app.inject({
      method: 'POST',
      url: '/api/refreshRecords',
      headers: { cookie, ...SAME_SITE },
      payload: { raid: 1, chars: [1] },
    });
    expect(signUp.statusCode).toBe(429);
    const preferences = await test.app.inject({
      method: 'POST',
      url: '/api/refreshUser',
      headers: { cookie, ...SAME_SITE },
      payload: {},
    });
    expect(preferences.statusCode).toBe(200);
  });

  it('counts a visitor’s invite requests by address, so a script cannot make the bot flood Discord', async () => {
    const invite = (remoteAddress: string) =>
      test.app.inject({ url: '/api/invite?id=310000000000000999', remoteAddress, headers: SAME_SITE });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await invite('198.51.100.7')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await invite('198.51.100.8')).statusCode).toBe(404);
  });

  it('drops a connection’s socket events past its limit and keeps the connection', async () => {
    const url = await listenOnLoopback(test);
    const socket = await connectSocket(url, { subdomain: 'wotlk' });
    const inbox = new Inbox(socket);
    const { max, windowMs } = LIMITS.socketEvents ?? defaultRateLimits.socketEvents;
    try {
      // The acknowledged event is the first past the limit: it is answered, not silently dropped.
      for (let i = 0; i < max; i++) socket.emit('joinRaid', i + 1);
      const refused = await socket.timeout(5000).emitWithAck('DragAndDrop', {} as never);
      expect(refused).toEqual({ ok: false, code: 'tooManyRequests', error: 'Too many requests' });
      for (let i = 0; i < 200; i++) socket.emit('leaveRaid', i + 1);

      const told = await inbox.waitFor('rateLimited');
      expect(told).toMatchObject({ code: 'tooManyRequests', error: 'Too many requests' });
      expect(told.retryAfter).toBeGreaterThanOrEqual(1);
      expect(told.retryAfter).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
      // Told once, however long the flood.
      expect(inbox.all('rateLimited')).toHaveLength(1);
      expect(socket.connected).toBe(true);

      // The next window is served as usual: an invalid move is refused for what it is, not for the flood.
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const served = await socket.timeout(5000).emitWithAck('DragAndDrop', {} as never);
      expect(served).toMatchObject({ ok: false, code: 'invalidRequest' });
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });
});
