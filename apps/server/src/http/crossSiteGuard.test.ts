import { describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createSession, createUser } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';

const HOST = 'localhost:3000';
const crossSiteMessage =
  'Refused: this request came from another site. Open the raid planner and try again there.';

const t = useTestApp();

async function signedIn() {
  const user = await createUser(t.deps.db);
  const character = await createCharacter(t.deps.db, user.id);
  return { user, character, cookie: await createSession(t.deps.db, user.id) };
}

async function loggedInUser(cookie: string) {
  const init = await t.app.inject({ url: '/api/init', headers: { cookie, host: HOST } });
  return (init.json() as { user: { id: string } | null }).user?.id ?? null;
}

const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ url: '/api/logout', headers: { cookie, host: HOST, ...headers } });

describe('state-changing calls from another site', () => {
  it('refuse a logout link followed from another site, or opened from outside the browser, and keep the session', async () => {
    const { user, cookie } = await signedIn();
    for (const site of ['cross-site', 'same-site', 'none']) {
      const response = await logout(cookie, { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'crossSiteRequest', error: crossSiteMessage });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await loggedInUser(cookie)).toBe(user.id);

    const own = await logout(cookie, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect(own.statusCode).toBe(200);
    expect(await loggedInUser(cookie)).toBeNull();
  });

  it('refuse a form posted from another site, in the caller’s language, and change nothing', async () => {
    const { user, character, cookie } = await signedIn();
    const raid = await createRaid(t.deps.db, { userId: user.id, charId: character.id });
    const cancel = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/refreshRaid?subdomain=wotlk',
        headers: { cookie, host: HOST, ...headers },
        payload: { id: raid.id, canceled: 1, reason: 'Forged' },
      });

    const refused = await cancel({ 'sec-fetch-site': 'cross-site', 'accept-language': 'ru' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'crossSiteRequest',
      error: 'Запрос отклонён: он пришёл с другого сайта. Откройте планировщик рейдов и повторите там.',
    });
    const kept = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();
    expect(kept.canceled).toBe(false);

    const done = await cancel({ 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` });
    expect(done.json()).toMatchObject({ success: true });
    const canceled = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();
    expect(canceled.canceled).toBe(true);
  });

  it.each([
    '/api/changeRequest?raid=1&char=1&newChar=0',
    '/api/deleteAutoRaid?id=1',
    '/api/addAutoRaid',
    '/api/invite?id=1',
  ])('refuse the changing GET call %s from another site before it runs', async (url) => {
    const { cookie } = await signedIn();
    const response = await t.app.inject({
      url,
      headers: { cookie, host: HOST, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'crossSiteRequest' });
  });

  it('leave reads open to links and typed addresses', async () => {
    const { user, cookie } = await signedIn();
    for (const site of ['cross-site', 'none']) {
      const response = await t.app.inject({
        url: '/api/init',
        headers: { cookie, host: HOST, 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await loggedInUser(cookie)).toBe(user.id);
  });
});

describe('browsers without Sec-Fetch-Site', () => {
  it.each([
    ['another site’s Origin', { origin: 'http://evil.example' }, 403],
    ['an opaque Origin (sandboxed frame)', { origin: 'null' }, 403],
    ['another site’s Referer', { referer: 'http://evil.example/attack.html' }, 403],
    ['an address that is not one', { referer: 'not an address' }, 403],
    ['our own Origin', { origin: `http://${HOST}` }, 200],
    ['our own Referer', { referer: `http://${HOST}/settings` }, 200],
    ['neither (curl, a bot)', {}, 200],
  ])('judge a logout by its Origin or Referer: %s', async (_name, headers, status) => {
    const { cookie } = await signedIn();
    const response = await logout(cookie, headers);
    expect(response.statusCode).toBe(status);
    expect(await loggedInUser(cookie)).toEqual(status === 200 ? null : expect.any(String));
  });
});
