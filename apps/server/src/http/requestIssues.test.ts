import { beforeAll, describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createSession, createUser, testRealm } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';

let cookie: string;
let raidId: number;
let userId: string;

const t = useTestApp();

beforeAll(async () => {
  userId = (await createUser(t.deps.db)).id;
  cookie = await createSession(t.deps.db, userId);
  const character = await createCharacter(t.deps.db, userId);
  raidId = (await createRaid(t.deps.db, { userId, charId: character.id })).id;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('400 answers name the field and the reason (issue 12)', () => {
  it('refuses a NUL byte in a cancel reason with 400, where PostgreSQL would have failed', async () => {
    const answer = await post('/api/refreshRaid', {
      id: raidId,
      canceled: 1,
      reason: 'Not\u0000enough tanks',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'invalidRequest',
      error: 'Invalid request: reason',
      issues: [{ path: 'reason', code: 'control_character' }],
    });
    const raid = await t.deps.db
      .selectFrom('raids')
      .select('canceled')
      .where('id', '=', raidId)
      .executeTakeFirst();
    expect(raid?.canceled).toBe(false);
  });

  it('names the field of the branch the client meant, nested paths with dots, in the caller language', async () => {
    const answer = await post(
      '/api/moveRecords',
      { raidID: raidId, records: [{ id: 1, slot: 'two' }] },
      { cookie, 'accept-language': 'ru' },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'invalidRequest',
      error: 'Некорректный запрос: records.0.slot',
      issues: [{ path: 'records.0.slot', code: 'invalid_type' }],
    });
  });

  it('names every refused field, and the body itself when it is not an object or not JSON', async () => {
    const fields = await post('/api/setStatus', { record: -1, status: 'sleeping' });
    expect(fields.json().issues).toEqual([
      { path: 'record', code: 'too_small' },
      { path: 'status', code: 'invalid_value' },
    ]);
    const list = await post('/api/setStatus', [1, 2]);
    expect(list.json().issues).toEqual([{ path: 'body', code: 'invalid_type' }]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/setStatus',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"record": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().issues).toEqual([{ path: 'body', code: 'invalid_json' }]);
    const query = await t.app.inject({ url: '/api/records?raid=abc' });
    expect(query.json()).toMatchObject({ error: 'Invalid request: raid', issues: [{ path: 'raid' }] });
  });

  it("names the field a rule refuses, keeping the rule's own message", async () => {
    const answer = await post('/api/refreshChar?subdomain=wotlk', {
      name: 'Arthas2',
      server: testRealm().id,
      faction: 2,
      class: 1,
      spec: 71,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'invalidCharacterName',
      error: 'Enter the correct character name.',
      issues: [{ path: 'name', code: 'invalidCharacterName' }],
    });
  });
});

describe('the login is checked before the payload (issue 12)', () => {
  it('asks a visitor to log in whatever they send, and a user what is wrong with it', async () => {
    for (const payload of [{}, { comment: 42 }, ['not', 'an object']]) {
      const visitor = await post('/api/refreshRaid', payload, {});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ code: 'loginRequired' });
      expect((await post('/api/refreshRaid', payload)).statusCode).toBe(400);
    }
    const query = await t.app.inject({ url: '/api/charInfo?raid=x' });
    expect(query.statusCode).toBe(401);
  });
});
