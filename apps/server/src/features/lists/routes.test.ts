import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharacter, createGuild, createRaid, createUser, testRealm } from '../../testing/factories.js';
import { startTestApp, type TestApp } from '../../testing/testApp.js';
import { publicTablesVersion } from './repository.js';

let t: TestApp;
const realm = testRealm('wotlk').id;
const otherRealm = expansionCatalogue('wotlk').servers.find((server) => server.id !== realm)?.id ?? 0;
const ids = { leaderA: '', leaderB: '', leaderC: '', idle: '', guild1: '', guild2: '', guild3: '' };

let day = 0;
/** Raids of one leader need distinct start times (one leader cannot lead two raids at once). */
async function raid(
  userId: string,
  expansion: 'wotlk' | 'cata',
  guildId: string,
  overrides: { server?: number; loot_system?: number; canceled?: boolean } = {},
) {
  const char = await createCharacter(t.database.db, userId, { expansion });
  await createRaid(
    t.database.db,
    { userId, charId: char.id },
    {
      expansion,
      discord_server: guildId,
      date: new Date(Date.UTC(2030, 0, 1) + ++day * 86_400_000),
      ...overrides,
      ...(overrides.canceled && { canceled_reason: 'no tanks' }),
    },
  );
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const a = await createUser(db, { username: 'alpha' });
  const b = await createUser(db, {
    username: 'bravo',
    premium: true,
    preferred_server: realm,
    preferred_loot_system: 2,
  });
  const c = await createUser(db, { username: 'charlie' });
  const idle = await createUser(db, {
    username: 'idle',
    preferred_server: otherRealm,
    preferred_loot_system: 2,
  });
  const g1 = await createGuild(db, { name: 'First', owner_id: a.id });
  const g2 = await createGuild(db, { name: 'Second', owner_id: b.id });
  const g3 = await createGuild(db, { name: 'Third', owner_id: c.id });
  Object.assign(ids, {
    leaderA: a.id,
    leaderB: b.id,
    leaderC: c.id,
    idle: idle.id,
    guild1: g1?.id,
    guild2: g2?.id,
    guild3: g3?.id,
  });

  // wotlk: alpha leads 3 raids in the first guild (2 on the other realm with GDKP), bravo 1 in the second.
  await raid(a.id, 'wotlk', ids.guild1, { server: otherRealm, loot_system: 2 });
  await raid(a.id, 'wotlk', ids.guild1, { server: otherRealm, loot_system: 2, canceled: true });
  await raid(a.id, 'wotlk', ids.guild1, { server: realm, loot_system: 1 });
  await raid(b.id, 'wotlk', ids.guild2);
  // cata: charlie leads 2 raids in the third guild, alpha 1 in the first.
  await raid(c.id, 'cata', ids.guild3);
  await raid(c.id, 'cata', ids.guild3);
  await raid(a.id, 'cata', ids.guild1);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/users', () => {
  // Server and loot are where the leader's raids here run: bravo's stored preference (loot 2) yields to them.
  it('lists the raid leaders of the expansion, most raids first, with their most used realm and loot', async () => {
    const answer = await get('/api/users?subdomain=wotlk');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: ids.leaderA,
        username: 'alpha',
        global_name: null,
        discriminator: '0',
        avatar: null,
        premium: 0,
        preferredServer: otherRealm,
        preferredLootSystem: 2,
        raids: 3,
        total: 4,
        totalRaids: 4,
      },
      {
        id: ids.leaderB,
        username: 'bravo',
        global_name: null,
        discriminator: '0',
        avatar: null,
        premium: 1,
        preferredServer: realm,
        preferredLootSystem: 1,
        raids: 1,
        total: 1,
        totalRaids: 4,
      },
    ]);
  });

  it('keeps expansions apart', async () => {
    const answer = (await get('/api/users?subdomain=cata')).json();
    expect(
      answer.map((row: { username: string; raids: number; total: number; totalRaids: number }) => [
        row.username,
        row.raids,
        row.total,
        row.totalRaids,
      ]),
    ).toEqual([
      ['charlie', 2, 2, 3],
      ['alpha', 1, 4, 3],
    ]);
    expect((await get('/api/users?subdomain=sod')).json()).toEqual([]);
  });

  it('answers one user by id, even one without raids, and [] for an unknown id', async () => {
    expect((await get(`/api/users?subdomain=wotlk&id=${ids.leaderC}`)).json()).toEqual([
      expect.objectContaining({ id: ids.leaderC, username: 'charlie', raids: 0, total: 2, totalRaids: 4 }),
    ]);
    expect((await get(`/api/users?subdomain=wotlk&id=${ids.leaderC}`)).json()).toEqual([
      expect.objectContaining({ preferredServer: null, preferredLootSystem: null }),
    ]);
    // Without raids in the expansion, the stored preference is all there is to show.
    expect((await get(`/api/users?subdomain=wotlk&id=${ids.idle}`)).json()).toEqual([
      expect.objectContaining({
        id: ids.idle,
        raids: 0,
        total: 0,
        totalRaids: 4,
        preferredServer: otherRealm,
        preferredLootSystem: 2,
      }),
    ]);
    expect((await get('/api/users?id=123456789')).json()).toEqual([]);
    expect((await get('/api/users?id=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/guilds', () => {
  it('lists the communities with raids in the expansion, with their most used realm and loot system', async () => {
    const answer = await get('/api/guilds?subdomain=wotlk');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: ids.guild1,
        name: 'First',
        icon: null,
        server: otherRealm,
        lootSystem: 2,
        raids: 3,
        totalRaids: 4,
        premium: 0,
      },
      {
        id: ids.guild2,
        name: 'Second',
        icon: null,
        server: realm,
        lootSystem: 1,
        raids: 1,
        totalRaids: 4,
        premium: 1,
      },
    ]);
  });

  it('keeps expansions apart', async () => {
    const answer = (await get('/api/guilds?subdomain=cata')).json();
    expect(
      answer.map((row: { name: string; raids: number; totalRaids: number }) => [
        row.name,
        row.raids,
        row.totalRaids,
      ]),
    ).toEqual([
      ['Third', 2, 3],
      ['First', 1, 3],
    ]);
  });

  it('answers one community by id, even one without raids here, and [] for an unknown id', async () => {
    expect((await get(`/api/guilds?subdomain=wotlk&id=${ids.guild3}`)).json()).toEqual([
      {
        id: ids.guild3,
        name: 'Third',
        icon: null,
        server: null,
        lootSystem: null,
        raids: 0,
        totalRaids: 4,
        premium: 0,
      },
    ]);
    expect((await get('/api/guilds?id=123456789')).json()).toEqual([]);
    expect((await get('/api/guilds?id=1;drop')).statusCode).toBe(400);
  });
});

describe("the public tables' version", () => {
  it('rises with what the tables show and stays when nothing shown changed', async () => {
    const db = t.database.db;
    const changes = async (change: () => Promise<unknown>) => {
      const before = await publicTablesVersion(db);
      await change();
      return (await publicTablesVersion(db)) !== before;
    };
    expect(await changes(() => raid(ids.leaderC, 'cata', ids.guild3))).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('users').set({ global_name: 'Charles' }).where('id', '=', ids.leaderC).execute(),
      ),
    ).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('users').set({ premium: true }).where('id', '=', ids.leaderC).execute(),
      ),
    ).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('guilds').set({ name: 'Thirds' }).where('id', '=', ids.guild3).execute(),
      ),
    ).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('users').set({ language: 'ru' }).where('id', '=', ids.leaderC).execute(),
      ),
    ).toBe(false);
    expect(
      await changes(() =>
        db.updateTable('guilds').set({ reminder_minutes: 30 }).where('id', '=', ids.guild3).execute(),
      ),
    ).toBe(false);
  });
});
