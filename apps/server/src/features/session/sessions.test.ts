import {
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_MAX_AGE_MS,
  SESSION_TOUCH_INTERVAL_MS,
} from '@raid/domain/rules/sessionLifetime';
import { sessionsAnswer, type ActiveSession } from '@raid/domain/schemas/session';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../http/requestContext.js';
import { createCharacter } from '../../testing/factories.js';
import { loginThroughDiscord } from '../../testing/loginFlow.js';
import {
  connectSocket,
  Inbox,
  listenOnLoopback,
  roundTrip,
  type TestSocket,
} from '../../testing/socketClients.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001';
const JAINA = '210000000000000002';
const THRALL = '210000000000000003';
const SYLVANAS = '210000000000000004';
const VALEERA = '210000000000000005';
const ANDUIN = '210000000000000006';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The app's clock starts at the real time: the Discord stand-in's tokens follow the real one. */
let t0: number;
const sockets: TestSocket[] = [];

const test = useTestApp();
afterEach(() => {
  test.setNow(null);
  for (const socket of sockets.splice(0)) socket.close();
});

function at(offsetMs: number): void {
  test.setNow(new Date(t0 + offsetMs));
}

async function login(userId: string, userAgent?: string): Promise<string> {
  return loginThroughDiscord(test, userId, userAgent ? { userAgent } : {});
}

/** The user /api/init sees for the cookie: null once its session has ended. */
async function whoIs(cookie: string): Promise<string | null> {
  const response = await test.app.inject({ url: '/api/init', headers: { cookie } });
  return (response.json() as { user: { id: string } | null }).user?.id ?? null;
}

function sessionIdOf(cookie: string): string {
  return hashSessionToken(cookie.slice('sid='.length));
}

async function lastSeen(cookie: string): Promise<number> {
  const row = await test.deps.db
    .selectFrom('sessions')
    .select('last_seen_at')
    .where('id', '=', sessionIdOf(cookie))
    .executeTakeFirstOrThrow();
  return row.last_seen_at.getTime();
}

