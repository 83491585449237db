import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { demoCharacters, demoRealmId } from '@raid/stand-ins/demoWorld';
import { startWclStandIn, type WclStandIn } from '@raid/stand-ins/wclStandIn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.js';
import { WclCache } from './wclCache.js';
import { WclClient, type WclClientOptions } from './wclClient.js';
import { WclUnavailableError, type WclCharacterQuery, type WclGateway } from './wclGateway.js';

let wcl: WclStandIn;

const wotlk = expansionCatalogue('wotlk');
const realm = wotlk.servers.find((s) => s.id === demoRealmId(wotlk.servers));
const ruRealm = wotlk.servers.find((s) => s.id === 10024);
if (!realm) throw new Error('no demo realm');
const characters = demoCharacters('wotlk', wotlk.classes, realm.id);
const [first, second] = characters;
const russian = characters.find((c) => c.serverId === 10024);
if (!first || !second) throw new Error('no demo characters');

const query = (key: string, name: string, overrides: Partial<WclCharacterQuery> = {}): WclCharacterQuery => ({
  key,
  name,
  serverSlug: realm.serverSlug,
  serverRegion: realm.serverRegion,
  zoneIds: [1020, 1017],
  specName: null,
  ...overrides,
});

const clientOptions = (overrides: Partial<WclClientOptions> = {}): WclClientOptions => ({
  apiUrl: wcl.apiUrl,
  tokenUrl: wcl.tokenUrl,
  clientId: wcl.clientId,
  clientSecret: wcl.clientSecret,
  ...overrides,
});

const count = (path: string) => wcl.requests().filter((r) => r.method === 'POST' && r.path === path).length;
const graphqlPosts = () => count('/api/v2/client');
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
    const body = wcl.requests().find((r) => r.path === '/api/v2/client')?.body as { query: string };
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
    await fault({ path: '^/api/v2/client$', status: 500, count: 1 });
    await expect(client.characters([query('a', first.name)])).rejects.toBeInstanceOf(WclUnavailableError);
  });

  it('turns a 429 with a long retry-after into WclUnavailableError at once', async () => {
    const client = new WclClient(clientOptions());
    await fault({ path: '^/api/v2/client$', status: 429, retryAfter: 120, count: 1 });
    await expect(client.characters([query('a', first.name)])).rejects.toBeInstanceOf(WclUnavailableError);
    expect(graphqlPosts()).toBe(1);
  });

  it('retries a 429 with a short retry-after once', async () => {
    const client = new WclClient(clientOptions({ maxRetryAfterSeconds: 1 }));
    await fault({ path: '^/api/v2/client$', status: 429, retryAfter: 0, count: 1 });
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
        apiUrl: 'http://127.0.0.1:1/api/v2/client',
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

describe('WclCache (wcl_cache table) in front of the client', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

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
    const sent = wcl.requests().find((r) => r.path === '/api/v2/client')?.body as {
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
    await gateway.characters([query('a', second.name, { zoneIds: [1020] })]);
    await gateway.characters([query('a', second.name, { zoneIds: [1020], specName: 'Protection' })]);
    expect(graphqlPosts()).toBe(2);

    await fault({ path: '^/api/v2/client$', status: 502, count: 1 });
    await expect(
      gateway.characters([query('n', 'Unlinkedhero', { zoneIds: [1017] })]),
    ).rejects.toBeInstanceOf(WclUnavailableError);
    const retried = await gateway.characters([query('n', 'Unlinkedhero', { zoneIds: [1017] })]);
    expect(retried.get('n')?.found).toBe(true);
    expect(graphqlPosts()).toBe(4);
  });
});
