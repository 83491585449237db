import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders, not premium
const JAINA = '210000000000000002'; // Officer (Administrator) there, premium
const THRALL = '210000000000000003'; // holds the Raid Leader role there
const FROSTMOURNE = '310000000000000001';

const cookies: Record<string, string> = {};
const t = useTestApp();

beforeAll(async () => {
  for (const [id, premium] of [
    [ARTHAS, false],
    [JAINA, true],
    [THRALL, false],
  ] as const) {
    await createUser(t.database.db, { id, premium });
    cookies[id] = await createSession(t.database.db, id);
  }
});

const defaults = {
  server: FROSTMOURNE,
  statusButtons: [],
  hiddenFields: [],
  useDiscordEvents: false,
  autoCreateDayOfWeek: null,
  autoCreateHour: null,
  reminderMinutes: null,
  expectedRoles: [],
  nudgeMinutes: [],
  benchCredit: 1,
};

const read = (userId: string | null, server = FROSTMOURNE) =>
  t.app.inject({
    method: 'GET',
    url: `/api/guildSettings?server=${server}`,
    ...(userId ? { headers: { cookie: cookies[userId] ?? '' } } : {}),
  });

const save = (userId: string | null, changes: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setGuildSettings',
    ...(userId ? { headers: { cookie: cookies[userId] ?? '' } } : {}),
    payload: { ...defaults, ...changes },
  });

describe('guild settings', () => {
  it('asks a visitor to log in', async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await save(null, {})).json()).toMatchObject({ code: 'loginRequired' });
  });

  it('answers the defaults of a server never configured', async () => {
    const answer = await read(ARTHAS);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(defaults);
  });

  it('saves status buttons and hidden fields for a non-premium owner', async () => {
    const changes = { statusButtons: ['tentative', 'late'], hiddenFields: ['avgLog', 'signUpCharacters'] };
    const answer = await save(ARTHAS, changes);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...defaults, ...changes });
    expect((await read(JAINA)).json()).toEqual({ ...defaults, ...changes });
  });

  it('saves the bench credit (issue 30); a save without it, from an older client, keeps it', async () => {
    expect((await save(ARTHAS, { benchCredit: 0.35 })).json()).toMatchObject({ benchCredit: 0.35 });
    const { benchCredit: _credit, ...older } = defaults;
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/setGuildSettings',
      headers: { cookie: cookies[ARTHAS] ?? '' },
      payload: { ...older, statusButtons: ['late'] },
    });
    expect(kept.json()).toMatchObject({ statusButtons: ['late'], benchCredit: 0.35 });
    expect((await save(ARTHAS, { benchCredit: 1.5 })).statusCode).toBe(400);
    await save(ARTHAS, {});
  });

  it('saves the expected roles and nudge times for a non-premium owner (nudges are free), longest lead first', async () => {
    const answer = await save(ARTHAS, {
      expectedRoles: ['320000000000000003'],
      nudgeMinutes: [120, 1440, 120],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ expectedRoles: ['320000000000000003'], nudgeMinutes: [1440, 120] });
    expect((await save(ARTHAS, { nudgeMinutes: [5] })).statusCode).toBe(400);
    expect((await save(ARTHAS, { nudgeMinutes: [60, 120, 360, 720, 1440] })).statusCode).toBe(400);
    await save(ARTHAS, {});
  });

  it.each([
    ['Discord events', { useDiscordEvents: true }],
    ['automatic raid creation', { autoCreateDayOfWeek: 3, autoCreateHour: 18 }],
    ['reminders', { reminderMinutes: 30 }],
  ])(
    'refuses %s to a non-premium manager with premiumRequired, and saves nothing',
    async (_label, premium) => {
      const before = (await read(ARTHAS)).json();
      const answer = await save(ARTHAS, { ...before, hiddenFields: [], ...premium });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        code: 'premiumRequired',
        error: 'This feature is available to Premium users only',
      });
      expect((await read(ARTHAS)).json()).toEqual(before);
    },
  );

  it('lets a premium administrator switch them on; a non-premium manager then keeps them or switches them off', async () => {
    const premium = {
      useDiscordEvents: true,
      autoCreateDayOfWeek: 3,
      autoCreateHour: 18,
      reminderMinutes: 30,
    };
    const on = await save(JAINA, premium);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject(premium);

    const kept = await save(ARTHAS, { ...premium, statusButtons: ['absence'] });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ ...premium, statusButtons: ['absence'] });

    // Moving automatic creation to another hour is using the feature, not keeping it.
    expect((await save(ARTHAS, { ...premium, autoCreateHour: 20 })).statusCode).toBe(403);

    const off = await save(ARTHAS, {});
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual(defaults);
  });

  it('refuses a raid leader who is not an administrator, and answers 404 for a server the bot is not in', async () => {
    for (const answer of [await read(THRALL), await save(THRALL, {})]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await read(ARTHAS, '310000000000000999')).statusCode).toBe(404);
  });

  it.each([
    ['a creation day without an hour', { autoCreateDayOfWeek: 3 }],
    ['an hour of 24', { autoCreateDayOfWeek: 3, autoCreateHour: 24 }],
    ['an unknown status button', { statusButtons: ['maybe'] }],
    ['an unknown hidden field', { hiddenFields: ['comment'] }],
    ['reminders more than a day ahead', { reminderMinutes: 1441 }],
  ])('answers 400 for %s', async (_label, changes) => {
    const answer = await save(JAINA, changes);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'invalidRequest' });
  });
});
