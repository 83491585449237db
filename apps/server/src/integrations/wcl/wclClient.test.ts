import { expansionCatalogue, expansionKeys } from '@raid/domain/catalogue/expansions';
import { demoCharacters, demoRealmId } from '@raid/stand-ins/demoWorld';
import { startWclStandIn, type WclStandIn } from '@raid/stand-ins/wclStandIn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/testDatabase.js';
import { WclCache } from './wclCache.js';
import { WclClient, type WclClientOptions } from './wclClient.js';
import {
  WclUnavailableError,
  type WclCharacterQuery,
  type WclGateway,
  type WclZoneQuery,
} from './wclGateway.js';

let wcl: WclStandIn;

const wotlk = expansionCatalogue('wotlk');
const realm = wotlk.servers.find((s) => s.id === demoRealmId(wotlk.servers));
const ruRealm = wotlk.servers.find((s) => s.id === 10024);
if (!realm) throw new Error('no demo realm');
const characters = demoCharacters('wotlk', wotlk.classes, realm.id);
const [first, second] = characters;
const russian = characters.find((c) => c.serverId === 10024);
if (!first || !second) throw new Error('no demo characters');

const zones = (...zoneIds: number[]): WclZoneQuery[] =>
  zoneIds.map((zoneId) => ({ zoneId, size: null, difficulty: null }));

const query = (key: string, name: string, overrides: Partial<WclCharacterQuery> = {}): WclCharacterQuery => ({
  key,
  name,
  serverSlug: realm.serverSlug,
  serverRegion: realm.serverRegion,
  site: realm.logsSite,
  zones: zones(1020, 1017),
  specName: null,
  metric: null,
  ...overrides,
});

const clientOptions = (overrides: Partial<WclClientOptions> = {}): WclClientOptions => ({
  apiUrlTemplate: wcl.apiUrlTemplate,
  tokenUrl: wcl.tokenUrl,
  clientId: wcl.clientId,
  clientSecret: wcl.clientSecret,
  ...overrides,
});

const count = (path: string) => wcl.requests().filter((r) => r.method === 'POST' && r.path === path).length;
const graphqlPosts = () => count('/classic/api/v2/client');
const tokenPosts = () => count('/oauth/token');

async function fault(body: Record<string, unknown>): Promise<void> {
  await fetch(`${wcl.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  wcl = await startWclStandIn();
});
afterAll(async () => {
  await wcl.close();
});
beforeEach(async () => {
  await fetch(`${wcl.url}/__faults`, { method: 'DELETE' });
  await fetch(`${wcl.url}/__rateLimit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pointsSpentThisHour: 0, limitPerHour: 3600 }),
  });
  wcl.clearRequests();
});

