import { initAnswer, user } from '@raid/domain/schemas/user';
import { describe, expect, it } from 'vitest';
import { cookieValue, decodeHtml, loginThroughDiscord } from '../../testing/loginFlow.js';
import { useTestApp } from '../../testing/testApp.js';

const JAINA = '210000000000000002';
const THRALL = '210000000000000003';

describe('session and login', () => {
  const test = useTestApp();

  it('answers init for a visitor with the Discord authorize URL (identify guilds, state) and no user', async () => {
    const response = await test.app.inject({ url: '/api/init' });
    const body = initAnswer.parse(response.json());
    expect(body.user).toBeNull();
    const url = new URL(body.oauthURL);
    expect(url.searchParams.get('scope')).toBe('identify guilds');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/');
    expect(url.searchParams.get('state')).toHaveLength(24);
    expect(body.expansions.map((expansion) => expansion.shortName)).toContain('wotlk');
    expect(body.botInviteLink).toContain('scope=bot');
    const stateCookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('oauth_state='));
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/SameSite=Strict/);
  });

  it('logs in through the Discord stand-in, creating the user and an httpOnly session cookie', async () => {
    const cookie = await loginThroughDiscord(test, JAINA);
    const init = initAnswer.parse((await test.app.inject({ url: '/api/init', headers: { cookie } })).json());
    expect(init.user).toMatchObject({ id: JAINA, username: 'jaina', global_name: 'Jaina' });
    const stored = await test.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', JAINA)
      .executeTakeFirstOrThrow();
    expect(stored.discord_access_token).toBeTruthy();
    expect(user.safeParse(init.user).success).toBe(true);
  });

  it('gives a logged-in page the login state too, for when its session has ended elsewhere', async () => {
    const cookie = await loginThroughDiscord(test, THRALL);
    const response = await test.app.inject({ url: '/api/init', headers: { cookie } });
    const state = new URL((response.json() as { oauthURL: string }).oauthURL).searchParams.get('state');
    const stateCookie = cookieValue(response.headers['set-cookie'], 'oauth_state');
    expect(stateCookie).toBeTruthy();
    expect(test.app.unsignCookie(decodeURIComponent(stateCookie ?? '')).value).toBe(state);
  });

  it('refuses a login whose state does not match the browser’s', async () => {
    const init = await test.app.inject({ url: '/api/init' });
    const stateCookie = cookieValue(init.headers['set-cookie'], 'oauth_state');
    const page = await (await fetch((init.json() as { oauthURL: string }).oauthURL)).text();
    const link = new RegExp(`data-user-id="${THRALL}"[^>]*href="([^"]+)"`).exec(page)?.[1] ?? '';
    const code = new URL(decodeHtml(link)).searchParams.get('code') ?? '';
    const response = await test.app.inject({
      url: `/api/login?code=${code}&state=forged-state`,
      headers: { cookie: `oauth_state=${stateCookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie'] ?? '').not.toContain('sid=');
    const noCookie = await test.app.inject({ url: `/api/login?code=${code}&state=whatever` });
    expect(noCookie.statusCode).toBe(403);
  });

  it('refuses a login without a code with 400 and the catalogue text', async () => {
    const response = await test.app.inject({
      url: '/api/login',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalidRequest',
      error: 'Некорректный запрос: code',
      issues: [
        { path: 'code', code: 'invalid_type' },
        { path: 'state', code: 'invalid_type' },
      ],
    });
  });

  it('logs out by deleting the server-side session', async () => {
    const cookie = await loginThroughDiscord(test, THRALL);
    const logout = await test.app.inject({ url: '/api/logout', headers: { cookie } });
    expect(logout.json()).toEqual({ success: true });
    const init = initAnswer.parse((await test.app.inject({ url: '/api/init', headers: { cookie } })).json());
    expect(init.user).toBeNull();
  });

  it('answers 401 with the login message for a change without a session', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/refreshChar',
      payload: { id: 1, off: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('To add a character you must log in with Discord');
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const cookie = await loginThroughDiscord(test, JAINA);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/refreshChar',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"id": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'body', code: 'invalid_json' }] });
  });
});
