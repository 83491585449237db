import { localFromStored, nextOccurrenceUtc, type WeeklyTime } from '@raid/domain/rules/weeklySchedule';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../appDeps.js';
import { createDb } from '../db/database.js';
import { DomainEvents, type DomainEvent } from '../events/domainEvents.js';
import { createCharacter, createSession, createTeam, createUser, testRealm } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';
import { createOwedRaids } from './autoRaidCreation.js';

/** Demo Discord world (tools/stand-ins/src/demoWorld.ts): Jaina is Premium and an Officer of Frostmourne Raiders. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const VOICE_CHANNEL = '330000000000000004';
const JAINA = '210000000000000002';
const ICC = 8;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let cookie: string;
let charId: number;
/** This week's creation moment of the Discord server: a whole UTC hour a little ahead of the real clock. */
let moment: Date;
const created: DomainEvent[] = [];

const t = useTestApp();

beforeAll(async () => {
  await createUser(t.deps.db, { id: JAINA, premium: true });
  cookie = await createSession(t.deps.db, JAINA);
  charId = (await createCharacter(t.deps.db, JAINA, { class: 1, spec: 73 })).id;
  moment = new Date(Math.ceil((Date.now() + 2 * HOUR) / HOUR) * HOUR);
  const settings = await t.app.inject({
    method: 'POST',
    url: '/api/setGuildSettings',
    headers: { cookie },
    payload: {
      server: GUILD,
      statusButtons: [],
      hiddenFields: [],
      useDiscordEvents: false,
      autoCreateDayOfWeek: moment.getUTCDay(),
      autoCreateHour: moment.getUTCHours(),
      reminderMinutes: null,
    },
  });
  expect(settings.statusCode).toBe(200);
  t.deps.events.on((event) => {
    if (event.type === 'raidCreated') created.push(event);
  });
});

afterEach(async () => {
  t.setNow(null);
  await t.deps.db.deleteFrom('auto_raids').execute();
  await t.deps.db.deleteFrom('discord_outbox').execute();
  t.discord.clearRequests();
  t.discord.clearFaults();
  created.length = 0;
});

/** A weekly start `daysAfter` the moment's day at `time` UTC. */
function weeklyAt(daysAfter: number, time: string): WeeklyTime {
  return { dayOfWeek: new Date(moment.getTime() + daysAfter * DAY).getUTCDay(), time };
}

