import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCharacter, createSession, createUser, testRealm } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const FROSTMOURNE = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const ICC = 8;
const DAY = 86_400_000;

let cookie: string;
let tokenSecret: string;
let arthasChar: number;
const t = useTestApp();

beforeAll(async () => {
  await createUser(t.deps.db, { id: ARTHAS });
  cookie = await createSession(t.deps.db, ARTHAS);
  arthasChar = (await createCharacter(t.deps.db, ARTHAS, { class: 1, spec: 73 })).id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/createApiToken',
    headers: { cookie },
    payload: { server: FROSTMOURNE, name: 'Retrying bot', scope: 'write' },
  });
  tokenSecret = created.json().secret;
});
afterEach(() => t.setNow(null));

let nextDay = 3;
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
    date: new Date(Math.ceil(Date.now() / 60_000) * 60_000 + ++nextDay * DAY).toISOString(),
    ...overrides,
  };
}

type Caller = 'session' | 'token';
const callerHeaders = (caller: Caller) =>
  caller === 'session' ? { cookie } : { authorization: `Bearer ${tokenSecret}` };
const post = (caller: Caller, key: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/refreshRaid?subdomain=wotlk',
    headers: { ...callerHeaders(caller), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });

const raidsOn = async (date: string) =>
  t.deps.db.selectFrom('raids').select('id').where('date', '=', new Date(date)).execute();

describe('Idempotency-Key on creating a raid', () => {
  it.each(['session', 'token'] as const)(
    'makes one raid of 10 concurrent retries (%s), all answered with its id',
    async (caller) => {
      const payload = raidPayload();
      const key = `retry-${caller}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(caller, key, payload)));
      const raids = await raidsOn(payload.date);
      expect(raids).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ success: true, id: raids[0]?.id });
      }
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
      const history = await t.deps.db
        .selectFrom('history')
        .select('id')
        .where('raid_id', '=', raids[0]?.id ?? 0)
        .where('event', '=', 'createRaid')
        .execute();
      expect(history).toHaveLength(1);
    },
  );

  it('refuses the same key with another payload', async () => {
    const payload = raidPayload();
    expect((await post('session', 'changed-body', payload)).statusCode).toBe(200);
    const changed = await post('session', 'changed-body', { ...payload, comment: 'Other text' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'idempotencyKeyReused' });
    expect(await raidsOn(payload.date)).toHaveLength(1);
  });

  it('keeps keys per caller: a token and its creator using the same key act separately', async () => {
    const payload = raidPayload();
    const first = (await post('session', 'shared-key', payload)).json();
    // The token acts as Arthas too, so the second raid on that date is the existing one, not a replay.
    const second = await post('token', 'shared-key', payload);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()).toEqual({ exist: first.id });
  });

  it('replays a refusal, and forgets a key after a day', async () => {
    const soon = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000).toISOString();
    const refused = await post('token', 'day-old', raidPayload({ date: soon }));
    expect(refused.json()).toMatchObject({ code: 'startTooSoon' });
    const again = await post('token', 'day-old', raidPayload({ date: soon }));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(refused.body);
    // A day later (tokens, unlike the test's session, do not expire) the key is free for another payload.
    t.setNow(new Date(Date.now() + DAY + 60_000));
    const fresh = await post(
      'token',
      'day-old',
      raidPayload({ date: new Date(Date.now() + 40 * DAY).toISOString() }),
    );
    expect(fresh.json()).toMatchObject({ success: true });
  });

  it('refuses a malformed key, and changes nothing without one', async () => {
    const bad = await post('session', 'has space', raidPayload());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: 'Idempotency-Key', code: 'invalid_value' }]);
    const payload = raidPayload();
    const [one, two] = await Promise.all([post('session', null, payload), post('session', null, payload)]);
    const ids = [one?.json(), two?.json()].map((answer) => answer.id ?? answer.exist);
    expect(ids[0]).toBe(ids[1]);
  });
});