describe('WclClient against the Warcraft Logs stand-in', () => {
  it('asks for three characters (one Cyrillic) in one GraphQL request and maps their rankings', async () => {
    const client = new WclClient(clientOptions());
    const queries = [
      query('a', first.name.toLowerCase(), { specName: null }),
      query('b', second.name),
      russian && ruRealm
        ? query('c', russian.name, { serverSlug: ruRealm.serverSlug, serverRegion: ruRealm.serverRegion })
        : query('c', 'Unlinkedhero'),
    ];
    const results = await client.characters(queries);
    expect(graphqlPosts()).toBe(1);
    expect(tokenPosts()).toBe(1);
    const body = wcl.requests().find((r) => r.path === '/classic/api/v2/client')?.body as { query: string };
    expect(body.query).toMatch(/c0: character\(/);
    expect(body.query).toMatch(/c2: character\(/);
    expect(body.query).toMatch(/z1020: zoneRankings\(zoneID: 1020/);

    const a = results.get('a');
    expect(a?.found).toBe(true);
    expect(a?.name).toBe(first.name);
    expect(a?.classId).toBe(first.classId);
    expect(a?.ilvl).toBeGreaterThanOrEqual(200);
    expect(typeof a?.zoneAverages[1020]).toBe('number');
    expect(typeof a?.zoneAverages[1017]).toBe('number');
    const marrowgar = a?.encounters.find((e) => e.encounterId === 845);
    expect(marrowgar).toMatchObject({ encounterName: 'Lord Marrowgar', zoneId: 1020 });
    for (const encounter of a?.encounters ?? []) {
      if (encounter.kills === 0) expect(encounter.log).toBeNull();
      else expect(encounter.log).toBeGreaterThan(0);
    }
    expect(results.get('b')?.found).toBe(true);
    expect(results.get('c')?.found).toBe(true);
    expect(russian).toBeDefined();
    expect(results.get('c')?.name).toBe(russian?.name);
  });

  it('fetches the token once for two calls', async () => {
    const client = new WclClient(clientOptions());
    await client.characters([query('a', first.name)]);
    await client.characters([query('b', second.name)]);
    expect(tokenPosts()).toBe(1);
    expect(graphqlPosts()).toBe(2);
  });

  it('answers found: false for a character Warcraft Logs does not know, null averages for one without logs', async () => {
    const client = new WclClient(clientOptions());
    const results = await client.characters([query('ghost', 'Nobodyhere'), query('nologs', 'Nologs')]);
    expect(results.get('ghost')).toMatchObject({ found: false, name: null, ilvl: null, encounters: [] });
    expect(results.get('nologs')).toMatchObject({ found: true, zoneAverages: { 1020: null, 1017: null } });
  });

  it('names with quotes or braces are sent as variables, not spliced into the query', async () => {
    const client = new WclClient(clientOptions());
    const results = await client.characters([query('odd', 'x") { id } evil: character(name: "y')]);
    expect(results.get('odd')?.found).toBe(false);
  });

  it('turns a 500 into WclUnavailableError', async () => {
    const client = new WclClient(clientOptions());
    await fault({ path: '^/classic/api/v2/client$', status: 500, count: 1 });
    await expect(client.characters([query('a', first.name)])).rejects.toBeInstanceOf(WclUnavailableError);
  });

  it('turns a 429 with a long retry-after into WclUnavailableError at once', async () => {
    const client = new WclClient(clientOptions());
    await fault({ path: '^/classic/api/v2/client$', status: 429, retryAfter: 120, count: 1 });
    await expect(client.characters([query('a', first.name)])).rejects.toBeInstanceOf(WclUnavailableError);
    expect(graphqlPosts()).toBe(1);
  });

  it('retries a 429 with a short retry-after once', async () => {
    const client = new WclClient(clientOptions({ maxRetryAfterSeconds: 1 }));
    await fault({ path: '^/classic/api/v2/client$', status: 429, retryAfter: 0, count: 1 });
    const results = await client.characters([query('a', first.name)]);
    expect(results.get('a')?.found).toBe(true);
    expect(graphqlPosts()).toBe(2);
  });

  it('turns a failing token endpoint and an unreachable host into WclUnavailableError', async () => {
    await fault({ path: '^/oauth/token$', status: 503, count: 2 });
    await expect(new WclClient(clientOptions()).characters([query('a', first.name)])).rejects.toBeInstanceOf(
      WclUnavailableError,
    );
    const unreachable = new WclClient(
      clientOptions({
        apiUrlTemplate: 'http://127.0.0.1:1/{site}/api/v2/client',
        tokenUrl: 'http://127.0.0.1:1/oauth/token',
      }),
    );
    await expect(unreachable.characters([query('a', first.name)])).rejects.toBeInstanceOf(
      WclUnavailableError,
    );
    const wrongSecret = new WclClient(clientOptions({ clientSecret: 'wrong' }));
    await expect(wrongSecret.characters([query('a', first.name)])).rejects.toBeInstanceOf(
      WclUnavailableError,
    );
  });

  it('refuses calls without a request once the points budget is nearly spent, until it resets', async () => {
    let now = Date.now();
    const client = new WclClient(clientOptions({ now: () => now, reservePoints: 30 }));
    await fetch(`${wcl.url}/__rateLimit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pointsSpentThisHour: 3590 }),
    });
    await client.characters([query('a', first.name)]);
    expect(client.remainingPoints()).toBeLessThan(30);
    await expect(client.characters([query('b', second.name)])).rejects.toBeInstanceOf(WclUnavailableError);
    expect(graphqlPosts()).toBe(1);

    await fetch(`${wcl.url}/__rateLimit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pointsSpentThisHour: 0 }),
    });
    now += 3_601_000;
    expect((await client.characters([query('b', second.name)])).get('b')?.found).toBe(true);
    expect(graphqlPosts()).toBe(2);
  });
});

