import { describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();

const refresh = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/refreshUser?subdomain=wotlk',
    ...(cookie ? { headers: { cookie } } : {}),
    payload,
  });

describe('POST /api/refreshUser', () => {
  it('asks a visitor to log in', async () => {
    const answer = await refresh(undefined, { late: 0 });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      code: 'loginRequired',
      error: 'To add a character you must log in with Discord',
    });
  });

  it('saves flags and preferences, answers the updated user, and keeps them for the next request', async () => {
    const user = await createUser(t.database.db, { username: 'prefs' });
    const cookie = await createSession(t.database.db, user.id);
    const realm = testRealm('wotlk').id;
    const answer = await refresh(cookie, {
      preferredServer: realm,
      preferredLootSystem: 2,
      preliminaryRaidRosters: 1,
      dontShowLogsInPublication: 1,
      tentative: 0,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: user.id,
      username: 'prefs',
      preferredServer: realm,
      preferredLootSystem: 2,
      preliminaryRaidRosters: 1,
      dontShowLogsInPublication: 1,
      tentative: 0,
      late: 1,
      absence: 1,
      useDiscordEvents: 0,
      raids: 0,
      total: 0,
    });

    const again = await refresh(cookie, { late: 0 });
    expect(again.json()).toMatchObject({
      preliminaryRaidRosters: 1,
      tentative: 0,
      late: 0,
      preferredServer: realm,
    });
  });

  it('ignores what a client may not change, such as premium, its id or raid counts', async () => {
    const user = await createUser(t.database.db);
    const cookie = await createSession(t.database.db, user.id);
    const answer = await refresh(cookie, {
      id: '1',
      username: 'hacker',
      premium: 1,
      raids: 50,
      onlySetupNotifications: 1,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: user.id,
      username: user.username,
      premium: 0,
      raids: 0,
      onlySetupNotifications: 1,
    });
  });

  it('answers the raid counts of the expansion asked for', async () => {
    const user = await createUser(t.database.db);
    const char = await createCharacter(t.database.db, user.id);
    await createRaid(t.database.db, { userId: user.id, charId: char.id });
    const cookie = await createSession(t.database.db, user.id);
    const answer = await refresh(cookie, { late: 1 });
    expect(answer.json()).toMatchObject({ raids: 1, total: 1 });
  });

  it('refuses Discord events to a non-premium user with premiumRequired', async () => {
    const user = await createUser(t.database.db);
    const cookie = await createSession(t.database.db, user.id);
    const answer = await refresh(cookie, { useDiscordEvents: 1, late: 0 });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      code: 'premiumRequired',
      error: 'This feature is available to Premium users only',
    });
    const stored = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.use_discord_events).toBe(false);
    expect(stored.late).toBe(true); // nothing of the refused request was saved
  });

  it('lets a premium user switch Discord events on and off', async () => {
    const user = await createUser(t.database.db, { premium: true });
    const cookie = await createSession(t.database.db, user.id);
    expect((await refresh(cookie, { useDiscordEvents: 1 })).json()).toMatchObject({
      premium: 1,
      useDiscordEvents: 1,
    });
    expect((await refresh(cookie, { useDiscordEvents: 0 })).json()).toMatchObject({ useDiscordEvents: 0 });
  });

  it('lets a user whose premium ended save other flags while events stay on, and switch events off', async () => {
    const user = await createUser(t.database.db, { premium: false, use_discord_events: true });
    const cookie = await createSession(t.database.db, user.id);
    const kept = await refresh(cookie, { useDiscordEvents: 1, absence: 0 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ useDiscordEvents: 1, absence: 0 });
    expect((await refresh(cookie, { useDiscordEvents: 0 })).json()).toMatchObject({ useDiscordEvents: 0 });
  });

  it.each([
    ['a realm of another expansion', { preferredServer: 999_999 }],
    ['an unknown loot system', { preferredLootSystem: 99 }],
    ['a flag other than 0 or 1', { late: 2 }],
    ['a flag sent as text', { late: 'yes' }],
  ])('answers 400 for %s', async (_label, payload) => {
    const user = await createUser(t.database.db);
    const cookie = await createSession(t.database.db, user.id);
    const answer = await refresh(cookie, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'invalidRequest' });
  });

  it('clears a preference sent as null', async () => {
    const user = await createUser(t.database.db, { preferred_server: testRealm('wotlk').id });
    const cookie = await createSession(t.database.db, user.id);
    expect((await refresh(cookie, { preferredServer: null })).json()).toMatchObject({
      preferredServer: null,
    });
  });
});
