import ICAL from 'ical.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createSession,
  createUser,
  snowflake,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

/** Demo Discord user (tools/stand-ins/src/demoWorld.ts); any user may lead here, the raids are written directly. */
const JAINA = '210000000000000002';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let jainaCookie: string;
let jainaChar: number;

const t = useTestApp();

beforeAll(async () => {
  await createUser(t.deps.db, { id: JAINA, language: 'en' });
  jainaChar = (await createCharacter(t.deps.db, JAINA)).id;
  jainaCookie = await createSession(t.deps.db, JAINA);
});

afterEach(() => {
  t.setNow(null);
});

let nextDay = 0;
/** A whole minute some days ahead, a different day for every raid (one leader, one raid per start). */
function futureStart(): Date {
  return new Date(Math.ceil((Date.now() + (2 + ++nextDay) * DAY) / MINUTE) * MINUTE);
}

async function player(language: 'en' | 'ru' = 'en') {
  const user = await createUser(t.deps.db, { language });
  const character = await createCharacter(t.deps.db, user.id);
  return { user, character, cookie: await createSession(t.deps.db, user.id) };
}

async function jainaRaid(guild: string, overrides: Parameters<typeof createRaid>[2] = {}) {
  return createRaid(t.deps.db, { userId: JAINA, charId: jainaChar }, { discord_server: guild, ...overrides });
}

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function feedAddress(cookie: string, regenerate = false): Promise<string> {
  const answer = await t.app.inject({
    method: regenerate ? 'POST' : 'GET',
    url: regenerate ? '/api/regenerateCalendarFeed' : '/api/calendarFeed',
    headers: { cookie },
  });
  expect(answer.statusCode).toBe(200);
  const { url } = answer.json<{ url: string }>();
  return new URL(url).pathname;
}

interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  status: string;
  sequence: number;
  url: string;
  description: string;
}

