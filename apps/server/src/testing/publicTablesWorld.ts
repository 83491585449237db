import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database.js';
import { createCharacter, createGuild, createRaid, createUser, testRealm } from './factories.js';
import { startTestApp, type TestApp } from './testApp.js';

export const realm = testRealm('wotlk').id;
export const otherRealm = expansionCatalogue('wotlk').servers.find((server) => server.id !== realm)?.id ?? 0;

/**
 * The world of the public tables' tests (features/users, features/guilds, db/publicTables): four users, three
 * communities, raids in two expansions. `setUp` builds it in the test app's database; `ids` is filled then.
 *
 * wotlk: alpha leads 3 raids in the first guild (2 on the other realm with GDKP), bravo 1 in the second.
 * cata: charlie leads 2 raids in the third guild, alpha 1 in the first. idle leads none.
 */
function publicTablesWorld() {
  const ids = { leaderA: '', leaderB: '', leaderC: '', idle: '', guild1: '', guild2: '', guild3: '' };
  let database: Db | undefined;
  let day = 0;

  /** Raids of one leader need distinct start times (one leader cannot lead two raids at once). */
  async function raid(
    userId: string,
    expansion: 'wotlk' | 'cata',
    guildId: string,
    overrides: { server?: number; loot_system?: number; canceled?: boolean } = {},
  ) {
    if (!database) throw new Error('publicTablesWorld: setUp first');
    const char = await createCharacter(database, userId, { expansion });
    await createRaid(
      database,
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

  async function setUp(db: Db) {
    database = db;
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

    await raid(a.id, 'wotlk', ids.guild1, { server: otherRealm, loot_system: 2 });
    await raid(a.id, 'wotlk', ids.guild1, { server: otherRealm, loot_system: 2, canceled: true });
    await raid(a.id, 'wotlk', ids.guild1, { server: realm, loot_system: 1 });
    await raid(b.id, 'wotlk', ids.guild2);
    await raid(c.id, 'cata', ids.guild3);
    await raid(c.id, 'cata', ids.guild3);
    await raid(a.id, 'cata', ids.guild1);
  }

  return { ids, raid, setUp };
}

/**
 * A test app holding the public tables' world for the whole file (its hooks are registered here): `get` asks
 * the app over HTTP, `db` is its database once started.
 */
export function usePublicTablesApp() {
  const world = publicTablesWorld();
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp();
    await world.setUp(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });
  const app = (): TestApp => {
    if (!t) throw new Error('usePublicTablesApp: the app has not started');
    return t;
  };
  return {
    ...world,
    get: (url: string) => app().app.inject({ method: 'GET', url }),
    db: () => app().database.db,
  };
}
