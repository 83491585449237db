import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { localFromStored, storedFromLocal } from '@raid/domain/rules/weeklySchedule';
import type { AutoRaid } from '@raid/domain/schemas/raid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.js';
import {
  createCharacter,
  createRaid,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

/** Demo Discord world (tools/stand-ins/src/demoWorld.ts). */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const JAINA = '210000000000000002'; // Officer (Administrator) of the guild
const ARTHAS = '210000000000000001'; // the guild's owner
const ANDUIN = '210000000000000006'; // a member without roles
const ICC = 8;
const TRIAL_OF_THE_CRUSADER = 6;

const PREMIUM_TEXT = 'This feature is available to Premium users only';

interface Leader {
  user: UserRow;
  charId: number;
  cookie: string;
}

async function leader(id: string, premium: boolean): Promise<Leader> {
  const user = await createUser(t.deps.db, { id, premium });
  const character = await createCharacter(t.deps.db, id, { class: 1, spec: 73 });
  return { user, charId: character.id, cookie: await createSession(t.deps.db, id) };
}

let jaina: Leader;
let arthas: Leader;
let anduin: Leader;

const t = useTestApp();

beforeAll(async () => {
  jaina = await leader(JAINA, true);
  arthas = await leader(ARTHAS, false);
  anduin = await leader(ANDUIN, true);
});

const call = (method: 'GET' | 'POST', url: string, who: Leader | null, payload?: object) =>
  t.app.inject({
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}subdomain=wotlk`,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    ...(payload ? { payload } : {}),
  });

/** Wednesday 20:15 in the leader's own time zone (the tests run in Asia/Kathmandu, UTC+5:45). */
const local = { dayOfWeek: 3, time: '20:15' };

function template(who: Leader, overrides: object = {}) {
  const stored = storedFromLocal(local, new Date());
  return {
    server: testRealm().id,
    faction: 2,
    zone: ICC,
    size: 25,
    difficulty: 2,
    lootSystem: 1,
    requiredLogs: 50,
    requiredIlvl: 0,
    char: who.charId,
    recordMode: 0,
    discordServer: GUILD,
    discordChannel: TEXT_CHANNEL,
    comment: 'Weekly ICC',
    startDayOfWeek: local.dayOfWeek,
    startTime: local.time,
    dayOfWeek: stored.dayOfWeek,
    time: stored.time,
    ...overrides,
  };
}

async function templates(who: Leader): Promise<AutoRaid[]> {
  const answer = await call('GET', '/api/autoRaids', who);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function addTemplate(who: Leader, overrides: object = {}): Promise<number> {
  const answer = await call('POST', '/api/refreshAutoRaid', who, template(who, overrides));
  expect(answer.json()).toMatchObject({ success: true });
  return (answer.json() as { id: number }).id;
}

describe('Premium', () => {
  it('asks a visitor to log in', async () => {
    for (const [method, url] of [
      ['GET', '/api/autoRaids'],
      ['GET', '/api/addAutoRaid'],
      ['GET', '/api/deleteAutoRaid?id=1'],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/refreshAutoRaid', null, template(jaina))).statusCode).toBe(401);
  });

  it('refuses weekly templates to a user without Premium, and stores nothing', async () => {
    const add = await call('GET', '/api/addAutoRaid', arthas);
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ code: 'premiumRequired', error: PREMIUM_TEXT });

    const save = await call('POST', '/api/refreshAutoRaid', arthas, template(arthas));
    expect(save.statusCode).toBe(403);
    expect(save.json()).toEqual({ code: 'premiumRequired', error: PREMIUM_TEXT });
    expect(await templates(arthas)).toEqual([]);
  });

  it('refuses Discord events to a user without Premium (their setting and their server’s)', async () => {
    const events = await call('POST', '/api/refreshUser', arthas, { useDiscordEvents: 1 });
    expect(events.statusCode).toBe(403);
    expect(events.json()).toEqual({ code: 'premiumRequired', error: PREMIUM_TEXT });
    const guildEvents = await call('POST', '/api/setGuildSettings', arthas, {
      server: GUILD,
      statusButtons: [],
      hiddenFields: [],
      useDiscordEvents: true,
      autoCreateDayOfWeek: null,
      autoCreateHour: null,
      reminderMinutes: null,
    });
    expect(guildEvents.json()).toEqual({ code: 'premiumRequired', error: PREMIUM_TEXT });
  });

  it('lets a Premium user open the dialog', async () => {
    const answer = await call('GET', '/api/addAutoRaid', jaina);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
  });
});

describe('templates', () => {
  it('stores the start as entered and in UTC, and lists it with its zone and Discord server', async () => {
    const id = await addTemplate(jaina);
    const stored = storedFromLocal(local, new Date());
    // Kathmandu is 5:45 ahead of UTC: Wednesday 20:15 there is Wednesday 14:30 UTC.
    expect(stored).toEqual({ dayOfWeek: 3, time: '14:30' });
    const [listed] = (await templates(jaina)).filter((item) => item.id === id);
    expect(listed).toMatchObject({
      id,
      off: 0,
      zoneID: ICC,
      zoneEng: 'Icecrown Citadel',
      zoneSizeDifficultyEng: 'Icecrown Citadel 25 Heroic',
      dayOfWeek: 3,
      time: '14:30',
      startDayOfWeek: 3,
      startTime: '20:15',
      discordServer: GUILD,
      guildName: 'Frostmourne Raiders',
      char: jaina.charId,
      comment: 'Weekly ICC',
    });
    expect(localFromStored({ dayOfWeek: 3, time: '14:30' }, new Date())).toEqual(local);
    expect(await templates(arthas)).toEqual([]);
  });

  it('keeps server, faction, zone, size and difficulty locked on edit, and saves the rest', async () => {
    const id = await addTemplate(jaina);
    const otherRealm = expansionCatalogue('wotlk').servers.find(
      (server) => server.serverRegion === 'EU' && server.id !== testRealm().id && server.id !== 10024,
    );
    const onOtherRealm = await createCharacter(t.deps.db, JAINA, { server: otherRealm?.id });
    const alliance = await createCharacter(t.deps.db, JAINA, { faction: 1 });
    // Each change is valid for a new template; only the lock refuses it.
    for (const [field, locked] of [
      ['server', { server: otherRealm?.id, char: onOtherRealm.id }],
      ['faction', { faction: 1, char: alliance.id }],
      ['zone', { zone: TRIAL_OF_THE_CRUSADER }],
      ['size', { size: 10 }],
      ['difficulty', { difficulty: 1 }],
    ] as const) {
      const answer = await call('POST', '/api/refreshAutoRaid', jaina, template(jaina, { id, ...locked }));
      expect(answer.json(), JSON.stringify(locked)).toEqual({
        code: 'invalidRequest',
        error: `Invalid request: ${field}`,
        issues: [{ path: field, code: 'invalid_value' }],
      });
    }
    const edited = await call(
      'POST',
      '/api/refreshAutoRaid',
      jaina,
      template(jaina, { id, comment: 'Bring flasks', requiredLogs: 70 }),
    );
    expect(edited.json()).toEqual({ success: true, id });
    const [listed] = (await templates(jaina)).filter((item) => item.id === id);
    expect(listed).toMatchObject({
      comment: 'Bring flasks',
      requiredLogs: 70,
      server: testRealm().id,
      factionID: 2,
      zoneID: ICC,
      size: 25,
      difficultyID: 2,
    });
  });

  it('refuses an edit with one invalid field, naming the field, as refreshRaid does (issue 26)', async () => {
    const id = await addTemplate(jaina);
    for (const [field, invalid] of [
      ['comment', { comment: 'Bring\u0000 flasks' }],
      ['comment', { comment: 'x'.repeat(301) }],
      ['requiredLogs', { requiredLogs: 'abc' }],
    ] as const) {
      const answer = await call('POST', '/api/refreshAutoRaid', jaina, template(jaina, { id, ...invalid }));
      expect(answer.statusCode, JSON.stringify(invalid).slice(0, 40)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalidRequest', error: `Invalid request: ${field}` });
    }
    const [kept] = (await templates(jaina)).filter((item) => item.id === id);
    expect(kept).toMatchObject({ comment: 'Weekly ICC', requiredLogs: 50 });
  });

  it('applies the raid rules: the leader’s own character, and leadership in the Discord server', async () => {
    const someoneElses = await call(
      'POST',
      '/api/refreshAutoRaid',
      jaina,
      template(jaina, { char: arthas.charId }),
    );
    expect(someoneElses.json()).toMatchObject({ code: 'noCharactersOnServer' });
    const notLeader = await call('POST', '/api/refreshAutoRaid', anduin, template(anduin));
    expect(notLeader.statusCode).toBe(403);
    expect(notLeader.json()).toMatchObject({ code: 'notGuildLeader' });
    expect(await templates(anduin)).toEqual([]);
  });

  it('switches off and on, and moves to another day with the stored and local pair together', async () => {
    const id = await addTemplate(jaina);
    const before = await t.deps.db
      .selectFrom('auto_raids')
      .select('active_since')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

    expect((await call('POST', '/api/refreshAutoRaid', jaina, { id, off: 1 })).json()).toEqual({
      success: true,
      id,
    });
    expect((await templates(jaina)).find((item) => item.id === id)?.off).toBe(1);

    const half = await call('POST', '/api/refreshAutoRaid', jaina, { id, dayOfWeek: 4, time: '14:30' });
    expect(half.statusCode).toBe(400);

    const moved = await call('POST', '/api/refreshAutoRaid', jaina, {
      id,
      off: 0,
      dayOfWeek: 4,
      time: '14:30',
      startDayOfWeek: 4,
      startTime: '20:15',
    });
    expect(moved.json()).toEqual({ success: true, id });
    expect((await templates(jaina)).find((item) => item.id === id)).toMatchObject({
      off: 0,
      dayOfWeek: 4,
      time: '14:30',
      startDayOfWeek: 4,
      startTime: '20:15',
    });
    // Moved and switched on: a creation moment that passed before now does not count for it.
    const after = await t.deps.db
      .selectFrom('auto_raids')
      .select('active_since')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.active_since.getTime()).toBeGreaterThan(before.active_since.getTime());
  });

  it('lets a user whose Premium lapsed switch off and delete, but not switch on', async () => {
    const id = await addTemplate(jaina);
    await t.deps.db.updateTable('users').set({ premium: false }).where('id', '=', JAINA).execute();
    jaina.user = { ...jaina.user, premium: false };
    try {
      expect((await call('POST', '/api/refreshAutoRaid', jaina, { id, off: 1 })).json()).toEqual({
        success: true,
        id,
      });
      const on = await call('POST', '/api/refreshAutoRaid', jaina, { id, off: 0 });
      expect(on.json()).toEqual({ code: 'premiumRequired', error: PREMIUM_TEXT });
      expect((await call('GET', `/api/deleteAutoRaid?id=${id}`, jaina)).json()).toEqual({ success: true });
      expect((await templates(jaina)).map((item) => item.id)).not.toContain(id);
    } finally {
      await t.deps.db.updateTable('users').set({ premium: true }).where('id', '=', JAINA).execute();
    }
  });

  it("does not show or change another user's template", async () => {
    const id = await addTemplate(jaina);
    expect((await call('POST', '/api/refreshAutoRaid', anduin, { id, off: 1 })).statusCode).toBe(404);
    expect((await call('GET', `/api/deleteAutoRaid?id=${id}`, anduin)).statusCode).toBe(404);
    expect((await templates(jaina)).find((item) => item.id === id)?.off).toBe(0);
  });

  it('deletes a template and keeps the raids it created', async () => {
    const id = await addTemplate(jaina);
    const raid = await createRaid(
      t.deps.db,
      { userId: JAINA, charId: jaina.charId },
      { auto_raid_id: id, discord_server: GUILD },
    );
    expect((await call('GET', `/api/deleteAutoRaid?id=${id}`, jaina)).json()).toEqual({ success: true });
    expect((await templates(jaina)).map((item) => item.id)).not.toContain(id);
    const kept = await call('GET', `/api/raids?id=${raid.id}`, null);
    expect(kept.json()).toMatchObject({ data: [{ id: raid.id, dayOfWeek: null }] });
    expect((await call('GET', `/api/deleteAutoRaid?id=${id}`, jaina)).statusCode).toBe(404);
  });
});