describe("WclClient: every character is asked of its realm's Warcraft Logs site", () => {
  const sitePosts = () =>
    wcl
      .requests()
      .filter((r) => r.method === 'POST' && r.path.endsWith('/api/v2/client'))
      .map((r) => r.path);

  it.each(expansionKeys)("%s: a demo character is asked of its realm's site and found there", async (key) => {
    const catalogue = expansionCatalogue(key);
    const home = catalogue.servers.find((s) => s.id === demoRealmId(catalogue.servers));
    const character = home && demoCharacters(key, catalogue.classes, home.id)[0];
    if (!home || !character) throw new Error('no demo character');
    const client = new WclClient(clientOptions());
    const results = await client.characters([
      query('a', character.name, {
        serverSlug: home.serverSlug,
        serverRegion: home.serverRegion,
        site: home.logsSite,
        zones: [],
      }),
    ]);
    expect(results.get('a')).toMatchObject({ found: true, name: character.name, classId: character.classId });
    expect(sitePosts()).toEqual([`/${home.logsSite}/api/v2/client`]);
    expect({ key, site: home.logsSite }).toEqual({
      key,
      site: { classic: 'vanilla', sod: 'sod', wotlk: 'classic', cata: 'classic', mop: 'classic' }[key],
    });
  });

  it('an Anniversary realm is asked of fresh, a Classic Era realm of vanilla, in one request each', async () => {
    const classic = expansionCatalogue('classic');
    const anniversary = classic.servers.find((s) => s.serverSlug === 'thunderstrike');
    const era = classic.servers.find((s) => s.id === demoRealmId(classic.servers));
    if (!anniversary || !era) throw new Error('no realms');
    expect([anniversary.logsSite, era.logsSite]).toEqual(['fresh', 'vanilla']);
    const onRealm = (server: typeof era) => ({
      serverSlug: server.serverSlug,
      serverRegion: server.serverRegion,
      site: server.logsSite,
      zones: [],
    });
    const client = new WclClient(clientOptions());
    const results = await client.characters([
      query('fresh', 'Unlinkedhero', onRealm(anniversary)),
      query('era', 'Unlinkedhero', onRealm(era)),
      query('era2', 'Nologs', onRealm(era)),
    ]);
    expect(results.get('fresh')?.found).toBe(true);
    expect(results.get('era')?.found).toBe(true);
    expect(results.get('era2')?.found).toBe(true);
    expect(sitePosts().sort()).toEqual(['/fresh/api/v2/client', '/vanilla/api/v2/client']);
    expect(tokenPosts()).toBe(1);
  });

  it('a namesake on another site is not used: a realm asked of the wrong site answers not found', async () => {
    const classic = expansionCatalogue('classic');
    const era = classic.servers.find((s) => s.id === demoRealmId(classic.servers));
    const eraCharacter = era && demoCharacters('classic', classic.classes, era.id)[0];
    if (!era || !eraCharacter) throw new Error('no Era character');
    const client = new WclClient(clientOptions());
    const asked = (site: 'vanilla' | 'fresh' | 'classic' | 'www') =>
      query(site, eraCharacter.name, {
        serverSlug: era.serverSlug,
        serverRegion: era.serverRegion,
        site,
        zones: [],
      });
    const results = await client.characters([
      asked('vanilla'),
      asked('fresh'),
      asked('classic'),
      asked('www'),
    ]);
    expect(results.get('vanilla')?.found).toBe(true);
    expect(results.get('fresh')?.found).toBe(false);
    expect(results.get('classic')?.found).toBe(false);
    expect(results.get('www')?.found).toBe(false);
    expect(sitePosts()).toHaveLength(4);
  });

  it('the same name and realm on two sites are two characters, each answered by its own site', async () => {
    // Пламегор (10024, slug flamegor) is a realm of Classic Era (vanilla) and of Wrath Classic (classic).
    const era = expansionCatalogue('classic');
    const eraRu = era.servers.find((s) => s.id === 10024);
    const wrathRu = wotlk.servers.find((s) => s.id === 10024);
    const eraNames = new Set(
      demoCharacters('classic', era.classes, demoRealmId(era.servers))
        .filter((c) => c.serverId === 10024)
        .map((c) => c.name),
    );
    const shared = characters.find((c) => c.serverId === 10024 && eraNames.has(c.name));
    if (!eraRu || !wrathRu || !shared) throw new Error('no namesake on the Russian realm');
    expect([eraRu.serverSlug, eraRu.logsSite, wrathRu.serverSlug, wrathRu.logsSite]).toEqual([
      'flamegor',
      'vanilla',
      'flamegor',
      'classic',
    ]);
    const client = new WclClient(clientOptions());
    const onSite = (key: string, site: 'vanilla' | 'classic') =>
      query(key, shared.name, { serverSlug: 'flamegor', serverRegion: 'EU', site, zones: [] });
    const results = await client.characters([onSite('era', 'vanilla'), onSite('wrath', 'classic')]);
    // Level 60 gear on the Era site, Wrath gear (item level 200 and above) on the classic site.
    expect(results.get('era')?.ilvl).toBeLessThan(100);
    expect(results.get('wrath')?.ilvl).toBeGreaterThanOrEqual(200);
  });
});

