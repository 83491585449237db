import { charactersAnswer } from '@raid/domain/schemas/character';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const KNOWN = 'Unlinkedhero';

describe('characters', () => {
  let cookie: string;
  let userId: string;

  const test = useTestApp();
  beforeEach(async () => {
    await test.deps.db.deleteFrom('wcl_cache').execute();
    const user = await createUser(test.deps.db);
    userId = user.id;
    cookie = await createSession(test.deps.db, user.id);
  });

  const add = (payload: Record<string, unknown>, expansion = 'wotlk', as = cookie) =>
    test.app.inject({
      method: 'POST',
      url: `/api/refreshChar?subdomain=${expansion}`,
      headers: { cookie: as },
      payload: {
        server: testRealm(expansion as 'wotlk').id,
        faction: 2,
        class: 1,
        spec: 71,
        spec2: 73,
        ...payload,
      },
    });
  const list = async (expansion = 'wotlk', as = cookie) =>
    charactersAnswer.parse(
      (await test.app.inject({ url: `/api/chars?subdomain=${expansion}`, headers: { cookie: as } })).json(),
    );

  it('asks a visitor to log in', async () => {
    const response = await test.app.inject({ url: '/api/chars' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('To add a character you must log in with Discord');
  });

  it('adds a character Warcraft Logs knows and lists it in its expansion only', async () => {
    const response = await add({ name: KNOWN.toLowerCase() });
    expect(response.statusCode).toBe(200);
    const { id } = response.json() as { id: number };
    const chars = await list();
    expect(chars).toHaveLength(1);
    expect(chars[0]).toMatchObject({
      id,
      name: KNOWN,
      classEng: 'Warrior',
      spec: 71,
      spec2: 73,
      specs: [71, 73],
      off: 0,
    });
    expect(await list('cata')).toEqual([]);
  });

  it.each([
    ['too short', 'A'],
    ['too long (13)', 'Abcdefghijklm'],
    ['digits', 'Hero1'],
    ['Cyrillic off server 10024', 'Герой'],
  ])('refuses a name that is %s with the spec message', async (_case, name) => {
    const response = await add({ name });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Enter the correct character name.');
  });

  it('refuses Latin letters on server 10024', async () => {
    const response = await add({ name: 'Latinname', server: 10024 });
    expect(response.json().error).toBe('Enter the correct character name.');
  });

  it('refuses a character Warcraft Logs does not know', async () => {
    const response = await add({ name: 'Nobodyknows' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Character not found on Warcraft Logs');
    expect(await list()).toEqual([]);
  });

  it('answers the owner of a character linked to another account', async () => {
    const owner = await createUser(test.deps.db, { username: 'owner', global_name: 'The Owner' });
    await createCharacter(test.deps.db, owner.id, { name: 'Takenname' });
    const response = await add({ name: 'takenname' });
    expect(response.json()).toEqual({ userID: owner.id, username: 'The Owner' });
  });

  it('answers "Logs not received" and adds nothing while Warcraft Logs is down', async () => {
    await fetch(`${test.wcl.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v2/client', status: 500, count: 5 }),
    });
    const response = await add({ name: 'Nologs' });
    await fetch(`${test.wcl.url}/__faults`, { method: 'DELETE' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('Logs not received');
    expect(await list()).toEqual([]);
  });

  it('refuses a spec of another class and an unknown realm', async () => {
    expect((await add({ name: KNOWN, spec: 65 })).statusCode).toBe(400);
    expect((await add({ name: KNOWN, server: 999_999 })).statusCode).toBe(400);
  });

  it("stores a new character's item level from its own expansion, the one its sign-up checks read", async () => {
    // Wrath and Mists share a Warcraft Logs site, where the stand-in keeps each expansion's gear of the name
    // apart: a Mists character is stored with Mists item level (463-535), not Wrath's (200-277).
    expect((await add({ name: KNOWN }, 'mop')).statusCode).toBe(200);
    const [mop] = await list('mop');
    expect(mop?.ilvl).toBeGreaterThanOrEqual(463);
    expect(mop?.ilvl).toBeLessThanOrEqual(535);
  });

  it('changes faction and specs, resets specs with the class, and never the server', async () => {
    const character = await createCharacter(test.deps.db, userId);
    const edit = (payload: Record<string, unknown>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/refreshChar?subdomain=wotlk',
        headers: { cookie },
        payload: { id: character.id, ...payload },
      });

    expect((await edit({ faction: 1, spec: 73, spec2: 0 })).statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ faction: 1, spec: 73, spec2: 0, factionEng: 'Alliance' });

    const serverChange = await edit({ server: 10024 });
    expect(serverChange.statusCode).toBe(400);
    expect(serverChange.json().error).toBe('Server change is prohibited');

    expect((await edit({ class: 2 })).statusCode).toBe(400);
    expect((await edit({ class: 2, spec: 65 })).statusCode).toBe(200);
    expect((await list())[0]).toMatchObject({ class: 2, spec: 65, spec2: 0 });
  });

  it("refuses to change someone else's character", async () => {
    const other = await createUser(test.deps.db);
    const character = await createCharacter(test.deps.db, other.id);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/refreshChar?subdomain=wotlk',
      headers: { cookie },
      payload: { id: character.id, off: 1 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('deleting a character cancels its sign-ups and the raids it leads, with history', async () => {
    const leader = await createCharacter(test.deps.db, userId);
    const led = await createRaid(test.deps.db, { userId, charId: leader.id });
    const otherLeader = await createUser(test.deps.db);
    const otherChar = await createCharacter(test.deps.db, otherLeader.id);
    const joined = await createRaid(test.deps.db, { userId: otherLeader.id, charId: otherChar.id });
    const mine = await createCharacter(test.deps.db, userId);
    await createRecord(test.deps.db, joined, { charId: mine.id, userId }, { slot: 2 });

    for (const id of [leader.id, mine.id]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/refreshChar?subdomain=wotlk',
        headers: { cookie },
        payload: { id, off: 1 },
      });
      expect(response.statusCode).toBe(200);
    }

    const ledRow = await test.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', led.id)
      .executeTakeFirstOrThrow();
    expect(ledRow.canceled).toBe(true);
    const records = await test.deps.db
      .selectFrom('records')
      .selectAll()
      .where('raid_id', '=', joined.id)
      .execute();
    expect(records.map((record) => record.char_id)).toEqual([otherChar.id]);
    const events = await test.deps.db
      .selectFrom('history')
      .select(['raid_id', 'event'])
      .orderBy('id')
      .execute();
    expect(events).toEqual(
      expect.arrayContaining([
        { raid_id: led.id, event: 'cancelRaid' },
        { raid_id: joined.id, event: 'deleteChar' },
      ]),
    );
    expect(await list()).toEqual([]);
  });

  it('lists the upcoming raids of each character with their slot', async () => {
    const otherLeader = await createUser(test.deps.db);
    const otherChar = await createCharacter(test.deps.db, otherLeader.id);
    const raid = await createRaid(test.deps.db, { userId: otherLeader.id, charId: otherChar.id });
    const mine = await createCharacter(test.deps.db, userId);
    await createRecord(test.deps.db, raid, { charId: mine.id, userId }, { slot: 3 });
    const [character] = await list();
    expect(character?.raids).toEqual([{ raid: raid.id, slot: 3, date: raid.date.toISOString() }]);
  });
});
