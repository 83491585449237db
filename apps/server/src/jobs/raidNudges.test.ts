import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
} from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';
import { sendDueNudges } from './raidNudges.js';

/** Frostmourne Raiders (tools/stand-ins/src/demoWorld.ts): Sylvanas and Illidan hold its Raider role. */
const FROSTMOURNE = '310000000000000001';
const RAIDER = '320000000000000003';
const JAINA = '210000000000000002'; // leads the raids; an Officer, not a Raider
const SYLVANAS = '210000000000000004';
const ILLIDAN = '210000000000000005'; // reads Russian
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let leaderCookie: string;
const chars: Record<string, number> = {};

const t = useTestApp();

beforeAll(async () => {
  for (const id of [JAINA, SYLVANAS, ILLIDAN]) {
    await createUser(t.deps.db, { id, language: id === ILLIDAN ? 'ru' : 'en' });
    chars[id] = (await createCharacter(t.deps.db, id)).id;
  }
  leaderCookie = await createSession(t.deps.db, JAINA);
});
beforeEach(async () => {
  await t.deps.db.deleteFrom('discord_outbox').execute();
  await t.deps.db.deleteFrom('raids').execute();
});
afterEach(() => {
  t.setNow(null);
});

/** A raid of Jaina's in Frostmourne Raiders, which expects its Raiders and nudges a day and two hours ahead. */
let nextDay = 0;
async function nudgingRaid(leads = [1440, 120]) {
  const start = new Date(Math.ceil((Date.now() + (3 + ++nextDay) * 24 * HOUR) / MINUTE) * MINUTE);
  const raid = await createRaid(
    t.deps.db,
    { userId: JAINA, charId: chars[JAINA] ?? 0 },
    { discord_server: FROSTMOURNE, date: start },
  );
  await t.deps.db
    .updateTable('guilds')
    .set({ expected_roles: [RAIDER], nudge_minutes: leads })
    .where('id', '=', FROSTMOURNE)
    .execute();
  return {
    raid,
    at: (minutesBefore: number) => t.setNow(new Date(start.getTime() - minutesBefore * MINUTE)),
  };
}

async function nudges() {
  const rows = await t.deps.db
    .selectFrom('discord_outbox')
    .select(['user_id', 'content'])
    .where('kind', '=', 'directMessage')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ to: row.user_id, content: row.content ?? '' }));
}

describe('nudges', () => {
  it('nudges each expected member who has not answered once per lead, in their language', async () => {
    const { raid, at } = await nudgingRaid();
    at(1441);
    expect(await sendDueNudges(t.deps)).toBe(0);

    at(1440);
    expect(await sendDueNudges(t.deps)).toBe(2);
    const sent = await nudges();
    expect(sent.map((nudge) => nudge.to).sort()).toEqual([SYLVANAS, ILLIDAN].sort());
    expect(sent.find((nudge) => nudge.to === SYLVANAS)?.content).toContain('you have not answered yet');
    expect(sent.find((nudge) => nudge.to === ILLIDAN)?.content).toContain('вы ещё не ответили');
    expect(sent[0]?.content).toContain(`/raids/${raid.id}?subdomain=wotlk`);

    // Again, and as a restarted process would (its own deps on the same database): nothing more.
    at(1430);
    expect(await sendDueNudges(t.deps)).toBe(0);
    expect(await sendDueNudges({ ...t.deps, now: () => new Date(raid.date.getTime() - 1400 * MINUTE) })).toBe(
      0,
    );
    expect(await nudges()).toHaveLength(2);

    at(120);
    expect(await sendDueNudges(t.deps)).toBe(2);
    expect(await nudges()).toHaveLength(4);
  });

  it('leaves alone a member who signed up or marked Absence before the nudge', async () => {
    const { raid, at } = await nudgingRaid();
    await createRecord(t.deps.db, raid, { userId: SYLVANAS, charId: chars[SYLVANAS] ?? 0 });
    await createRecord(
      t.deps.db,
      raid,
      { userId: ILLIDAN, charId: chars[ILLIDAN] ?? 0 },
      { status: 'absence' },
    );
    at(1440);
    expect(await sendDueNudges(t.deps)).toBe(0);
    expect(await nudges()).toEqual([]);
  });

  it('sends only the latest lead when several have come (the server was down)', async () => {
    const { at } = await nudgingRaid();
    at(60);
    expect(await sendDueNudges(t.deps)).toBe(2);
    at(30);
    expect(await sendDueNudges(t.deps)).toBe(0);
    expect(await nudges()).toHaveLength(2);
  });

  it('sends none for a canceled raid, a started one, or a server that expects nobody', async () => {
    const { raid, at } = await nudgingRaid();
    await t.deps.db
      .updateTable('raids')
      .set({ canceled: true, canceled_reason: 'Tank ill' })
      .where('id', '=', raid.id)
      .execute();
    at(1440);
    expect(await sendDueNudges(t.deps)).toBe(0);

    const started = await nudgingRaid();
    started.at(-1);
    expect(await sendDueNudges(t.deps)).toBe(0);

    const quiet = await nudgingRaid();
    await t.deps.db.updateTable('guilds').set({ expected_roles: [] }).where('id', '=', FROSTMOURNE).execute();
    quiet.at(1440);
    expect(await sendDueNudges(t.deps)).toBe(0);
    expect(await nudges()).toEqual([]);
  });
});

describe('GET /api/unanswered', () => {
  const ask = (raidId: number, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/unanswered?subdomain=wotlk&raid=${raidId}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('shows the leader the expected members who have not answered yet', async () => {
    const { raid } = await nudgingRaid();
    await createRecord(t.deps.db, raid, { userId: SYLVANAS, charId: chars[SYLVANAS] ?? 0 });
    const answer = await ask(raid.id, leaderCookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ expected: 2, unanswered: [{ userId: ILLIDAN, name: 'Иллидан' }] });
  });

  it('is the leader’s alone', async () => {
    const { raid } = await nudgingRaid();
    expect((await ask(raid.id)).statusCode).toBe(401);
    const other = await createSession(t.deps.db, SYLVANAS);
    expect((await ask(raid.id, other)).statusCode).toBe(403);
  });
});
