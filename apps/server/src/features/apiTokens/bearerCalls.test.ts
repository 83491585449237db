import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const SYLVANAS = '210000000000000005'; // owner of the Horde's server
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002';
const TEXT_CHANNEL = '330000000000000001';
const ICC = 8;
const TOKEN_LIMIT = 20;

let arthasCookie: string;
let arthasChar: number;
let ownRaid: number;
let otherRaid: number;
const t = useTestApp({}, { rateLimits: { tokens: { max: TOKEN_LIMIT, windowMs: 60_000 } } });

beforeAll(async () => {
  await createUser(t.deps.db, { id: ARTHAS });
  await createUser(t.deps.db, { id: SYLVANAS });
  arthasCookie = await createSession(t.deps.db, ARTHAS);
  arthasChar = (await createCharacter(t.deps.db, ARTHAS, { class: 1, spec: 73 })).id;
  const sylvanasChar = (await createCharacter(t.deps.db, SYLVANAS)).id;
  ownRaid = (
    await createRaid(t.deps.db, { userId: ARTHAS, charId: arthasChar }, { discord_server: FROSTMOURNE })
  ).id;
  otherRaid = (
    await createRaid(t.deps.db, { userId: SYLVANAS, charId: sylvanasChar }, { discord_server: HORDE })
  ).id;
});

async function newToken(scope: 'read' | 'write'): Promise<{ id: number; secret: string }> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/createApiToken',
    headers: { cookie: arthasCookie },
    payload: { server: FROSTMOURNE, name: `${scope} token`, scope },
  });
  const { token, secret } = answer.json();
  return { id: token.id, secret };
}

const bearer = (secret: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${secret}`,
  ...extra,
});
const getRaids = (secret: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/raids?subdomain=wotlk${query}`, headers: bearer(secret) });

let nextDay = 2;
function raidPayload(overrides: Record<string, unknown> = {}) {
  return {
    server: testRealm().id,
    faction: 2,
    zone: ICC,
    size: 25,
    difficulty: 2,
    lootSystem: 1,
    requiredLogs: 50,
    char: arthasChar,
    discordServer: FROSTMOURNE,
    discordChannel: TEXT_CHANNEL,
    date: new Date(Math.ceil(Date.now() / 60_000) * 60_000 + ++nextDay * 86_400_000).toISOString(),
    ...overrides,
  };
}
const refreshRaid = (secret: string, payload: object, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/refreshRaid?subdomain=wotlk',
    headers: bearer(secret, extra),
    payload,
  });

describe('a read token', () => {
  it("lists its community's raids only, and reads one of them", async () => {
    const { secret } = await newToken('read');
    const listed = await getRaids(secret);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().data.map((raid: { id: number }) => raid.id);
    expect(ids).toContain(ownRaid);
    expect(ids).not.toContain(otherRaid);
    expect((await getRaids(secret, `&guild=${FROSTMOURNE}`)).json().data).toHaveLength(ids.length);
    expect((await getRaids(secret, `&id=${ownRaid}`)).json().data[0].id).toBe(ownRaid);
  });

  it("answers 403 for another community's list or raid", async () => {
    const { secret } = await newToken('read');
    expect((await getRaids(secret, `&guild=${HORDE}`)).json()).toMatchObject({
      code: 'apiTokenOtherCommunity',
    });
    expect((await getRaids(secret, `&id=${otherRaid}`)).statusCode).toBe(403);
    // A raid that does not exist answers as it does for anyone.
    expect((await getRaids(secret, '&id=999999')).statusCode).toBe(404);
  });

  it('cannot write, nor call anything about its creator', async () => {
    const { secret } = await newToken('read');
    const write = await refreshRaid(secret, raidPayload());
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'apiTokenCallRefused' });
    for (const url of ['/api/chars', '/api/sessions', `/api/apiTokens?server=${FROSTMOURNE}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(secret) })).statusCode).toBe(403);
    }
  });

  it('records its last use', async () => {
    const { id, secret } = await newToken('read');
    await getRaids(secret);
    const row = await t.deps.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).toBeInstanceOf(Date);
  });
});

describe('a write token', () => {
  it('creates a raid of its community, led by its creator, from another site and with no cookie', async () => {
    const { secret } = await newToken('write');
    const answer = await refreshRaid(secret, raidPayload(), { 'sec-fetch-site': 'cross-site' });
    expect(answer.json()).toMatchObject({ success: true });
    const { id } = answer.json();
    const raid = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(raid).toMatchObject({ user_id: ARTHAS, discord_server: FROSTMOURNE });
  });

  it("refuses another community's raids", async () => {
    const { secret } = await newToken('write');
    const create = await refreshRaid(secret, raidPayload({ discordServer: HORDE }));
    expect(create.json()).toMatchObject({ code: 'apiTokenOtherCommunity' });
    const cancel = await refreshRaid(secret, { id: otherRaid, canceled: 1, reason: 'no' });
    expect(cancel.statusCode).toBe(403);
    const stillActive = await t.deps.db
      .selectFrom('raids')
      .select('canceled')
      .where('id', '=', otherRaid)
      .executeTakeFirstOrThrow();
    expect(stillActive.canceled).toBeFalsy();
  });
});

describe('a refused token', () => {
  it('answers 401 when revoked, unknown or malformed, in the caller language, cookie or not', async () => {
    const { id, secret } = await newToken('read');
    expect((await getRaids(secret)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/revokeApiToken',
      headers: { cookie: arthasCookie },
      payload: { server: FROSTMOURNE, id },
    });
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/raids?subdomain=wotlk',
      headers: { ...bearer(secret), cookie: arthasCookie, 'accept-language': 'ru' },
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ code: 'invalidApiToken', error: 'API-токен неизвестен или отозван' });
    expect((await getRaids(`rp_${'A'.repeat(43)}`)).statusCode).toBe(401);
    expect((await getRaids('not-a-token')).json()).toMatchObject({ code: 'invalidApiToken' });
  });

  it('answers 429 with Retry-After past the per-token limit, other tokens unaffected', async () => {
    const { secret } = await newToken('read');
    const statuses: number[] = [];
    let retryAfter: string | string[] | undefined;
    for (let call = 0; call < TOKEN_LIMIT + 10; call++) {
      const answer = await getRaids(secret);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) retryAfter ??= answer.headers['retry-after'];
    }
    expect(statuses.slice(0, TOKEN_LIMIT / 2).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const fresh = await newToken('read');
    expect((await getRaids(fresh.secret)).statusCode).toBe(200);
  });
});