describe('WclClient: the ranking arguments the real API takes', () => {
  it('sends the spec slug, the metric as the API enum, and size / difficulty only where given', async () => {
    const client = new WclClient(clientOptions());
    const results = await client.characters([
      query('heal', second.name, {
        zones: [
          { zoneId: 1020, size: 25, difficulty: 4 },
          { zoneId: 1017, size: null, difficulty: null },
        ],
        specName: 'Holy',
        metric: 'hps',
      }),
    ]);
    const sent = wcl.requests().find((r) => r.path === '/classic/api/v2/client')?.body as {
      query: string;
      variables: Record<string, unknown>;
    };
    expect(sent.query).toContain('$p0: String, $m0: CharacterRankingMetricType');
    expect(sent.query).toContain(
      'z1020: zoneRankings(zoneID: 1020, specName: $p0, metric: $m0, size: 25, difficulty: 4)',
    );
    expect(sent.query).toContain('z1017: zoneRankings(zoneID: 1017, specName: $p0, metric: $m0)');
    expect(sent.variables).toMatchObject({ p0: 'Holy', m0: 'hps' });
    expect(results.get('heal')?.found).toBe(true);
  });

  it('leaves the metric out rather than sending null, and refuses a zone, size or difficulty that is no integer', async () => {
    const client = new WclClient(clientOptions());
    await client.characters([query('a', first.name, { zones: zones(1020) })]);
    const sent = wcl.requests().find((r) => r.path === '/classic/api/v2/client')?.body as { query: string };
    expect(sent.query).not.toContain('metric');
    await expect(
      client.characters([query('b', first.name, { zones: [{ zoneId: 1020, size: 2.5, difficulty: null }] })]),
    ).rejects.toThrow(TypeError);
  });
});

describe('WclCache (wcl_cache table) in front of the client', () => {
  const database = useTestDatabase();

  it('costs no request within 30 minutes and one after, and sends only uncached characters', async () => {
    let now = new Date('2030-01-01T12:00:00Z');
    const gateway: WclGateway = new WclCache(new WclClient(clientOptions()), database.db, { now: () => now });
    const firstAnswer = await gateway.characters([query('a', first.name), query('b', second.name)]);
    expect(graphqlPosts()).toBe(1);

    now = new Date(now.getTime() + 29 * 60 * 1000);
    const again = await gateway.characters([query('x', first.name.toUpperCase()), query('y', second.name)]);
    expect(graphqlPosts()).toBe(1);
    expect(again.get('x')).toEqual(firstAnswer.get('a'));
    expect(again.get('y')).toEqual(firstAnswer.get('b'));

    // A new character in the batch: only it goes out.
    wcl.clearRequests();
    await gateway.characters([query('a', first.name), query('u', 'Unlinkedhero')]);
    expect(graphqlPosts()).toBe(1);
    const sent = wcl.requests().find((r) => r.path === '/classic/api/v2/client')?.body as {
      variables: Record<string, unknown>;
    };
    expect(Object.values(sent.variables)).toContain('Unlinkedhero');
    expect(Object.values(sent.variables)).not.toContain(first.name);

    now = new Date(now.getTime() + 2 * 60 * 1000);
    wcl.clearRequests();
    const later = await gateway.characters([query('a', first.name)]);
    expect(graphqlPosts()).toBe(1);
    expect(later.get('a')?.found).toBe(true);
  });

  it('keys by zones and spec, and does not cache failures', async () => {
    const now = new Date('2031-01-01T12:00:00Z');
    const gateway = new WclCache(new WclClient(clientOptions()), database.db, { now: () => now });
    await gateway.characters([query('a', second.name, { zones: zones(1020) })]);
    await gateway.characters([query('a', second.name, { zones: zones(1020), specName: 'Protection' })]);
    await gateway.characters([
      query('a', second.name, { zones: [{ zoneId: 1020, size: 10, difficulty: 4 }], specName: 'Protection' }),
    ]);
    expect(graphqlPosts()).toBe(3);

    await fault({ path: '^/classic/api/v2/client$', status: 502, count: 1 });
    await expect(
      gateway.characters([query('n', 'Unlinkedhero', { zones: zones(1017) })]),
    ).rejects.toBeInstanceOf(WclUnavailableError);
    const retried = await gateway.characters([query('n', 'Unlinkedhero', { zones: zones(1017) })]);
    expect(retried.get('n')?.found).toBe(true);
    expect(graphqlPosts()).toBe(5);
  });
});