async function listSessions(cookie: string): Promise<ActiveSession[]> {
  const response = await test.app.inject({ url: '/api/sessions', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return sessionsAnswer.parse(response.json()).sessions;
}

function post(path: string, cookie: string, payload?: Record<string, unknown>) {
  return test.app.inject({ method: 'POST', url: path, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('session lifetime', () => {
  beforeAll(() => {
    t0 = Date.now();
  });

  it('ends a session unused for the idle timeout; every request counts as use', async () => {
    at(0);
    const cookie = await login(ANDUIN);
    at(SESSION_IDLE_TIMEOUT_MS - MINUTE);
    expect(await whoIs(cookie)).toBe(ANDUIN);
    at(2 * SESSION_IDLE_TIMEOUT_MS - 2 * MINUTE);
    expect(await whoIs(cookie)).toBe(ANDUIN);
    at(3 * SESSION_IDLE_TIMEOUT_MS - 2 * MINUTE);
    expect(await whoIs(cookie)).toBeNull();
    expect((await test.app.inject({ url: '/api/sessions', headers: { cookie } })).statusCode).toBe(401);
  });

  it('writes the last use at most once per touch interval, not on every request', async () => {
    at(0);
    const cookie = await login(VALEERA);
    expect(await lastSeen(cookie)).toBe(t0);
    at(SESSION_TOUCH_INTERVAL_MS - MINUTE);
    expect(await whoIs(cookie)).toBe(VALEERA);
    expect(await lastSeen(cookie)).toBe(t0);
    at(SESSION_TOUCH_INTERVAL_MS + MINUTE);
    expect(await whoIs(cookie)).toBe(VALEERA);
    expect(await lastSeen(cookie)).toBe(t0 + SESSION_TOUCH_INTERVAL_MS + MINUTE);
    at(SESSION_TOUCH_INTERVAL_MS + 30 * MINUTE);
    expect(await whoIs(cookie)).toBe(VALEERA);
    expect(await lastSeen(cookie)).toBe(t0 + SESSION_TOUCH_INTERVAL_MS + MINUTE);
  });

  it('ends every session at its maximum age, however often it is used', async () => {
    at(0);
    const cookie = await login(ARTHAS);
    for (let day = 10; day * DAY < SESSION_MAX_AGE_MS; day += 10) {
      at(day * DAY);
      expect(await whoIs(cookie)).toBe(ARTHAS);
    }
    at(SESSION_MAX_AGE_MS - MINUTE);
    expect(await whoIs(cookie)).toBe(ARTHAS);
    at(SESSION_MAX_AGE_MS);
    expect(await whoIs(cookie)).toBeNull();
  });
});

describe('the session list', () => {
  beforeAll(() => {
    t0 = Date.now();
  });

  it("lists the caller's live sessions, the most recently used first, this one marked", async () => {
    at(-15 * DAY);
    const idle = await login(SYLVANAS, CHROME_LINUX);
    at(-13 * DAY);
    const phone = await login(SYLVANAS, SAFARI_IPHONE);
    const desk = await login(SYLVANAS);
    await login(THRALL, CHROME_LINUX);
    at(-2 * 60 * MINUTE);
    expect(await whoIs(phone)).toBe(SYLVANAS);

    at(0);
    // The list's own request is a use of `phone`, written because the last one is two hours old.
    expect(await listSessions(phone)).toEqual([
      {
        id: sessionIdOf(phone),
        createdAt: new Date(t0 - 13 * DAY).toISOString(),
        lastSeenAt: new Date(t0).toISOString(),
        browser: 'Safari',
        os: 'iOS',
        current: true,
      },
      {
        id: sessionIdOf(desk),
        createdAt: new Date(t0 - 13 * DAY).toISOString(),
        lastSeenAt: new Date(t0 - 13 * DAY).toISOString(),
        browser: null,
        os: null,
        current: false,
      },
    ]);
    // Left out because it ended, though still stored: the user's next login drops it.
    expect(await storedSession(idle)).toBe(true);
    const laptop = await login(SYLVANAS, FIREFOX_WINDOWS);
    expect(await storedSession(idle)).toBe(false);
    expect(await listSessions(laptop)).toMatchObject([
      { id: sessionIdOf(laptop), current: true, browser: 'Firefox', os: 'Windows' },
      { id: sessionIdOf(phone), current: false },
      { id: sessionIdOf(desk), current: false },
    ]);
  });

  it('answers 401 to a visitor, 400 to a malformed id', async () => {
    expect((await test.app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
    for (const path of ['/api/endSession', '/api/endOtherSessions', '/api/endAllSessions'])
      expect((await test.app.inject({ method: 'POST', url: path, payload: { id: 'x' } })).statusCode).toBe(
        401,
      );
    const cookie = await login(JAINA);
    const malformed = await post('/api/endSession', cookie, { id: 'not-a-session' });
    expect(malformed.statusCode).toBe(400);
    expect(await whoIs(cookie)).toBe(JAINA);
  });
});

async function storedSession(cookie: string): Promise<boolean> {
  const row = await test.deps.db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionIdOf(cookie))
    .executeTakeFirst();
  return row !== undefined;
}

describe('ending sessions', () => {
  it("ends one session of the caller's, and nothing of anyone else's", async () => {
    const [mine, other] = [await login(JAINA), await login(JAINA)];
    const thralls = await login(THRALL);
    const notMine = await post('/api/endSession', mine, { id: sessionIdOf(thralls) });
    expect(notMine.json()).toEqual({ success: true });
    expect(await whoIs(thralls)).toBe(THRALL);

    const ended = await post('/api/endSession', mine, { id: sessionIdOf(other) });
    expect(ended.json()).toEqual({ success: true });
    expect(ended.headers['set-cookie']).toBeUndefined();
    expect(await whoIs(other)).toBeNull();
    expect(await whoIs(mine)).toBe(JAINA);
    // Again: already ended, nothing to do.
    expect((await post('/api/endSession', mine, { id: sessionIdOf(other) })).json()).toEqual({
      success: true,
    });

    const itself = await post('/api/endSession', mine, { id: sessionIdOf(mine) });
    expect(String(itself.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await whoIs(mine)).toBeNull();
  });

  it('logs out everywhere else, keeping this session', async () => {
    const here = await login(ARTHAS);
    const elsewhere = [await login(ARTHAS), await login(ARTHAS)];
    const thralls = await login(THRALL);
    const answer = await post('/api/endOtherSessions', here);
    expect(answer.json()).toEqual({ success: true });
    expect(await whoIs(here)).toBe(ARTHAS);
    for (const cookie of elsewhere) expect(await whoIs(cookie)).toBeNull();
    expect(await whoIs(thralls)).toBe(THRALL);
    expect((await listSessions(here)).map((session) => session.id)).toEqual([sessionIdOf(here)]);
  });

  it('logs out everywhere, this session included, and clears its cookie', async () => {
    const here = await login(VALEERA);
    const elsewhere = await login(VALEERA);
    const thralls = await login(THRALL);
    const answer = await post('/api/endAllSessions', here);
    expect(answer.json()).toEqual({ success: true });
    expect(String(answer.headers['set-cookie'])).toMatch(/^sid=;/);
    expect(await whoIs(here)).toBeNull();
    expect(await whoIs(elsewhere)).toBeNull();
    expect(await whoIs(thralls)).toBe(THRALL);
  });

  it("stops an ended session's open page from hearing the user's events at once", async () => {
    const url = await listenOnLoopback(test);
    const here = await login(ANDUIN);
    const elsewhere = await login(ANDUIN);
    const character = await createCharacter(test.deps.db, ANDUIN);
    const tabs = await Promise.all(
      [here, elsewhere].map(async (cookie) => {
        const socket = await connectSocket(url, { cookie, subdomain: 'wotlk' });
        sockets.push(socket);
        return { socket, inbox: new Inbox(socket) };
      }),
    );
    const [hereTab, elsewhereTab] = tabs as [(typeof tabs)[number], (typeof tabs)[number]];
    const edit = (faction: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/refreshChar?subdomain=wotlk',
        headers: { cookie: here },
        payload: { id: character.id, faction },
      });
    expect((await edit(1)).statusCode).toBe(200);
    await Promise.all(tabs.map((tab) => tab.inbox.waitFor('charsUpdated')));

    await post('/api/endOtherSessions', here);
    await test.deps.events.idle();
    expect((await edit(2)).statusCode).toBe(200);
    await hereTab.inbox.waitFor('charsUpdated', () => hereTab.inbox.all('charsUpdated').length === 2);
    // Sent to both at once, if at all: once the other socket's round trip is back, its copy would be too.
    await roundTrip(elsewhereTab.socket);
    expect(elsewhereTab.inbox.all('charsUpdated')).toHaveLength(1);
  });
});
