import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createSession,
  createUser,
  snowflake,
} from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';
import { sendOverdueReminders, sendReminder } from './raidReminders.js';

/** Demo Discord users (tools/stand-ins/src/demoWorld.ts): the stand-in delivers direct messages only to them. */
const JAINA = '210000000000000002';
const ILLIDAN = '210000000000000005'; // reads Russian
const SYLVANAS = '210000000000000004';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let cookie: string;
const chars: Record<string, number> = {};

const t = useTestApp();

beforeAll(async () => {
  for (const id of [JAINA, ILLIDAN, SYLVANAS]) {
    await createUser(t.deps.db, { id, language: id === ILLIDAN ? 'ru' : 'en' });
    chars[id] = (await createCharacter(t.deps.db, id)).id;
  }
  cookie = await createSession(t.deps.db, JAINA);
});

beforeEach(async () => {
  await t.deps.db.deleteFrom('discord_outbox').execute();
  t.discord.clearRequests();
});

afterEach(() => {
  t.setNow(null);
});

let nextDay = 0;
/** A whole minute some days ahead, a different day for every raid. */
function futureStart(): Date {
  return new Date(Math.ceil((Date.now() + (2 + ++nextDay) * 24 * HOUR) / MINUTE) * MINUTE);
}

/** A raid of Jaina's with Illidan in the roster and Sylvanas on the sign-up list, in a server reminding 30 min ahead. */
async function raidWithRoster(reminderMinutes: number | null = 30) {
  const guild = snowflake();
  await createGuild(t.deps.db, { id: guild, owner_id: JAINA });
  await t.deps.db
    .updateTable('guilds')
    .set({ reminder_minutes: reminderMinutes })
    .where('id', '=', guild)
    .execute();
  const raid = await createRaid(
    t.deps.db,
    { userId: JAINA, charId: chars[JAINA] ?? 0 },
    { discord_server: guild, date: futureStart() },
  );
  await createRecord(t.deps.db, raid, { userId: ILLIDAN, charId: chars[ILLIDAN] ?? 0 }, { slot: 2 });
  await createRecord(t.deps.db, raid, { userId: SYLVANAS, charId: chars[SYLVANAS] ?? 0 }, { slot: 0 });
  return raid;
}

/** Direct messages the bot sent: the DM channel is opened for a recipient, then the message follows. */
async function deliveredMessages(): Promise<Array<{ to: string; content: string }>> {
  await t.bot.worker.runDue();
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

const job = (raid: { id: number; date: Date }, minutes = 30) => ({
  raidId: raid.id,
  date: raid.date.toISOString(),
  minutes,
});

describe('raid reminders', () => {
  it('tell every roster member, in their language, that the raid starts in N minutes, once', async () => {
    const raid = await raidWithRoster();
    t.setNow(new Date(raid.date.getTime() - 30 * MINUTE));
    expect(await sendReminder(t.deps, job(raid))).toBe(2);
    expect(await sendReminder(t.deps, job(raid))).toBe(0);
    expect(await sendOverdueReminders(t.deps)).toBe(0);

    const messages = await deliveredMessages();
    expect(messages.map((message) => message.to).sort()).toEqual([JAINA, ILLIDAN].sort());
    expect(messages.find((message) => message.to === JAINA)?.content).toMatch(
      new RegExp(
        `^The raid Icecrown Citadel 25 Normal starts in 30 minutes \\(<t:${raid.date.getTime() / 1000}:F>\\)`,
      ),
    );
    expect(messages.find((message) => message.to === ILLIDAN)?.content).toMatch(
      /^Рейд Цитадель Ледяной Короны 25 Обычный начнётся через 30 минут/,
    );
  });

  it('move with a rescheduled raid: the old reminder is void, the new start is reminded', async () => {
    const raid = await raidWithRoster();
    const moved = new Date(raid.date.getTime() + 2 * HOUR);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/refreshRaid?subdomain=wotlk',
      headers: { cookie },
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
        date: moved.toISOString(),
        changeDate: 1,
        reason: 'Later start',
      },
    });
    expect(edit.json()).toMatchObject({ success: true });
    // The reschedule's own direct messages are not what this test is about.
    await t.deps.events.idle();
    await t.deps.db.deleteFrom('discord_outbox').execute();

    t.setNow(new Date(raid.date.getTime() - 30 * MINUTE));
    expect(await sendReminder(t.deps, job(raid))).toBe(0);
    t.setNow(new Date(moved.getTime() - 30 * MINUTE));
    expect(await sendReminder(t.deps, job({ id: raid.id, date: moved }))).toBe(2);
    expect((await deliveredMessages()).map((message) => message.content)).toEqual([
      expect.stringContaining(`<t:${moved.getTime() / 1000}:F>`),
      expect.stringContaining(`<t:${moved.getTime() / 1000}:F>`),
    ]);
  });

  it('are void once the raid is canceled', async () => {
    const raid = await raidWithRoster();
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/refreshRaid?subdomain=wotlk',
      headers: { cookie },
      payload: { id: raid.id, canceled: 1, reason: 'Not enough healers' },
    });
    expect(cancel.json()).toMatchObject({ success: true });
    await t.deps.events.idle();
    await t.deps.db.deleteFrom('discord_outbox').execute();

    t.setNow(new Date(raid.date.getTime() - 30 * MINUTE));
    expect(await sendReminder(t.deps, job(raid))).toBe(0);
    expect(await sendOverdueReminders(t.deps)).toBe(0);
    expect(await deliveredMessages()).toEqual([]);
  });

  it('follow the Discord server’s setting: switched on later, the sweep reminds; a changed one voids old jobs', async () => {
    const raid = await raidWithRoster(null);
    t.setNow(new Date(raid.date.getTime() - 20 * MINUTE));
    expect(await sendOverdueReminders(t.deps)).toBe(0);

    await t.deps.db
      .updateTable('guilds')
      .set({ reminder_minutes: 30 })
      .where('id', '=', raid.discord_server)
      .execute();
    expect(await sendReminder(t.deps, job(raid, 60))).toBe(0);
    expect(await sendOverdueReminders(t.deps)).toBe(2);
    expect(await sendOverdueReminders(t.deps)).toBe(0);
    const [message] = await deliveredMessages();
    expect(message?.content).toContain('starts in 20 minutes');
  });

  it('are not sent once the raid has started', async () => {
    const raid = await raidWithRoster();
    t.setNow(new Date(raid.date.getTime() + MINUTE));
    expect(await sendReminder(t.deps, job(raid))).toBe(0);
    expect(await sendOverdueReminders(t.deps)).toBe(0);
  });
});
