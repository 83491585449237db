import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator) there
const THRALL = '210000000000000003'; // holds the Raid Leader role there
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002';

const cookies: Record<string, string> = {};
const t = useTestApp();

beforeAll(async () => {
  for (const id of [ARTHAS, JAINA, THRALL]) {
    await createUser(t.database.db, { id });
    cookies[id] = await createSession(t.database.db, id);
  }
  await t.database.db
    .insertInto('guilds')
    .values({ id: FROSTMOURNE, name: 'Frostmourne Raiders', owner_id: ARTHAS })
    .execute();
  await t.database.db
    .insertInto('guild_leader_roles')
    .values({ guild_id: FROSTMOURNE, role_id: '320000000000000002' })
    .execute();
});

const save = (userId: string | null, questions: unknown, server = FROSTMOURNE) =>
  t.app.inject({
    method: 'POST',
    url: '/api/setQuestions',
    ...(userId ? { headers: { cookie: cookies[userId] ?? '' } } : {}),
    payload: { server, questions },
  });

const read = (userId: string | null, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/questions?${query}`,
    ...(userId ? { headers: { cookie: cookies[userId] ?? '' } } : {}),
  });

type Question = { id: number; question: string; answer: string | null };

describe('sign-up questions', () => {
  it('asks a visitor to log in', async () => {
    expect((await read(null, `server=${FROSTMOURNE}`)).statusCode).toBe(401);
    const answer = await save(null, ['Discord nick?']);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'loginRequired' });
  });

  it('has none until a manager saves some', async () => {
    expect((await read(THRALL, `server=${FROSTMOURNE}`)).json()).toEqual([]);
    expect((await read(THRALL, `server=${HORDE}`)).json()).toEqual([]);
  });

  it('saves the whole list in order, and a later save replaces it', async () => {
    const first = await save(ARTHAS, ['Discord nick?', 'Can you stay late?', 'Flasks?']);
    expect(first.statusCode).toBe(200);
    expect(first.json().map((q: Question) => q.question)).toEqual([
      'Discord nick?',
      'Can you stay late?',
      'Flasks?',
    ]);
    expect(first.json().every((q: Question) => q.answer === null)).toBe(true);

    const second = await save(JAINA, ['  Flasks?  ', 'Main role?']);
    expect(second.statusCode).toBe(200);
    const listed = (await read(THRALL, `server=${FROSTMOURNE}`)).json();
    expect(listed.map((q: Question) => q.question)).toEqual(['Flasks?', 'Main role?']);
    // A question kept by text keeps its id, so the answers players gave to it stay attached.
    expect(listed[0].id).toBe(first.json()[2].id);

    expect((await save(ARTHAS, [])).json()).toEqual([]);
    expect((await read(THRALL, `server=${FROSTMOURNE}`)).json()).toEqual([]);
  });

  it('accepts 5 questions of 45 characters and refuses a sixth, a 46th character or a NUL with 400 naming it', async () => {
    const five = ['a', 'b', 'c', 'd', 'x'.repeat(45)];
    expect((await save(ARTHAS, five)).statusCode).toBe(200);

    for (const [questions, path, code] of [
      [[...five.slice(0, 4), 'e', 'f'], 'questions', 'too_big'],
      [['y'.repeat(46)], 'questions.0', 'too_big'],
      [['ok', ''], 'questions.1', 'too_small'],
      [['   '], 'questions.0', 'too_small'],
      [['Flasks?\0'], 'questions.0', 'control_character'],
    ] as const) {
      const answer = await save(ARTHAS, [...questions]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        code: 'invalidRequest',
        error: `Invalid request: ${path}`,
        issues: [{ path, code }],
      });
    }
    // A refused save changes nothing.
    expect((await read(ARTHAS, `server=${FROSTMOURNE}`)).json().map((q: Question) => q.question)).toEqual(
      five,
    );
  });

  it('counts characters, not bytes: 45 Cyrillic letters fit', async () => {
    expect((await save(ARTHAS, ['я'.repeat(45)])).statusCode).toBe(200);
  });

  it('refuses a raid leader who is not an administrator, and a server the bot is not in', async () => {
    const answer = await save(THRALL, ['Mine?']);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ code: 'forbidden', error: 'You do not have permission to do this' });
    expect((await save(ARTHAS, ['Mine?'], HORDE)).statusCode).toBe(403); // not a member there
    expect((await save(ARTHAS, ['Mine?'], '310000000000000999')).statusCode).toBe(404);
  });

  it("answers the caller's own answers for a raid", async () => {
    const [nick, late] = (await save(ARTHAS, ['Discord nick?', 'Can you stay late?'])).json() as Question[];
    if (!nick || !late) throw new Error('questions not saved');
    const leaderChar = await createCharacter(t.database.db, ARTHAS);
    const raid = await createRaid(
      t.database.db,
      { userId: ARTHAS, charId: leaderChar.id },
      { discord_server: FROSTMOURNE },
    );
    const thrallChar = await createCharacter(t.database.db, THRALL);
    await createRecord(
      t.database.db,
      raid,
      { charId: thrallChar.id, userId: THRALL },
      {
        answers: JSON.stringify({ [nick.id]: 'Thrall#4242', [late.id]: 'yes' }),
      },
    );
    const jainaChar = await createCharacter(t.database.db, JAINA);
    await createRecord(
      t.database.db,
      raid,
      { charId: jainaChar.id, userId: JAINA },
      {
        answers: JSON.stringify({ [nick.id]: 'Jaina' }),
      },
    );

    const thralls = await read(THRALL, `server=${FROSTMOURNE}&raid=${raid.id}`);
    expect(thralls.statusCode).toBe(200);
    expect(thralls.json()).toEqual([
      { id: nick.id, question: 'Discord nick?', answer: 'Thrall#4242' },
      { id: late.id, question: 'Can you stay late?', answer: 'yes' },
    ]);
    expect(
      (await read(JAINA, `server=${FROSTMOURNE}&raid=${raid.id}`)).json().map((q: Question) => q.answer),
    ).toEqual(['Jaina', null]);
    expect(
      (await read(ARTHAS, `server=${FROSTMOURNE}&raid=${raid.id}`)).json().map((q: Question) => q.answer),
    ).toEqual([null, null]);

    const missing = await read(THRALL, `server=${HORDE}&raid=${raid.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'raidNotFound', error: 'Raid not found' });
    expect((await read(THRALL, `server=${FROSTMOURNE}&raid=999999`)).statusCode).toBe(404);
    expect((await read(THRALL, `server=${FROSTMOURNE}&raid=abc`)).statusCode).toBe(400);
  });
});