async function addTemplate(weekly: WeeklyTime, overrides: object = {}, expansion = 'wotlk'): Promise<number> {
  const local = localFromStored(weekly, new Date());
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/refreshAutoRaid?subdomain=${expansion}`,
    headers: { cookie },
    payload: {
      server: testRealm().id,
      faction: 2,
      zone: ICC,
      size: 25,
      difficulty: 2,
      lootSystem: 1,
      requiredLogs: 50,
      char: charId,
      discordServer: GUILD,
      discordChannel: TEXT_CHANNEL,
      dayOfWeek: weekly.dayOfWeek,
      time: weekly.time,
      startDayOfWeek: local.dayOfWeek,
      startTime: local.time,
      ...overrides,
    },
  });
  expect(answer.json()).toMatchObject({ success: true });
  return (answer.json() as { id: number }).id;
}

const raidsOf = (templateId: number) =>
  t.deps.db.selectFrom('raids').selectAll().where('auto_raid_id', '=', templateId).execute();

/** Runs the creation job at `at` on the app's clock, then lets the bot's announcer finish. */
async function runCreation(at: Date, deps: AppDeps = t.deps) {
  t.setNow(at);
  await createOwedRaids(deps);
  await deps.events.idle();
}

const requests = (method: string, path: RegExp) =>
  t.discord.requests().filter((request) => request.method === method && path.test(request.path));

/** Direct messages the bot sent: the DM channel is opened for a recipient, then the message follows. */
function directMessages(): Array<{ to: string; content: string }> {
  const all = t.discord.requests();
  return all.flatMap((request, index) =>
    request.method === 'POST' && request.path.endsWith('/users/@me/channels') && request.status === 200
      ? [
          {
            to: (request.body as { recipient_id: string }).recipient_id,
            content: (all[index + 1]?.body as { content: string }).content,
          },
        ]
      : [],
  );
}

describe('weekly raid creation', () => {
  it("creates next week's raid at the Discord server's moment, once, as a normal raid the bot posts", async () => {
    const weekly = weeklyAt(2, '20:00');
    const id = await addTemplate(weekly);

    await runCreation(new Date(moment.getTime() - MINUTE));
    expect(await raidsOf(id)).toEqual([]);

    await runCreation(new Date(moment.getTime() + 30_000));
    await runCreation(new Date(moment.getTime() + 90_000));
    const raids = await raidsOf(id);
    expect(raids).toHaveLength(1);
    const [raid] = raids;
    expect(raid?.date).toEqual(nextOccurrenceUtc(weekly, moment));
    expect(created).toEqual([{ type: 'raidCreated', expansion: 'wotlk', raidId: raid?.id }]);

    const answer = await t.app.inject({ url: `/api/raids?id=${raid?.id}&subdomain=wotlk` });
    expect(answer.json()).toMatchObject({
      data: [
        {
          userID: JAINA,
          status: 'active',
          dayOfWeek: weekly.dayOfWeek,
          zoneID: ICC,
          records: [{ slot: 1, leader: true, charID: charId }],
        },
      ],
    });
    const history = await t.deps.db
      .selectFrom('history')
      .selectAll()
      .where('raid_id', '=', raid?.id ?? 0)
      .execute();
    expect(history.map((entry) => [entry.event, entry.user_id])).toEqual([['createRaid', JAINA]]);

    await t.bot.worker.runDue();
    const posts = requests('POST', new RegExp(`/channels/${TEXT_CHANNEL}/messages$`));
    expect(posts.map((post) => post.status)).toEqual([200]);
  });

  it("gives a team's template's raid to the team", async () => {
    const team = await createTeam(t.deps.db, {
      guildId: GUILD,
      name: 'Core',
      members: [JAINA],
      leaders: [JAINA],
    });
    const id = await addTemplate(weeklyAt(4, '20:30'), { team: team.id });

    await runCreation(new Date(moment.getTime() + 30_000));
    const [raid] = await raidsOf(id);
    expect(raid?.team_id).toBe(team.id);
    const answer = await t.app.inject({ url: `/api/raids?team=${team.id}&subdomain=wotlk` });
    expect(answer.json()).toMatchObject({ data: [{ id: raid?.id, teamName: 'Core' }] });
  });

  it('makes one raid when two processes run the job at the same moment (unique template and start)', async () => {
    const id = await addTemplate(weeklyAt(3, '19:30'));
    const otherProcess = createDb(t.database.url, { max: 4 });
    const otherEvents = new DomainEvents();
    const theirs: DomainEvent[] = [];
    otherEvents.on((event) => void theirs.push(event));
    try {
      t.setNow(new Date(moment.getTime() + 30_000));
      await Promise.all([
        createOwedRaids(t.deps),
        createOwedRaids({ ...t.deps, db: otherProcess, events: otherEvents }),
        createOwedRaids(t.deps),
      ]);
      await Promise.all([t.deps.events.idle(), otherEvents.idle()]);
    } finally {
      await otherProcess.destroy();
    }
    expect(await raidsOf(id)).toHaveLength(1);
    expect([...created, ...theirs].filter((event) => event.type === 'raidCreated')).toHaveLength(1);
  });

  it('refuses a start already past and tells the leader once', async () => {
    // The template was active at the moment, but the job runs (say, after an outage) when its start has passed.
    // An hour after a creation moment of 23:00 is the next day's 00:00: the day is the start's, not the moment's.
    const start = new Date(moment.getTime() + HOUR);
    const weekly = { dayOfWeek: start.getUTCDay(), time: start.toISOString().slice(11, 16) };
    const id = await addTemplate(weekly);

    await runCreation(new Date(moment.getTime() + 2 * HOUR));
    await runCreation(new Date(moment.getTime() + 2 * HOUR + MINUTE));
    expect(await raidsOf(id)).toEqual([]);

    await t.bot.worker.runDue();
    const messages = directMessages();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.to).toBe(JAINA);
    expect(messages[0]?.content).toContain('The weekly raid Icecrown Citadel 25 Heroic on <t:');
    expect(messages[0]?.content).toContain('could not be created.\nReason: its start has already passed');
  });

  it('refuses when the leader character is no longer theirs, and tells the leader', async () => {
    const character = await createCharacter(t.deps.db, JAINA, { class: 1, spec: 73 });
    const id = await addTemplate(weeklyAt(4, '18:00'), { char: character.id });
    await t.deps.db.updateTable('characters').set({ deleted: true }).where('id', '=', character.id).execute();

    await runCreation(new Date(moment.getTime() + 30_000));
    expect(await raidsOf(id)).toEqual([]);
    await t.bot.worker.runDue();
    expect(directMessages().map((message) => message.content)).toEqual([
      expect.stringContaining('Reason: the leader character is no longer linked to your account'),
    ]);
  });

  it('creates nothing from a template switched off', async () => {
    const id = await addTemplate(weeklyAt(5, '21:00'));
    await t.app.inject({
      method: 'POST',
      url: '/api/refreshAutoRaid?subdomain=wotlk',
      headers: { cookie },
      payload: { id, off: 1 },
    });
    await runCreation(new Date(moment.getTime() + 30_000));
    expect(await raidsOf(id)).toEqual([]);
    expect(created).toEqual([]);
  });
});

describe("the created raid's Discord event (Premium)", () => {
  it('is retried after Discord answers 500, and created once Discord recovers', async () => {
    await t.deps.db.updateTable('users').set({ use_discord_events: true }).where('id', '=', JAINA).execute();
    try {
      const id = await addTemplate(weeklyAt(6, '20:30'), { discordVoiceChannel: VOICE_CHANNEL });
      // The client retries a 5xx three times itself; five failures outlast the first pass.
      t.discord.addFault({
        method: 'POST',
        path: `/guilds/${GUILD}/scheduled-events$`,
        status: 500,
        count: 5,
      });
      const at = new Date(moment.getTime() + 30_000);
      await runCreation(at);
      await t.bot.worker.runDue();
      const [raid] = await raidsOf(id);
      expect(raid?.discord_event).toBeNull();
      const eventPosts = () => requests('POST', new RegExp(`/guilds/${GUILD}/scheduled-events$`));
      expect(new Set(eventPosts().map((request) => request.status))).toEqual(new Set([500]));

      t.setNow(new Date(at.getTime() + 5_000));
      await t.bot.worker.runDue();
      const attempts = eventPosts();
      expect(attempts.filter((request) => request.status === 500)).toHaveLength(5);
      expect(attempts.filter((request) => request.status === 200)).toHaveLength(1);
      expect(attempts.at(-1)?.body).toMatchObject({
        channel_id: VOICE_CHANNEL,
        scheduled_start_time: raid?.date.toISOString(),
      });
      const [stored] = await raidsOf(id);
      expect(stored?.discord_event).not.toBeNull();
    } finally {
      await t.deps.db
        .updateTable('users')
        .set({ use_discord_events: false })
        .where('id', '=', JAINA)
        .execute();
    }
  });
});

describe('templates of 3-day zones (issue 30)', () => {
  it("repeat every 3 days on the zone's cycle, one raid per reset, whatever the weekly moment", async () => {
    const ZUL_GURUB = 4;
    const classicChar = await createCharacter(t.deps.db, JAINA, {
      expansion: 'classic',
      server: testRealm('classic').id,
    });
    const id = await addTemplate(
      { dayOfWeek: 2, time: '20:00' },
      { server: testRealm('classic').id, zone: ZUL_GURUB, size: 20, difficulty: 1, char: classicChar.id },
      'classic',
    );
    // Starts count from Tuesday 2 January 2024 20:00 UTC in steps of 3 days.
    const onCycle = (date: Date) => (date.getTime() - Date.parse('2024-01-02T20:00:00Z')) % (3 * DAY);

    const now = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
    await runCreation(now);
    await runCreation(new Date(now.getTime() + MINUTE));
    const [first, ...others] = await raidsOf(id);
    expect(others).toEqual([]);
    expect(onCycle(first?.date ?? new Date(0))).toBe(0);
    expect((first?.date.getTime() ?? 0) - now.getTime()).toBeGreaterThan(0);
    expect((first?.date.getTime() ?? 0) - now.getTime()).toBeLessThanOrEqual(3 * DAY);

    await runCreation(new Date((first?.date.getTime() ?? 0) + MINUTE));
    const dates = (await raidsOf(id)).map((raid) => raid.date.getTime()).sort();
    expect(dates).toEqual([first?.date.getTime(), (first?.date.getTime() ?? 0) + 3 * DAY]);
  });
});
