import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import { localFromStored } from '@raid/domain/rules/weeklySchedule';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../appDeps.js';
import { createDb } from '../db/database.js';
import { DomainEvents, type DomainEvent } from '../events/domainEvents.js';
import { startDiscordBot } from '../discordBot/discordBot.js';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createSession,
  createUser,
  snowflake,
  testRealm,
} from '../testing/factories.js';
import { startTestApp, TEST_JOB_OPTIONS, type TestApp } from '../testing/testApp.js';
import { AUTO_RAID_CREATION } from './autoRaidCreation.js';
import { completionJob, RAID_COMPLETION } from './raidCompletion.js';
import { RAID_REMINDER, reminderJob } from './raidReminders.js';
import { startScheduledWork } from './scheduledWork.js';

/**
 * pg-boss for real, on wall time: jobs run in the database, survive a restart of the process that scheduled
 * them, and run once with two processes up.
 */

/** Demo Discord world (tools/stand-ins/src/demoWorld.ts). */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const JAINA = '210000000000000002'; // Premium, an Officer of the guild
const ILLIDAN = '210000000000000005'; // reads Russian
const ICC = 8;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How late after its minute a cron job may run on a loaded host: pg-boss's cron check, send-it job and poll. */
const CRON_LATENESS = 30_000;

let t: TestApp;
let cookie: string;
let charId: number;

beforeAll(async () => {
  t = await startTestApp({}, { jobs: true });
  await createUser(t.deps.db, { id: JAINA, premium: true });
  await createUser(t.deps.db, { id: ILLIDAN, language: 'ru' });
  cookie = await createSession(t.deps.db, JAINA);
  charId = (await createCharacter(t.deps.db, JAINA, { class: 1, spec: 73 })).id;
});

afterAll(async () => {
  await t.close();
});

