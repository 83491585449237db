import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { characterFigures } from './demoFigures.js';
import { demoCharacters, demoRealmId } from './demoWorld.js';
import { startWclStandIn, WCL_NO_LOGS_CHARACTER, type WclStandIn } from './wclStandIn.js';

let wcl: WclStandIn;

beforeAll(async () => {
  wcl = await startWclStandIn();
});
afterAll(async () => {
  await wcl.close();
});
beforeEach(async () => {
  await fetch(`${wcl.url}/__faults`, { method: 'DELETE' });
  wcl.clearRequests();
});

async function token(): Promise<string> {
  const response = await fetch(wcl.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${wcl.clientId}:${wcl.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function graphqlRequest(query: string, variables?: Record<string, unknown>, accessToken?: string) {
  const response = await fetch(wcl.apiUrl, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken ?? (await token())}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const wotlk = expansionCatalogue('wotlk');
const wotlkRealm = wotlk.servers.find((s) => s.id === demoRealmId(wotlk.servers));
if (!wotlkRealm) throw new Error('no demo realm');
const knownName = demoCharacters('wotlk', wotlk.classes, wotlkRealm.id)[0]?.name ?? '';

describe('Warcraft Logs stand-in: OAuth token', () => {
  it('issues a bearer token for the right client credentials', async () => {
    const response = await fetch(wcl.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${wcl.clientId}:${wcl.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeGreaterThan(0);
    expect(typeof body.access_token).toBe('string');
  });

  it('answers 401 for a wrong secret and for a GraphQL call without a valid token', async () => {
    const wrong = await fetch(wcl.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${wcl.clientId}:nope`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(wrong.status).toBe(401);
    const noToken = await fetch(wcl.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ rateLimitData { limitPerHour } }' }),
    });
    expect(noToken.status).toBe(401);
    const badToken = await graphqlRequest('{ rateLimitData { limitPerHour } }', undefined, 'forged');
    expect(badToken.status).toBe(401);
  });
});

describe('Warcraft Logs stand-in: characters', () => {
  const query = `query ($name: String, $slug: String, $region: String) {
    characterData { character(name: $name, serverSlug: $slug, serverRegion: $region) {
      id name classID level server { slug region { slug } }
      gameData
      icc: zoneRankings(zoneID: 1020)
      nowhere: zoneRankings(zoneID: 999999)
    } }
  }`;

  it('answers a known character with zone rankings in the real JSON shape, the same every time', async () => {
    const variables = { name: knownName.toUpperCase(), slug: wotlkRealm.serverSlug, region: 'eu' };
    const first = await graphqlRequest(query, variables);
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    const character = first.body.data.characterData.character;
    expect(character.name).toBe(knownName);
    expect(character.server).toEqual({ slug: wotlkRealm.serverSlug, region: { slug: 'eu' } });
    expect(character.level).toBe(80);
    const icc = character.icc;
    expect(icc.zone).toBe(1020);
    expect(typeof icc.bestPerformanceAverage).toBe('number');
    expect(icc.rankings).toHaveLength(12);
    expect(icc.rankings[0]).toMatchObject({ encounter: { id: 845, name: 'Lord Marrowgar' } });
    const killed = icc.rankings.filter((r: { totalKills: number }) => r.totalKills > 0);
    expect(killed.length).toBeGreaterThan(0);
    for (const ranking of killed) {
      expect(ranking.rankPercent).toBeGreaterThanOrEqual(0);
      expect(ranking.rankPercent).toBeLessThanOrEqual(100);
    }
    expect(character.nowhere).toMatchObject({ bestPerformanceAverage: null, rankings: [] });
    expect(character.gameData.global.equipped_item_level).toBeGreaterThanOrEqual(200);

    const second = await graphqlRequest(query, variables);
    expect(second.body).toEqual(first.body);
  });

  it("answers a name the demo seeds on one realm in several expansions with the figures of the zones' expansion", async () => {
    const mop = expansionCatalogue('mop');
    const mopRealm = mop.servers.find((server) => server.id === demoRealmId(mop.servers));
    const mopZone = mop.zones.find((zone) => zone.logzone && !zone.dontAskLogs)?.logzone;
    const wotlkZone = wotlk.zones.find((zone) => zone.logzone && !zone.dontAskLogs)?.logzone;
    // The test is about a shared realm: the demo realm of both expansions must be the same one.
    expect(mopRealm?.serverSlug).toBe(wotlkRealm.serverSlug);
    expect(demoCharacters('mop', mop.classes, mopRealm?.id ?? 0)[0]?.name).toBe(knownName);
    const zoneQuery = (zone: number | undefined) => `query ($name: String, $slug: String, $region: String) {
      characterData { character(name: $name, serverSlug: $slug, serverRegion: $region) {
        gameData
        z: zoneRankings(zoneID: ${zone})
      } }
    }`;
    const variables = { name: knownName, slug: wotlkRealm.serverSlug, region: 'eu' };
    const itemLevel = async (zone: number | undefined) =>
      (await graphqlRequest(zoneQuery(zone), variables)).body.data.characterData.character.gameData.global
        .equipped_item_level;
    expect(await itemLevel(mopZone)).toBe(characterFigures('mop', 0).ilvl);
    expect(await itemLevel(wotlkZone)).toBe(characterFigures('wotlk', 0).ilvl);
  });

  it('gives null rankings for a known character without logs, and unkilled encounters for a foreign spec', async () => {
    const nologs = await graphqlRequest(query, {
      name: WCL_NO_LOGS_CHARACTER,
      slug: wotlkRealm.serverSlug,
      region: 'EU',
    });
    expect(nologs.body.data.characterData.character.icc.bestPerformanceAverage).toBeNull();
    const foreign = await graphqlRequest(
      `{ characterData { character(name: "${knownName}", serverSlug: "${wotlkRealm.serverSlug}", serverRegion: "EU") {
        zoneRankings(zoneID: 1020, specName: "Brewmaster") } } }`,
    );
    const rankings = foreign.body.data.characterData.character.zoneRankings;
    expect(rankings.bestPerformanceAverage).toBeNull();
    expect(rankings.rankings.every((r: { totalKills: number }) => r.totalKills === 0)).toBe(true);
  });

  it('resolves an unknown character to null, like the real API', async () => {
    const response = await graphqlRequest(query, {
      name: 'Nobodyhere',
      slug: wotlkRealm.serverSlug,
      region: 'EU',
    });
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.characterData.character).toBeNull();
  });

  it('answers several characters in one request through aliases, Cyrillic names included', async () => {
    const russian = demoCharacters('wotlk', wotlk.classes, wotlkRealm.id).find((c) => c.serverId === 10024);
    const ruRealm = wotlk.servers.find((s) => s.id === 10024);
    const response = await graphqlRequest(
      `query ($ru: String) { characterData {
        a: character(name: "${knownName}", serverSlug: "${wotlkRealm.serverSlug}", serverRegion: "EU") { name }
        b: character(name: "Unlinkedhero", serverSlug: "${wotlkRealm.serverSlug}", serverRegion: "EU") { name classID }
        c: character(name: "Ghost", serverSlug: "${wotlkRealm.serverSlug}", serverRegion: "EU") { name }
        d: character(name: $ru, serverSlug: "${ruRealm?.serverSlug ?? ''}", serverRegion: "EU") { name }
      } }`,
      { ru: russian?.name ?? '' },
    );
    const data = response.body.data.characterData;
    expect(data.a.name).toBe(knownName);
    expect(data.b).toEqual({ name: 'Unlinkedhero', classID: 11 });
    expect(data.c).toBeNull();
    if (russian && ruRealm) expect(data.d.name).toBe(russian.name);
    expect(wcl.requests().filter((r) => r.path === '/api/v2/client')).toHaveLength(1);
  });

  it('reports GraphQL errors for an invalid query', async () => {
    const response = await graphqlRequest('{ characterData { character(name: "x") { nope } } }');
    expect(response.body.errors?.[0]?.message).toMatch(/nope/);
  });
});

describe('Warcraft Logs stand-in: rate limit and faults', () => {
  it('counts points in rateLimitData and answers 429 once the hour is spent', async () => {
    const accessToken = await token();
    const before = await graphqlRequest(
      '{ rateLimitData { limitPerHour pointsSpentThisHour pointsResetIn } }',
      undefined,
      accessToken,
    );
    const first = before.body.data.rateLimitData;
    expect(first.limitPerHour).toBe(3600);
    expect(first.pointsResetIn).toBeGreaterThan(0);
    expect(first.pointsResetIn).toBeLessThanOrEqual(3600);
    const after = await graphqlRequest('{ rateLimitData { pointsSpentThisHour } }', undefined, accessToken);
    expect(after.body.data.rateLimitData.pointsSpentThisHour).toBeGreaterThan(first.pointsSpentThisHour);

    await fetch(`${wcl.url}/__rateLimit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pointsSpentThisHour: 3600 }),
    });
    const spent = await graphqlRequest('{ rateLimitData { limitPerHour } }', undefined, accessToken);
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    await fetch(`${wcl.url}/__rateLimit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pointsSpentThisHour: 0 }),
    });
  });

  it('injects a 429 with retry-after and a 5xx for the given count, then recovers; records every request', async () => {
    const accessToken = await token();
    const fault = async (body: Record<string, unknown>) =>
      fetch(`${wcl.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await fault({ path: '^/api/v2/client$', status: 429, retryAfter: 7, count: 1 })).status).toBe(
      204,
    );
    expect((await fault({ path: '^/api/v2/client$', status: 503, count: 2 })).status).toBe(204);
    const query = '{ rateLimitData { limitPerHour } }';
    const limited = await graphqlRequest(query, undefined, accessToken);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await graphqlRequest(query, undefined, accessToken)).status).toBe(503);
    expect((await graphqlRequest(query, undefined, accessToken)).status).toBe(503);
    expect((await graphqlRequest(query, undefined, accessToken)).status).toBe(200);

    await fault({ path: 'oauth', status: 500, count: 5 });
    await fetch(`${wcl.url}/__faults`, { method: 'DELETE' });
    expect((await graphqlRequest(query)).status).toBe(200);

    const recorded = (await (await fetch(`${wcl.url}/__requests`)).json()) as Array<{ path: string }>;
    expect(recorded.map((r) => r.path)).toEqual([
      '/oauth/token',
      '/api/v2/client',
      '/api/v2/client',
      '/api/v2/client',
      '/api/v2/client',
      '/oauth/token',
      '/api/v2/client',
    ]);
    expect((await fetch(`${wcl.url}/__requests`, { method: 'DELETE' })).status).toBe(204);
    expect(wcl.requests()).toEqual([]);
  });
});
