import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { raidListAnswer, raidsAnswer, type RaidCard } from '@raid/domain/schemas/raid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createUser,
  snowflake,
  testRealm,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const HOUR = 3_600_000;
const ICC = 8;
const ULDUAR = 5;
const VAULT = 4;

const t = useTestApp();

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/raids?subdomain=wotlk&${query}` });
  expect(response.statusCode).toBe(200);
  return raidListAnswer.strict().parse(response.json());
}

async function oneRaid(id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/raids?subdomain=wotlk&id=${id}` });
  expect(response.statusCode).toBe(200);
  return raidsAnswer.parse(response.json());
}

const ids = (raids: RaidCard[]) => raids.map((raid) => raid.id);

/** A leader with a character, leading raids in a guild of their own so each test lists only its raids. */
async function newLeader(overrides: { global_name?: string } = {}) {
  const user = await createUser(t.deps.db, overrides);
  const character = await createCharacter(t.deps.db, user.id);
  const guildId = snowflake();
  await createGuild(t.deps.db, { id: guildId, name: 'Icecrown Vanguard', owner_id: user.id });
  let hoursAhead = 0;
  const raid = (overrides: Parameters<typeof createRaid>[2] = {}) =>
    createRaid(
      t.deps.db,
      { userId: user.id, charId: character.id },
      { date: new Date(Date.now() + (24 + ++hoursAhead) * HOUR), discord_server: guildId, ...overrides },
    );
  return { user, character, guildId, raid };
}

describe('GET /api/raids — the active list', () => {
  it('lists upcoming raids soonest first, with the card fields and counts of the roster', async () => {
    const leader = await newLeader({ global_name: 'Bolvar' });
    const later = await leader.raid({ date: new Date(Date.now() + 48 * HOUR), difficulty: 2, size: 25 });
    const sooner = await leader.raid({ date: new Date(Date.now() + 3 * HOUR), zone2: ULDUAR });
    const players = await Promise.all([1, 2, 3, 4].map(() => createUser(t.deps.db)));
    const chars = await Promise.all(players.map((player) => createCharacter(t.deps.db, player.id)));
    const at = (i: number) => ({ charId: chars[i]?.id ?? 0, userId: players[i]?.id ?? '' });
    await createRecord(t.deps.db, later, at(0), { slot: 2, role: 1, spec_id: 73 });
    await createRecord(t.deps.db, later, at(1), { slot: 3, role: 2 });
    await createRecord(t.deps.db, later, at(2), { slot: 0 });
    // Held by a similar raid's roster: hidden from counts.
    await createRecord(t.deps.db, later, at(3), { slot: 0, suspended_by_raid_id: sooner.id });
    await t.deps.db
      .insertInto('history')
      .values({ raid_id: later.id, user_id: leader.user.id, event: 'createRaid' })
      .execute();

    const answer = await list(`guild=${leader.guildId}`);
    expect(ids(answer.data)).toEqual([sooner.id, later.id]);
    expect(answer).toMatchObject({ page: 1, total: 2 });
    const card = answer.data[1];
    expect(card).toMatchObject({
      userID: leader.user.id,
      userRepresentation: 'Bolvar',
      serverName: testRealm().name,
      factionID: 2,
      factionEng: 'Horde',
      zoneEng: 'Icecrown Citadel',
      zoneID: ICC,
      difficultyEng: 'Heroic',
      lootSystemEng: 'Master loot',
      tanks: 1,
      healers: 1,
      dps: 1,
      slotsFilled: 3,
      recordsCount: 4,
      guildName: 'Icecrown Vanguard',
      status: 'active',
      isArchive: false,
      canceled: false,
      dontAskLogs: false,
    });
    // A card carries what the card shows; the raid's own answer has the rest.
    expect(card).not.toHaveProperty('comment');
    expect(card).not.toHaveProperty('records');
    expect((await oneRaid(later.id)).data[0]).toMatchObject({
      zoneSizeDifficultyEng: 'Icecrown Citadel 25 Heroic',
      zoneSizeDifficulty: 'Цитадель Ледяной Короны 25 Героический',
      messagesCount: 1,
      char: leader.character.id,
      slotsFilled: 3,
      recordsCount: 4,
    });
    expect(answer.data[0]).toMatchObject({ zone2Eng: 'Ulduar', zone2ID: ULDUAR, zone3: null });
  });

  it('leaves out archived, canceled and completed raids', async () => {
    const leader = await newLeader();
    const upcoming = await leader.raid();
    await leader.raid({ is_archive: true });
    await leader.raid({ canceled: true, canceled_reason: 'No tanks' });
    await leader.raid({ date: new Date(Date.now() - 2 * HOUR) });
    const started = await leader.raid({ date: new Date(Date.now() - 30 * 60_000) });

    const answer = await list(`guild=${leader.guildId}`);
    expect(ids(answer.data)).toEqual([started.id, upcoming.id]);
    expect(answer.total).toBe(2);
  });

  it('gives the whole list a total equal to the raids its pages hold, after cancels, archiving and moves', async () => {
    const leader = await newLeader();
    await leader.raid({ date: new Date(Date.now() - 30 * 60_000) });
    await leader.raid({ date: new Date(Date.now() + 3 * HOUR) });
    await leader.raid({ date: new Date(Date.now() + 5 * 24 * HOUR) });
    await leader.raid({ canceled: true, canceled_reason: 'No tanks' });
    await leader.raid({ is_archive: true });
    await leader.raid({ date: new Date(Date.now() - 2 * HOUR) });
    const postponed = await leader.raid({ date: new Date(Date.now() - 3 * HOUR) });
    const called = await leader.raid();
    const closed = await leader.raid();
    const raids = t.deps.db.updateTable('raids');
    await raids
      .set({ date: new Date(Date.now() + 2 * 24 * HOUR) })
      .where('id', '=', postponed.id)
      .execute();
    await raids.set({ canceled: true, canceled_reason: 'Wipe' }).where('id', '=', called.id).execute();
    await raids.set({ is_archive: true }).where('id', '=', closed.id).execute();

    const first = await list('perPage=100');
    const cards = [...first.data];
    for (let page = 2; cards.length < first.total && page <= 20; page++)
      cards.push(...(await list(`perPage=100&page=${page}`)).data);
    expect(new Set(ids(cards)).size).toBe(first.total);
    expect(ids(cards)).toContain(postponed.id);
    expect(ids(cards)).not.toContain(called.id);
  });
});

