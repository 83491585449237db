import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { characterFigures } from './demoFigures.js';
import { demoCharacters, demoRealmId } from './demoWorld.js';
import { startWclStandIn, WCL_NO_LOGS_CHARACTER, type WclStandIn } from './wclStandIn.js';
import type { WclSite } from '@raid/domain/catalogue/types';

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

async function graphqlRequest(
  query: string,
  variables?: Record<string, unknown>,
  accessToken?: string,
  site: WclSite = 'classic',
) {
  const response = await fetch(wcl.apiUrl(site), {
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
    const noToken = await fetch(wcl.apiUrl('classic'), {
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
    expect(wcl.requests().filter((r) => r.path === '/classic/api/v2/client')).toHaveLength(1);
  });
});

describe('Warcraft Logs stand-in: each site its own API and characters', () => {
  it('serves every site under its own prefix and knows a character only on its realm site', async () => {
    const lookup = `query ($name: String!, $slug: String!, $region: String!) {
      characterData { character(name: $name, serverSlug: $slug, serverRegion: $region) { name } } }`;
    const variables = { name: knownName, slug: wotlkRealm.serverSlug, region: 'EU' };
    const found = async (site: WclSite) =>
      (await graphqlRequest(lookup, variables, undefined, site)).body.data.characterData.character;
    expect(await found('classic')).toEqual({ name: knownName });
    for (const site of ['www', 'vanilla', 'fresh', 'sod'] as const) expect(await found(site)).toBeNull();
    const bare = await fetch(`${wcl.url}/api/v2/client`, { method: 'POST' });
    expect(bare.status).toBe(404);
  });
});

describe('Warcraft Logs stand-in: documents the real schema refuses', () => {
  /** The real answer to a refused document: HTTP 200, no data, errors with message / locations / category. */
  async function refusal(query: string, variables?: Record<string, unknown>) {
    const response = await graphqlRequest(query, variables);
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('data');
    expect(response.body.errors.length).toBeGreaterThan(0);
    for (const error of response.body.errors) {
      expect(error).toMatchObject({ message: expect.any(String), extensions: { category: 'graphql' } });
    }
    return response.body.errors as Array<{
      message: string;
      locations?: Array<{ line: number; column: number }>;
    }>;
  }

  it('refuses a field Character does not have, with its line and column', async () => {
    const errors = await refusal('{ characterData { character(name: "x") { nope } } }');
    expect(errors).toEqual([
      {
        message: 'Cannot query field "nope" on type "Character". Did you mean "name"?',
        locations: [{ line: 1, column: 42 }],
        extensions: { category: 'graphql' },
      },
    ]);
  });

  it('refuses a metric outside CharacterRankingMetricType, an unknown argument and a mistyped variable', async () => {
    const character = `character(name: "${knownName}", serverSlug: "${wotlkRealm.serverSlug}", serverRegion: "EU")`;
    const [badEnum] = await refusal(
      `{ characterData { ${character} { zoneRankings(zoneID: 1020, metric: healing) } } }`,
    );
    expect(badEnum?.message).toMatch(/"healing".*CharacterRankingMetricType/);
    const [badArgument] = await refusal(`{ characterData { ${character} { zoneRankings(zone: 1020) } } }`);
    expect(badArgument?.message).toMatch(/^Unknown argument "zone" on field "Character.zoneRankings"\./);
    const [badVariable] = await refusal(
      `query ($m: String) { characterData { ${character} { zoneRankings(zoneID: 1020, metric: $m) } } }`,
      { m: 'hps' },
    );
    expect(badVariable?.message).toBe(
      'Variable "$m" of type "String" used in position expecting type "CharacterRankingMetricType".',
    );
  });

  it('refuses a syntax error and a declared variable no field uses', async () => {
    const [syntax] = await refusal('{ characterData { character(name: "x") { name }');
    expect(syntax?.message).toMatch(/^Syntax Error/);
    expect(syntax?.locations?.[0]?.line).toBe(1);
    const [unused] = await refusal('query ($p: String) { rateLimitData { limitPerHour } }', { p: 'x' });
    expect(unused?.message).toBe('Variable "$p" is never used.');
  });

  it('accepts the document the server sends, with the metric as the enum and the spec slug', async () => {
    const response = await graphqlRequest(
      `query ($n: String!, $s: String!, $r: String!, $p: String, $m: CharacterRankingMetricType) {
        characterData { character(name: $n, serverSlug: $s, serverRegion: $r) { name classID gameData
          z1020: zoneRankings(zoneID: 1020, specName: $p, metric: $m, size: 25, difficulty: 4) } }
        rateLimitData { limitPerHour pointsSpentThisHour pointsResetIn } }`,
      { n: knownName, s: wotlkRealm.serverSlug, r: 'EU', p: 'Holy', m: 'hps' },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.characterData.character.z1020).toMatchObject({
      metric: 'hps',
      size: 25,
      difficulty: 4,
    });
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
    expect(
      (await fault({ path: '^/classic/api/v2/client$', status: 429, retryAfter: 7, count: 1 })).status,
    ).toBe(204);
    expect((await fault({ path: '^/classic/api/v2/client$', status: 503, count: 2 })).status).toBe(204);
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
      '/classic/api/v2/client',
      '/classic/api/v2/client',
      '/classic/api/v2/client',
      '/classic/api/v2/client',
      '/oauth/token',
      '/classic/api/v2/client',
    ]);
    expect((await fetch(`${wcl.url}/__requests`, { method: 'DELETE' })).status).toBe(204);
    expect(wcl.requests()).toEqual([]);
  });
});