/** The feed read back by an independent iCalendar parser, times as UTC instants. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      sequence: event.sequence,
      url: String(component.getFirstPropertyValue('url')),
      description: event.description,
    };
  });
}

function reschedule(raid: Awaited<ReturnType<typeof jainaRaid>>, date: Date) {
  return t.app.inject({
    method: 'POST',
    url: '/api/refreshRaid?subdomain=wotlk',
    headers: { cookie: jainaCookie },
    payload: {
      id: raid.id,
      server: raid.server,
      faction: raid.faction,
      zone: raid.zone,
      size: raid.size,
      difficulty: raid.difficulty,
      lootSystem: raid.loot_system,
      requiredLogs: 10,
      char: raid.char_id,
      discordServer: raid.discord_server,
      discordChannel: raid.discord_channel,
      date: date.toISOString(),
      changeDate: 1,
      reason: 'Later start',
    },
  });
}

function cancel(raidId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/refreshRaid?subdomain=wotlk',
    headers: { cookie: jainaCookie },
    payload: { id: raidId, canceled: 1, reason: 'Not enough healers' },
  });
}

describe('community calendar feed', () => {
  it('lists the server’s raids in UTC with stable UIDs, the raid link, and no others', async () => {
    const guild = snowflake();
    await createGuild(t.deps.db, { id: guild, name: 'Frost Feeders', owner_id: JAINA });
    const start = futureStart();
    const raid = await jainaRaid(guild, { date: start, difficulty: 2, comment: 'Bring flasks' });
    await jainaRaid(snowflake(), { date: futureStart() });

    const answer = await get(`/api/calendar/g/${guild}.ics`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.body).toContain('X-WR-CALNAME:Frost Feeders: raids');
    expect(parseFeed(answer.body)).toEqual([
      {
        uid: `raid-${raid.id}@localhost`,
        start: start.toISOString(),
        end: new Date(start.getTime() + HOUR).toISOString(),
        summary: 'Icecrown Citadel 25 Heroic',
        status: 'CONFIRMED',
        sequence: 0,
        url: `http://localhost:3000/raids/${raid.id}?subdomain=wotlk`,
        description: expect.stringContaining('Bring flasks'),
      },
    ]);
    // The times are written in UTC, not the server's zone (the suite runs in Asia/Kathmandu).
    expect(answer.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(parseFeed(answer.body)[0]?.description).toMatch(
      new RegExp(
        `Leader: .+\\n1/25 in the roster, 1 signed up\\nBring flasks\\nhttp://localhost:3000/raids/${raid.id}`,
      ),
    );
  });

  it('speaks Russian when asked', async () => {
    const guild = snowflake();
    await jainaRaid(guild, { date: futureStart(), difficulty: 2 });
    const answer = await get(`/api/calendar/g/${guild}.ics?lang=ru`);
    expect(parseFeed(answer.body)[0]?.summary).toBe('Цитадель Ледяной Короны 25 Героический');
    expect(parseFeed(answer.body)[0]?.description).toContain('1/25 в составе, записались: 1');
  });

  it('raises SEQUENCE on a reschedule through the raid dialog’s call and moves the times', async () => {
    const guild = snowflake();
    const raid = await jainaRaid(guild, { date: futureStart() });
    const [before] = parseFeed((await get(`/api/calendar/g/${guild}.ics`)).body);
    const moved = new Date(raid.date.getTime() + 2 * HOUR);
    expect((await reschedule(raid, moved)).json()).toMatchObject({ success: true });

    const [after] = parseFeed((await get(`/api/calendar/g/${guild}.ics`)).body);
    expect(after?.uid).toBe(before?.uid);
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? 0);
    expect(after?.start).toBe(moved.toISOString());
    expect(after?.end).toBe(new Date(moved.getTime() + HOUR).toISOString());
  });

  it('keeps a canceled raid as STATUS:CANCELLED with a higher SEQUENCE', async () => {
    const guild = snowflake();
    const raid = await jainaRaid(guild, { date: futureStart() });
    expect((await cancel(raid.id)).json()).toMatchObject({ success: true });
    const [event] = parseFeed((await get(`/api/calendar/g/${guild}.ics`)).body);
    expect(event).toMatchObject({ uid: `raid-${raid.id}@localhost`, status: 'CANCELLED', sequence: 1 });
    expect(event?.description).toMatch(/^Canceled: Not enough healers\n/);
  });

  it('drops raids that started more than 30 days ago', async () => {
    const guild = snowflake();
    const recent = await jainaRaid(guild, { date: new Date(Date.now() - 29 * DAY) });
    await jainaRaid(guild, { date: new Date(Date.now() - 31 * DAY) });
    const events = parseFeed((await get(`/api/calendar/g/${guild}.ics`)).body);
    expect(events.map((event) => event.uid)).toEqual([`raid-${recent.id}@localhost`]);
  });

  it('answers 304 to the ETag it gave while nothing changed, and a new feed after a change', async () => {
    const guild = snowflake();
    const raid = await jainaRaid(guild, { date: futureStart() });
    const first = await get(`/api/calendar/g/${guild}.ics`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/api/calendar/g/${guild}.ics`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const player1 = await player();
    await createRecord(t.deps.db, raid, { userId: player1.user.id, charId: player1.character.id });
    const changed = await get(`/api/calendar/g/${guild}.ics`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for a server it does not know, and for what is no server id', async () => {
    for (const id of [snowflake(), 'abc', '%00', '1'.repeat(30)]) {
      expect((await get(`/api/calendar/g/${id}.ics`)).statusCode).toBe(404);
    }
  });
});

describe('personal calendar feed', () => {
  it('lists only the owner’s sign-ups, with each character’s place and status', async () => {
    const reader = await player();
    const other = await player();
    const guild = snowflake();
    const inRoster = await jainaRaid(guild, { date: futureStart() });
    const onList = await jainaRaid(snowflake(), { date: futureStart(), expansion: 'wotlk' });
    const notMine = await jainaRaid(guild, { date: futureStart() });
    await createRecord(
      t.deps.db,
      inRoster,
      { userId: reader.user.id, charId: reader.character.id },
      { slot: 3, status: 'tentative' },
    );
    await createRecord(
      t.deps.db,
      onList,
      { userId: reader.user.id, charId: reader.character.id },
      { slot: 0 },
    );
    await createRecord(t.deps.db, notMine, { userId: other.user.id, charId: other.character.id });

    const path = await feedAddress(reader.cookie);
    expect(path).toMatch(/^\/api\/calendar\/u\/[\w-]{43}\.ics$/);
    expect(await feedAddress(reader.cookie)).toBe(path);
    const answer = await get(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const events = parseFeed(answer.body);
    expect(events.map((event) => event.uid)).toEqual([
      `raid-${inRoster.id}@localhost`,
      `raid-${onList.id}@localhost`,
    ]);
    expect(events[0]?.start).toBe(inRoster.date.toISOString());
    expect(events[0]?.description).toMatch(
      new RegExp(`^${reader.character.name} \\(Arms\\): roster · Tentative\\n`),
    );
    expect(events[1]?.description).toMatch(
      new RegExp(`^${reader.character.name} \\(Arms\\): sign-up list\\n`),
    );
  });

  it('follows a cancel and a reschedule of a raid the owner signed up to', async () => {
    const reader = await player();
    const raid = await jainaRaid(snowflake(), { date: futureStart() });
    const canceled = await jainaRaid(snowflake(), { date: futureStart() });
    for (const entry of [raid, canceled]) {
      await createRecord(t.deps.db, entry, { userId: reader.user.id, charId: reader.character.id });
    }
    const path = await feedAddress(reader.cookie);
    const moved = new Date(raid.date.getTime() + 3 * HOUR);
    expect((await reschedule(raid, moved)).json()).toMatchObject({ success: true });
    expect((await cancel(canceled.id)).json()).toMatchObject({ success: true });

    const events = parseFeed((await get(path)).body);
    expect(events.map(({ uid, start, status, sequence }) => ({ uid, start, status, sequence }))).toEqual([
      { uid: `raid-${raid.id}@localhost`, start: moved.toISOString(), status: 'CONFIRMED', sequence: 1 },
      {
        uid: `raid-${canceled.id}@localhost`,
        start: canceled.date.toISOString(),
        status: 'CANCELLED',
        sequence: 1,
      },
    ]);
  });

  it('writes the owner’s language', async () => {
    const reader = await player('ru');
    const raid = await jainaRaid(snowflake(), { date: futureStart() });
    await createRecord(t.deps.db, raid, { userId: reader.user.id, charId: reader.character.id }, { slot: 2 });
    const body = (await get(await feedAddress(reader.cookie))).body;
    expect(body).toContain('X-WR-CALNAME:Мои рейды');
    expect(parseFeed(body)[0]?.description).toMatch(/^\w+ \(Оружие\): состав\n/u);
  });

  it('answers 304 while unchanged', async () => {
    const reader = await player();
    const path = await feedAddress(reader.cookie);
    const first = await get(path);
    const again = await get(path, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('stops answering the old address once regenerated, and 404s unknown secrets', async () => {
    const reader = await player();
    const old = await feedAddress(reader.cookie);
    const fresh = await feedAddress(reader.cookie, true);
    expect(fresh).not.toBe(old);
    expect(await feedAddress(reader.cookie)).toBe(fresh);
    expect((await get(old)).statusCode).toBe(404);
    expect((await get(fresh)).statusCode).toBe(200);
    const unknown = `/api/calendar/u/${'A'.repeat(43)}.ics`;
    for (const path of [unknown, '/api/calendar/u/short.ics', '/api/calendar/u/%00.ics']) {
      expect((await get(path)).statusCode).toBe(404);
    }
  });

  it('asks a visitor to log in for the address and its regeneration', async () => {
    expect((await get('/api/calendarFeed')).statusCode).toBe(401);
    const regenerate = await t.app.inject({ method: 'POST', url: '/api/regenerateCalendarFeed' });
    expect(regenerate.statusCode).toBe(401);
  });
});

describe('iCalendar text (RFC 5545, section 3.1)', () => {
  /** Every line break: a lone CR or LF, or CRLF. */
  const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g) ?? [];

  it('ends every content line with CRLF, the last one too', async () => {
    const guild = snowflake();
    await createGuild(t.deps.db, { id: guild, owner_id: JAINA });
    const empty = await get(`/api/calendar/g/${guild}.ics`);
    expect(empty.rawPayload.toString('latin1')).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//localhost//raid-planner//EN',
        `NAME:${guild}: raids`,
        `X-WR-CALNAME:${guild}: raids`,
        'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
        'X-PUBLISHED-TTL:PT15M',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );

    const reader = await player();
    const raid = await jainaRaid(guild, { date: futureStart(), comment: 'Bring flasks\nand food' });
    await createRecord(t.deps.db, raid, { userId: reader.user.id, charId: reader.character.id }, { slot: 2 });
    for (const path of [`/api/calendar/g/${guild}.ics`, await feedAddress(reader.cookie)]) {
      const { body } = await get(path);
      expect(body.endsWith('\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
      expect(new Set(lineBreaks(body))).toEqual(new Set(['\r\n']));
      expect(parseFeed(body)).toHaveLength(1);
    }
  });
});