describe('GET /api/raids — filters', () => {
  let leader: Awaited<ReturnType<typeof newLeader>>;
  const realms = expansionCatalogue('wotlk').servers;
  const otherRealm = realms.find((realm) => realm.id !== testRealm().id)?.id ?? 0;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    leader = await newLeader();
    const alliance = await createCharacter(t.deps.db, leader.user.id, { faction: 1 });
    const plain = await leader.raid();
    made.plain = plain.id;
    made.server = (await leader.raid({ server: otherRealm })).id;
    made.faction = (await leader.raid({ faction: 1, char_id: alliance.id })).id;
    made.zone2 = (await leader.raid({ zone: VAULT, zone2: ULDUAR })).id;
    made.zone3 = (await leader.raid({ zone: VAULT, zone2: ICC, zone3: ULDUAR })).id;
    made.size = (await leader.raid({ size: 10 })).id;
    made.difficulty = (await leader.raid({ difficulty: 2 })).id;
    made.lootSystem = (await leader.raid({ loot_system: 2, byers: true })).id;
  });

  const cases: Array<[string, () => string, string[]]> = [
    ['server', () => `server=${otherRealm}`, ['server']],
    ['faction', () => 'faction=1', ['faction']],
    ['zone, in any of the three zone places', () => `zone=${ULDUAR}`, ['zone2', 'zone3']],
    ['size', () => 'size=10', ['size']],
    ['difficulty', () => 'difficulty=2', ['difficulty']],
    ['loot system', () => 'lootSystem=2', ['lootSystem']],
  ];
  it.each(cases)('filters by %s', async (_name, query, expected) => {
    const answer = await list(`guild=${leader.guildId}&${query()}`);
    expect(ids(answer.data).sort()).toEqual(expected.map((key) => made[key]).sort());
  });

  it('treats an empty or "all" filter as no filter', async () => {
    const answer = await list(`guild=${leader.guildId}&server=&faction=all`);
    expect(answer.total).toBe(Object.keys(made).length);
  });

  it('filters by leader (user) and by Discord server (guild)', async () => {
    const other = await newLeader();
    const theirs = await other.raid({ discord_server: leader.guildId });
    const byUser = await list(`user=${other.user.id}`);
    expect(ids(byUser.data)).toEqual([theirs.id]);
    const byGuild = await list(`guild=${leader.guildId}`);
    expect(ids(byGuild.data)).toContain(theirs.id);
    expect(byGuild.total).toBe(Object.keys(made).length + 1);
    const byBoth = await list(`guild=${leader.guildId}&user=${leader.user.id}`);
    expect(ids(byBoth.data)).not.toContain(theirs.id);
  });

  it('answers 400 for a malformed filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/raids?subdomain=wotlk&user=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidRequest' });
  });
});

