import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';
import { hashTokenSecret } from './secret.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator) there
const THRALL = '210000000000000003'; // Raid Leader role only: no manager
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002'; // Sylvanas's server

const cookies: Record<string, string> = {};
const t = useTestApp();

beforeAll(async () => {
  for (const id of [ARTHAS, JAINA, THRALL]) {
    await createUser(t.deps.db, { id });
    cookies[id] = await createSession(t.deps.db, id);
  }
});

const as = (userId: string | null) => (userId ? { cookie: cookies[userId] ?? '' } : {});
const list = (userId: string | null, server = FROSTMOURNE) =>
  t.app.inject({ method: 'GET', url: `/api/apiTokens?server=${server}`, headers: as(userId) });
const create = (userId: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/createApiToken',
    headers: as(userId),
    payload: { server: FROSTMOURNE, name: 'Sheets', scope: 'read', ...payload },
  });
const revoke = (userId: string | null, id: number, server = FROSTMOURNE) =>
  t.app.inject({ method: 'POST', url: '/api/revokeApiToken', headers: as(userId), payload: { server, id } });

describe('API tokens in Settings', () => {
  it('are made by a manager and shown once, with the secret', async () => {
    const answer = await create(ARTHAS, { name: '  Guild bot ', scope: 'write' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token, secret } = answer.json();
    expect(secret).toMatch(/^rp_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Guild bot',
      scope: 'write',
      createdBy: { id: ARTHAS, name: expect.any(String) },
      lastUsedAt: null,
    });
    const listed = (await list(JAINA)).json().tokens;
    expect(listed).toContainEqual(token);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('keep only a hash of the secret', async () => {
    const { token, secret } = (await create(JAINA, { name: 'Hashed' })).json();
    const row = await t.deps.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashTokenSecret(secret));
    expect(Object.values(row).map(String)).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret.slice(3));
  });

  it('are listed, made and revoked by the server managers only', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(THRALL)).json()).toMatchObject({ code: 'forbidden' });
    expect((await create(THRALL, {})).statusCode).toBe(403);
    // Arthas manages Frostmourne, not the Horde's server.
    expect((await list(ARTHAS, HORDE)).statusCode).toBe(403);
    const { token } = (await create(ARTHAS, { name: 'To revoke' })).json();
    expect((await revoke(THRALL, token.id)).statusCode).toBe(403);
    expect((await list(ARTHAS)).json().tokens.map((each: { id: number }) => each.id)).toContain(token.id);
    expect((await revoke(JAINA, token.id)).json()).toEqual({ success: true });
    expect((await list(ARTHAS)).json().tokens.map((each: { id: number }) => each.id)).not.toContain(token.id);
    // Revoking again, or an id that is not the server's, is no error and changes nothing.
    expect((await revoke(JAINA, token.id)).json()).toEqual({ success: true });
  });

  it('refuse an empty name and an unknown scope', async () => {
    expect((await create(ARTHAS, { name: '   ' })).statusCode).toBe(400);
    expect((await create(ARTHAS, { scope: 'admin' })).json()).toMatchObject({ code: 'invalidRequest' });
  });

  it('stop at 25 per server', async () => {
    const { count } = await t.deps.db
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const more = 25 - Number(count);
    const answers = await Promise.all(
      Array.from({ length: more + 3 }, (_, index) => create(ARTHAS, { name: `Bot ${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(more);
    expect(answers.filter((answer) => answer.statusCode === 409)[0]?.json()).toMatchObject({
      code: 'tooManyApiTokens',
    });
  });
});