/** This app's pg-boss (stopped by the restart test, which runs last). */
function queue() {
  if (!t.jobs) throw new Error('the test app runs without jobs');
  return t.jobs.queue;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(probe: () => Promise<T | null | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** A second server process on the same database: its own connections, events, bot and pg-boss. */
async function startOtherProcess() {
  const db = createDb(t.database.url, { max: 4 });
  const deps: AppDeps = { ...t.deps, db, events: new DomainEvents() };
  const bot = startDiscordBot(deps, { pollMs: 0, runWhenQueued: false, log: () => undefined });
  const jobs = await startScheduledWork(deps, t.database.url, TEST_JOB_OPTIONS);
  return {
    deps,
    bot,
    jobs,
    stop: async () => {
      await jobs.stop();
      await bot.stop();
      await db.destroy();
    },
  };
}

/** The raid dialog's fields of an ICC 25 Heroic in the demo guild, led by Jaina's character. */
const raidFields = () => ({
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
});

/** pg-boss jobs of this raid still waiting to run, with when they run. */
async function waitingJobs(raidId: number) {
  const { rows } = await sql<{ name: string; runs: Date }>`
    SELECT name, start_after AS runs FROM pgboss.job
    WHERE singleton_key LIKE ${`${raidId}:%`} AND state = 'created' ORDER BY start_after DESC`.execute(
    t.deps.db,
  );
  return rows;
}

/**
 * The ids of the waiting pg-boss jobs a start could queue: all but the cron schedules' occurrences (and pg-boss's
 * own `__pgboss__send-it` job that queues each), which come at every minute whichever processes run, and
 * wait until a worker polls.
 */
async function waitingUnscheduled() {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM pgboss.job
    WHERE state = 'created' AND NOT starts_with(name, '__pgboss__')
      AND name NOT IN (SELECT name FROM pgboss.schedule)
    ORDER BY id`.execute(t.deps.db);
  return rows.map((row) => row.id);
}

/** The states of the pg-boss jobs of this name (and of this raid, when given), oldest first. */
async function jobStates(name: string, raidId?: number) {
  const { rows } = await sql<{ state: string }>`
    SELECT state FROM pgboss.job
    WHERE name = ${name} AND (${raidId ?? null}::int IS NULL OR singleton_key LIKE ${`${raidId}:%`})
    ORDER BY created_on`.execute(t.deps.db);
  return rows.map((row) => row.state);
}

/** Until every job of this name (and raid) has run, and at least one has: the positive end of its work. */
const allRan = (name: string, raidId?: number) =>
  waitFor(async () => {
    const states = await jobStates(name, raidId);
    return states.length > 0 && states.every((state) => state === 'completed') ? states : null;
  }, 15_000);

/** GET /api/raids with this query, as a visitor sees it. */
const raids = async (query: string) =>
  (await t.app.inject({ url: `/api/raids?subdomain=wotlk&${query}` })).json() as {
    data: Array<{ id: number; status: string; isArchive: boolean }>;
  };

describe('scheduled work on pg-boss', () => {
  it('schedules the completion and reminder of a raid when it is created, and again when it is moved', async () => {
    await createGuild(t.deps.db, { id: GUILD, owner_id: JAINA });
    await t.deps.db.updateTable('guilds').set({ reminder_minutes: 45 }).where('id', '=', GUILD).execute();
    const date = new Date(Math.ceil((Date.now() + 48 * HOUR) / MINUTE) * MINUTE);
    const save = (changes: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/refreshRaid?subdomain=wotlk',
        headers: { cookie },
        payload: { ...raidFields(), date: date.toISOString(), ...changes },
      });
    const created = await save({});
    expect(created.json()).toMatchObject({ success: true });
    const id = (created.json() as { id: number }).id;
    await t.deps.events.idle();
    expect(await waitingJobs(id)).toEqual([
      { name: 'raid-completion', runs: new Date(date.getTime() + HOUR) },
      { name: 'raid-reminder', runs: new Date(date.getTime() - 45 * MINUTE) },
    ]);

    const moved = new Date(date.getTime() + 2 * HOUR);
    const edit = await save({ id, date: moved.toISOString(), changeDate: 1, reason: 'Later' });
    expect(edit.json()).toMatchObject({ success: true });
    await t.deps.events.idle();
    expect(await waitingJobs(id)).toEqual(
      expect.arrayContaining([
        { name: 'raid-completion', runs: new Date(moved.getTime() + HOUR) },
        { name: 'raid-reminder', runs: new Date(moved.getTime() - 45 * MINUTE) },
      ]),
    );
    await t.deps.db.updateTable('guilds').set({ reminder_minutes: null }).where('id', '=', GUILD).execute();
  });

  it('a second start queues no raid job again, only one that went missing', async () => {
    const date = new Date(Math.ceil((Date.now() + 72 * HOUR) / MINUTE) * MINUTE);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/refreshRaid?subdomain=wotlk',
      headers: { cookie },
      payload: { ...raidFields(), date: date.toISOString() },
    });
    const id = (created.json() as { id: number }).id;
    await t.deps.events.idle();
    expect(await waitingJobs(id)).toHaveLength(1);
    const before = await waitingUnscheduled();

    const second = await startOtherProcess();
    await second.stop();
    expect(second.jobs.queuedAtStart).toBe(0);
    expect(await waitingUnscheduled()).toEqual(before);

    await sql`DELETE FROM pgboss.job WHERE singleton_key = ${`${id}:${date.toISOString()}`}`.execute(
      t.deps.db,
    );
    const third = await startOtherProcess();
    await third.stop();
    expect(third.jobs.queuedAtStart).toBe(1);
    expect(await waitingJobs(id)).toEqual([
      { name: 'raid-completion', runs: new Date(date.getTime() + HOUR) },
    ]);
  });

  it("creates a weekly template's raid once while two processes run the jobs", async () => {
    const now = new Date();
    const settings = await t.app.inject({
      method: 'POST',
      url: '/api/setGuildSettings',
      headers: { cookie },
      payload: {
        server: GUILD,
        statusButtons: [],
        hiddenFields: [],
        useDiscordEvents: false,
        // This hour is the creation moment, so a template starting within the week owes its raid now.
        autoCreateDayOfWeek: now.getUTCDay(),
        autoCreateHour: now.getUTCHours(),
        reminderMinutes: null,
      },
    });
    expect(settings.statusCode).toBe(200);
    await t.deps.db.deleteFrom('discord_outbox').execute();
    t.discord.clearRequests();

    const other = await startOtherProcess();
    try {
      const start = new Date(Math.ceil((Date.now() + 2 * HOUR) / MINUTE) * MINUTE);
      const weekly = { dayOfWeek: start.getUTCDay(), time: start.toISOString().slice(11, 16) };
      const local = localFromStored(weekly, now);
      const template = await t.app.inject({
        method: 'POST',
        url: '/api/refreshAutoRaid?subdomain=wotlk',
        headers: { cookie },
        payload: {
          ...raidFields(),
          ...weekly,
          startDayOfWeek: local.dayOfWeek,
          startTime: local.time,
        },
      });
      expect(template.json()).toMatchObject({ success: true });
      const templateId = (template.json() as { id: number }).id;
      const fromTemplate = () =>
        t.deps.db.selectFrom('raids').selectAll().where('auto_raid_id', '=', templateId).execute();

      // The creation job runs once a minute (a pg-boss cron), and this minute's may have run just before the
      // save: the raid comes with the next minute's, once one of two loaded processes has fetched it.
      const nextRun = (Math.floor(Date.now() / MINUTE) + 1) * MINUTE;
      const [raid] = await waitFor(
        async () => {
          const found = await fromTemplate();
          return found.length > 0 ? found : null;
        },
        nextRun + CRON_LATENESS - Date.now(),
      );
      // Every creation job either process fetched has finished: a second raid would be there by now.
      await allRan(AUTO_RAID_CREATION);
      expect(await fromTemplate()).toHaveLength(1);
      expect(raid?.date).toEqual(start);

      await t.deps.events.idle();
      await other.deps.events.idle();
      await t.bot.worker.runDue();
      await other.bot.worker.runDue();
      const posts = t.discord
        .requests()
        .filter(
          (request) =>
            request.method === 'POST' && request.path.endsWith(`/channels/${TEXT_CHANNEL}/messages`),
        );
      expect(posts.map((request) => request.status)).toEqual([200]);
    } finally {
      await other.stop();
    }
  }, 150_000);

  it('completes a raid an hour after its start: status, archive and the completion event', async () => {
    const told: DomainEvent[] = [];
    const stopListening = t.deps.events.on((event) => void told.push(event));
    try {
      const start = new Date(Date.now() - COMPLETION_DELAY_MS + 3000);
      const raid = await createRaid(t.deps.db, { userId: JAINA, charId }, { date: start });
      // A raid moved to a later start has nothing to complete at its old one.
      const moved = await createRaid(
        t.deps.db,
        { userId: JAINA, charId },
        { date: new Date(start.getTime() + HOUR) },
      );
      const removedRecord = await createCharacter(t.deps.db, JAINA);
      const leaving = await createRecord(t.deps.db, raid, { charId: removedRecord.id, userId: JAINA });
      await t.deps.db.deleteFrom('records').where('id', '=', leaving.id).execute();
      const removals = () =>
        t.deps.db.selectFrom('record_removals').select('record_id').where('raid_id', '=', raid.id).execute();
      expect(await removals()).toEqual([{ record_id: leaving.id }]);
      await queue().sendAt(completionJob(raid.id, raid.date));
      await queue().sendAt(completionJob(moved.id, start));

      expect((await raids(`id=${raid.id}`)).data[0]).toMatchObject({ status: 'active', isArchive: false });
      await allRan(RAID_COMPLETION, raid.id);
      await allRan(RAID_COMPLETION, moved.id);
      await t.deps.events.idle();
      expect(told.filter((event) => event.type === 'raidCompleted')).toEqual([
        { type: 'raidCompleted', expansion: 'wotlk', raidId: raid.id },
      ]);
      expect((await raids(`id=${raid.id}`)).data[0]).toMatchObject({ status: 'completed', isArchive: true });
      expect(await removals()).toEqual([]);
      expect((await raids('archive=1')).data.map((item) => item.id)).toContain(raid.id);
      expect((await raids(`user=${JAINA}`)).data.map((item) => item.id)).not.toContain(raid.id);
    } finally {
      stopListening();
    }
  }, 40_000);

  it('fires a reminder scheduled 3 seconds ahead once, although the process stopped and restarted meanwhile', async () => {
    await t.deps.db.deleteFrom('discord_outbox').execute();
    t.discord.clearRequests();
    const guild = snowflake();
    await createGuild(t.deps.db, { id: guild, owner_id: JAINA });
    await t.deps.db.updateTable('guilds').set({ reminder_minutes: 30 }).where('id', '=', guild).execute();
    const due = new Date(Date.now() + 3000);
    const raid = await createRaid(
      t.deps.db,
      { userId: JAINA, charId },
      { discord_server: guild, date: new Date(due.getTime() + 30 * MINUTE) },
    );
    const illidanChar = await createCharacter(t.deps.db, ILLIDAN);
    await createRecord(t.deps.db, raid, { userId: ILLIDAN, charId: illidanChar.id }, { slot: 2 });

    await queue().sendAt(reminderJob(raid.id, raid.date, 30));
    await t.jobs?.stop();
    expect(await jobStates(RAID_REMINDER, raid.id)).toEqual(['created']);
    expect(await t.deps.db.selectFrom('discord_outbox').selectAll().execute()).toEqual([]);

    const restarted = await startOtherProcess();
    try {
      const reminded = await waitFor(async () => {
        const row = await t.deps.db
          .selectFrom('raids')
          .select('reminder_sent_for')
          .where('id', '=', raid.id)
          .executeTakeFirstOrThrow();
        return row.reminder_sent_for;
      }, 15_000);
      expect(reminded).toEqual(raid.date);
      await allRan(RAID_REMINDER, raid.id);
      await restarted.deps.events.idle();
      await restarted.bot.worker.runDue();
      const all = t.discord.requests();
      const dms = all.flatMap((request, index) =>
        request.path.endsWith('/users/@me/channels') && all[index + 1] ? [all[index + 1]] : [],
      );
      const contents = dms.map((request) => (request?.body as { content: string }).content);
      expect(contents).toHaveLength(2);
      expect(
        contents.filter((content) =>
          content.startsWith('The raid Icecrown Citadel 25 Normal starts in 30 minutes'),
        ),
      ).toHaveLength(1);
      expect(
        contents.filter((content) =>
          content.startsWith('Рейд Цитадель Ледяной Короны 25 Обычный начнётся через 30 минут'),
        ),
      ).toHaveLength(1);
      expect(Math.min(...dms.map((request) => Date.parse(request?.time ?? '')))).toBeGreaterThanOrEqual(
        due.getTime(),
      );
    } finally {
      await restarted.stop();
    }
  }, 40_000);
});