describe('GET /api/raids?archive=1', () => {
  it('pages archived raids newest first, 100 per page', async () => {
    const leader = await newLeader();
    const start = Date.now() - 400 * HOUR;
    await t.deps.db
      .insertInto('raids')
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          expansion: 'wotlk',
          user_id: leader.user.id,
          char_id: leader.character.id,
          date: new Date(start + i * HOUR),
          server: testRealm().id,
          faction: 2,
          zone: ICC,
          size: 25,
          difficulty: 1,
          loot_system: 1,
          discord_server: leader.guildId,
          discord_channel: snowflake(),
          is_archive: true,
        })),
      )
      .execute();

    const first = await list(`archive=1&guild=${leader.guildId}&perPage=100&page=1`);
    expect(first).toMatchObject({ page: 1, perPage: 100, total: 101 });
    expect(first.data).toHaveLength(100);
    expect(first.data[0]?.date).toBe(new Date(start + 100 * HOUR).toISOString());
    expect(first.data.every((raid) => raid.isArchive)).toBe(true);

    const second = await list(`archive=1&guild=${leader.guildId}&page=2`);
    expect(second).toMatchObject({ page: 2, perPage: 100, total: 101 });
    expect(second.data.map((raid) => raid.date)).toEqual([new Date(start).toISOString()]);

    const beyond = await list(`archive=1&guild=${leader.guildId}&page=5`);
    expect(beyond).toMatchObject({ data: [], page: 5, total: 101 });
  });

  it('holds canceled and completed raids, with their status', async () => {
    const leader = await newLeader();
    await leader.raid();
    const canceled = await leader.raid({ canceled: true, canceled_reason: 'No healers' });
    const completed = await leader.raid({ date: new Date(Date.now() - 3 * HOUR) });

    const answer = await list(`archive=1&guild=${leader.guildId}`);
    expect(ids(answer.data)).toEqual([canceled.id, completed.id]);
    expect(answer.data[0]).toMatchObject({
      status: 'canceled',
      isArchive: true,
    });
    expect(answer.data[1]).toMatchObject({ status: 'completed', isArchive: true });
  });

  it('refuses a page size above 100', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/raids?subdomain=wotlk&archive=1&perPage=101',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/raids?id=', () => {
  it('answers the raid with its visible records, roster first', async () => {
    const leader = await newLeader();
    const raid = await leader.raid();
    const other = await leader.raid({ date: new Date(Date.now() + 72 * HOUR) });
    const player = await createUser(t.deps.db, { global_name: 'Tirion' });
    const [listed, held] = await Promise.all([
      createCharacter(t.deps.db, player.id, { class: 2, spec: 65, spec2: 66 }),
      createCharacter(t.deps.db, player.id),
    ]);
    await createRecord(
      t.deps.db,
      raid,
      { charId: listed.id, userId: player.id },
      { slot: 0, spec_id: 65, role: 2 },
    );
    await createRecord(
      t.deps.db,
      raid,
      { charId: held.id, userId: player.id },
      { suspended_by_raid_id: other.id },
    );

    const answer = await oneRaid(raid.id);
    expect(answer).toMatchObject({ page: 1, total: 1 });
    const records = answer.data[0]?.records ?? [];
    expect(records.map((record) => record.charID)).toEqual([leader.character.id, listed.id]);
    expect(records[0]).toMatchObject({ slot: 1, leader: true, raid: raid.id, userID: leader.user.id });
    expect(records[1]).toMatchObject({
      slot: 0,
      leader: false,
      username: 'Tirion',
      charName: listed.name,
      class: 2,
      classEng: 'Paladin',
      specID: 65,
      specEng: 'Holy',
      role: 2,
      roleEng: 'Healer',
      role2: 1,
      activeChangeRequest: false,
      status: null,
    });
    expect(answer.data[0]?.recordsCount).toBe(2);
  });

  it("answers 404 'Raid not found' for a missing raid", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/raids?subdomain=wotlk&id=999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'raidNotFound', error: 'Raid not found' });
  });
});

describe('expansions', () => {
  it('never shows a wotlk raid on another expansion', async () => {
    const leader = await newLeader();
    const raid = await leader.raid();
    const cata = await t.app.inject({
      method: 'GET',
      url: `/api/raids?subdomain=cata&guild=${leader.guildId}`,
    });
    expect(raidListAnswer.parse(cata.json()).data).toEqual([]);
    const archive = await t.app.inject({
      method: 'GET',
      url: `/api/raids?subdomain=cata&archive=1&user=${leader.user.id}`,
    });
    expect(raidListAnswer.parse(archive.json()).total).toBe(0);
    const single = await t.app.inject({ method: 'GET', url: `/api/raids?subdomain=cata&id=${raid.id}` });
    expect(single.statusCode).toBe(404);
    expect((await list(`guild=${leader.guildId}`)).total).toBe(1);
  });
});
