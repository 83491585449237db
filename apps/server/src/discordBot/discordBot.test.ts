import type { RecordedRequest } from '@raid/stand-ins/discordStandIn';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCharacter, createRecord, createSession, createUser, testRealm } from '../testing/factories.js';
import { useTestApp } from '../testing/testApp.js';
import type { RaidRow, UserRow } from '../db/schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ICC = 8;

/** Demo Discord world (tools/stand-ins/src/demoWorld.ts): the stand-in only knows these users and channels. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const VOICE_CHANNEL = '330000000000000004';
const OWNER = '210000000000000001';
const PLAYERS = ['210000000000000003', '210000000000000004', '210000000000000005'] as const;

const t = useTestApp();

beforeEach(async () => {
  // Earlier tests' leftovers must not be carried out by this test's passes.
  await t.deps.db.deleteFrom('discord_outbox').execute();
  t.discord.clearRequests();
  t.discord.clearFaults();
});

afterEach(() => {
  t.setNow(null);
});

let nextDay = 0;
function futureStart(): Date {
  return new Date(Math.ceil((Date.now() + (48 + ++nextDay * 24) * HOUR) / MINUTE) * MINUTE);
}

type UserFlags = Partial<
  Pick<UserRow, 'language' | 'premium' | 'use_discord_events' | 'preliminary_raid_rosters'>
>;

async function ensureUser(id: string, overrides: UserFlags = {}) {
  const existing = await t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (existing) {
    if (Object.keys(overrides).length > 0)
      await t.deps.db.updateTable('users').set(overrides).where('id', '=', id).execute();
    return existing;
  }
  return createUser(t.deps.db, { id, ...overrides });
}

async function leader(overrides: UserFlags = {}) {
  const user = await ensureUser(OWNER, overrides);
  const character = await createCharacter(t.deps.db, user.id, { class: 1, spec: 73 });
  return { user, character, cookie: await createSession(t.deps.db, user.id) };
}

type Leader = Awaited<ReturnType<typeof leader>>;

async function post(path: string, cookie: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${path}?subdomain=wotlk`,
    headers: { cookie },
    payload,
  });
  // The bot acts on what the request's services announced; wait for them before asserting.
  await t.deps.events.idle();
  return response;
}

async function createRaidThroughApi(owner: Leader, overrides: Record<string, unknown> = {}) {
  const response = await post('/api/refreshRaid', owner.cookie, {
    server: testRealm().id,
    faction: 2,
    zone: ICC,
    size: 25,
    difficulty: 2,
    lootSystem: 1,
    requiredLogs: 50,
    requiredIlvl: 0,
    char: owner.character.id,
    recordMode: 0,
    discordServer: GUILD,
    discordChannel: TEXT_CHANNEL,
    date: futureStart().toISOString(),
    comment: 'Bring flasks',
    ...overrides,
  });
  expect(response.json()).toMatchObject({ success: true });
  const raid = await t.deps.db
    .selectFrom('raids')
    .selectAll()
    .where('id', '=', (response.json() as { id: number }).id)
    .executeTakeFirstOrThrow();
  return raid;
}

/** The edit dialog's payload moving the raid to `date`: everything else as it was. */
function reschedule(raid: RaidRow, date: Date, reason: string) {
  return {
    id: raid.id,
    server: raid.server,
    faction: raid.faction,
    zone: raid.zone,
    size: raid.size,
    difficulty: raid.difficulty,
    lootSystem: raid.loot_system,
    requiredLogs: raid.required_logs,
    requiredIlvl: raid.required_ilvl,
    char: raid.char_id,
    recordMode: raid.record_mode,
    discordServer: GUILD,
    discordChannel: TEXT_CHANNEL,
    date: date.toISOString(),
    comment: raid.comment,
    changeDate: 1,
    reason,
  };
}

async function signedUpPlayers(raid: { id: number; size: number }, slots: number[]) {
  return Promise.all(
    slots.map(async (slot, index) => {
      const id = PLAYERS[index];
      if (!id) throw new Error('the stand-in knows three players');
      const user = await ensureUser(id, id === PLAYERS[2] ? { language: 'ru' } : {});
      const character = await createCharacter(t.deps.db, user.id);
      const record = await createRecord(t.deps.db, raid, { charId: character.id, userId: user.id }, { slot });
      return { user, character, record };
    }),
  );
}

const sent = (method: string, path: RegExp) =>
  t.discord.requests().filter((request) => request.method === method && path.test(request.path));
const posts = () => sent('POST', new RegExp(`/channels/${TEXT_CHANNEL}/messages$`));
/** Edits of one raid's post (other tests' raids are similar to it, and are edited too). */
async function edits(raidId: number) {
  const raid = await t.deps.db
    .selectFrom('raids')
    .select('discord_message')
    .where('id', '=', raidId)
    .executeTakeFirst();
  return sent('PATCH', new RegExp(`/channels/${TEXT_CHANNEL}/messages/${raid?.discord_message ?? 'none'}$`));
}

interface Embed {
  title: string;
  description?: string;
  url: string;
  fields: Array<{ name: string; value: string }>;
}
const embedOf = (request: RecordedRequest | undefined) =>
  (request?.body as { embeds: Embed[] }).embeds[0] as Embed;

/** Direct messages in the order sent: the DM channel is opened for a recipient, then the message follows. */
function directMessages(): Array<{ to: string; content: string }> {
  const requests = t.discord.requests();
  const found: Array<{ to: string; content: string }> = [];
  requests.forEach((request, index) => {
    if (request.method !== 'POST' || !request.path.endsWith('/users/@me/channels') || request.status !== 200)
      return;
    const message = requests[index + 1];
    found.push({
      to: (request.body as { recipient_id: string }).recipient_id,
      content: (message?.body as { content: string }).content,
    });
  });
  return found;
}

/** The clock after `ms`, so that coalesced edits come due. */
function later(ms: number) {
  t.setNow(new Date(Date.now() + ms));
}

describe('the raid post', () => {
  it('is posted in the chosen channel when the raid is created, with a link and a Discord timestamp', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner);
    expect(posts()).toHaveLength(0);

    await t.bot.worker.runDue();

    expect(posts()).toHaveLength(1);
    const embed = embedOf(posts()[0]);
    expect(embed.title).toContain('Icecrown Citadel 25 Heroic');
    // A zone is raided in several expansions: the post names its own.
    expect(embed.description?.split('\n')[0]).toBe('**Wrath of the Lich King Classic** · Everlook, Horde');
    expect(embed.url).toBe(`http://localhost:3000/raids/${raid.id}?subdomain=wotlk`);
    expect(embed.fields.map((field) => field.value).join('\n')).toContain(
      `<t:${Math.floor(raid.date.getTime() / 1000)}:F>`,
    );
    expect(embed.fields.map((field) => field.value).join('\n')).toContain('logs 50+');
    const stored = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();
    expect(stored.discord_message).toMatch(/^\d+$/);
    expect(stored.discord_message_status).toBe('active');
  });

  it('is edited once for a burst of ten roster changes, showing the final roster', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner);
    await t.bot.worker.runDue();
    const players = await signedUpPlayers(raid, [0, 0, 0]);

    for (let change = 0; change < 10; change += 1) {
      const player = players[change % players.length];
      const slot = change < 9 ? 0 : 2;
      const moved = await post('/api/moveRecords', owner.cookie, {
        raidID: raid.id,
        records: [{ id: player?.record.id, slot: change % 2 === 0 ? 2 + (change % 3) : slot }],
      });
      expect(moved.statusCode).toBe(200);
    }
    await t.bot.worker.runDue();
    expect(await edits(raid.id)).toHaveLength(0);
    const rowVersion = () =>
      sql<{ xmin: string }>`SELECT xmin FROM raids WHERE id = ${raid.id}`
        .execute(t.deps.db)
        .then((result) => result.rows[0]?.xmin);
    const beforeEdit = await rowVersion();

    later(10_000);
    await t.bot.worker.runDue();

    expect(await edits(raid.id)).toHaveLength(1);
    // The post still says "active": the edit leaves the raid's row alone (sign-ups wait for its lock).
    expect(await rowVersion()).toBe(beforeEdit);
    const inRoster = await t.deps.db
      .selectFrom('records')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('raid_id', '=', raid.id)
      .where('slot', '>', 0)
      .executeTakeFirstOrThrow();
    const rosterField = embedOf((await edits(raid.id))[0]).fields.find((field) => field.name === 'Roster');
    expect(rosterField?.value).toContain(`${inRoster.count}/25 in the roster`);
  });

  it('is marked canceled with the reason, and the players hear it by direct message', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner);
    await t.bot.worker.runDue();
    await signedUpPlayers(raid, [2, 0, 0]);

    const canceled = await post('/api/refreshRaid', owner.cookie, {
      id: raid.id,
      canceled: 1,
      reason: 'No tanks',
    });
    expect(canceled.statusCode).toBe(200);
    await t.bot.worker.runDue();

    const embed = embedOf((await edits(raid.id))[0]);
    expect(embed.title).toContain('Canceled');
    expect(embed.description).toContain('No tanks');
    const dms = directMessages();
    expect(dms.map((dm) => dm.to).sort()).toEqual([...PLAYERS].sort());
    expect(dms.find((dm) => dm.to === PLAYERS[0])?.content).toMatch(/is canceled\.\nReason: No tanks/);
    // Illidan reads Russian.
    expect(dms.find((dm) => dm.to === PLAYERS[2])?.content).toMatch(/отменён\.\nПричина: No tanks/);
  });

  it('sends the old and new date with the reason when the raid is rescheduled', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner);
    await signedUpPlayers(raid, [2]);
    const moved = new Date(raid.date.getTime() + 2 * HOUR);

    const edited = await post(
      '/api/refreshRaid',
      owner.cookie,
      reschedule(raid, moved, 'Server maintenance'),
    );
    expect(edited.json()).toMatchObject({ success: true });
    await t.bot.worker.runDue();

    const [dm] = directMessages();
    expect(dm?.to).toBe(PLAYERS[0]);
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    expect(dm?.content).toContain(`from <t:${seconds(raid.date)}:F> to <t:${seconds(moved)}:F>`);
    expect(dm?.content).toContain('Reason: Server maintenance');
  });

  it('is marked completed an hour after the start', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner);
    await t.bot.worker.runDue();
    t.discord.clearRequests();

    t.setNow(new Date(raid.date.getTime() + HOUR - MINUTE));
    await t.bot.worker.runDue();
    expect(await edits(raid.id)).toHaveLength(0);

    t.setNow(new Date(raid.date.getTime() + HOUR + MINUTE));
    await t.bot.worker.runDue();
    await t.bot.worker.runDue();
    expect(await edits(raid.id)).toHaveLength(1);
    expect(embedOf((await edits(raid.id))[0]).title).toContain('Completed');
    const stored = await t.deps.db
      .selectFrom('raids')
      .select('discord_message_status')
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();
    expect(stored.discord_message_status).toBe('completed');
  });

  it('tells the roster that it is approved, and nobody on the sign-up list', async () => {
    const owner = await leader({ preliminary_raid_rosters: true });
    const raid = await createRaidThroughApi(owner);
    await t.deps.db
      .updateTable('raids')
      .set({ preliminary_raid_rosters: true })
      .where('id', '=', raid.id)
      .execute();
    await signedUpPlayers(raid, [3, 0]);

    const approved = await post('/api/approveRoster', owner.cookie, { raid: raid.id });
    expect(approved.statusCode).toBe(200);
    await t.bot.worker.runDue();

    const dms = directMessages();
    expect(dms.map((dm) => dm.to)).toEqual([PLAYERS[0]]);
    expect(dms[0]?.content).toContain('is approved');
  });
});

describe('user text in what the bot sends', () => {
  const hostile =
    '@everyone **FREE GOLD** [claim here](https://evil.example) <@210000000000000003>\n# RAID OFF';

  it('shows a hostile comment and cancel reason as typed, and lets no message ping anyone', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner, { comment: hostile });
    await signedUpPlayers(raid, [2]);
    await t.bot.worker.runDue();

    const [posted] = posts();
    const description = embedOf(posted).description ?? '';
    expect(description).toContain(
      '@\u200beveryone \\*\\*FREE GOLD\\*\\* \\[claim here\\]\\(https://evil.example\\) ' +
        '\\<@210000000000000003\\>\n\\# RAID OFF',
    );
    expect(description).not.toMatch(/@everyone|\]\(|^#/m);
    expect((posted?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [] });

    await post('/api/refreshRaid', owner.cookie, {
      id: raid.id,
      canceled: 1,
      reason: '@here ||wipe|| `now`',
    });
    await t.bot.worker.runDue();

    const [edit] = await edits(raid.id);
    expect(embedOf(edit).description).toContain('Reason: @\u200bhere \\|\\|wipe\\|\\| \\`now\\`');
    expect((edit?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [] });
    const [dm] = directMessages();
    expect(dm?.content).toContain('Reason: @\u200bhere \\|\\|wipe\\|\\| \\`now\\`');
    const dmRequest = sent('POST', /\/channels\/\d+\/messages$/).find(
      (request) => (request.body as { content?: string }).content === dm?.content,
    );
    expect((dmRequest?.body as { allowed_mentions?: unknown }).allowed_mentions).toEqual({ parse: [] });
  });
});

describe('faults', () => {
  it('keeps the raid when Discord fails, and posts it once Discord recovers', async () => {
    const owner = await leader();
    // The client itself retries 5xx three times; five failures outlast one pass.
    t.discord.addFault({
      method: 'POST',
      path: `/channels/${TEXT_CHANNEL}/messages$`,
      status: 500,
      count: 5,
    });

    const raid = await createRaidThroughApi(owner);
    await t.bot.worker.runDue();
    expect(posts().filter((request) => request.status === 200)).toHaveLength(0);
    const waiting = await t.deps.db
      .selectFrom('discord_outbox')
      .selectAll()
      .where('raid_id', '=', raid.id)
      .where('kind', '=', 'raidMessage')
      .executeTakeFirstOrThrow();
    expect(waiting.attempts).toBe(1);
    expect(waiting.last_error).toBeTruthy();

    later(1000);
    await t.bot.worker.runDue();

    expect(posts().filter((request) => request.status === 200)).toHaveLength(1);
    const stored = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();
    expect(stored.discord_message).not.toBeNull();
    expect(await t.deps.db.selectFrom('discord_outbox').selectAll().execute()).toEqual([]);
  });

  it("waits out a 429's retry-after and posts in the same pass", async () => {
    const owner = await leader();
    t.discord.addFault({
      method: 'POST',
      path: `/channels/${TEXT_CHANNEL}/messages$`,
      status: 429,
      retryAfter: 1,
      count: 1,
    });

    await createRaidThroughApi(owner);
    await t.bot.worker.runDue();

    const attempts = posts();
    expect(attempts.map((request) => request.status)).toEqual([429, 200]);
    expect(Date.parse(attempts[1]?.time ?? '') - Date.parse(attempts[0]?.time ?? '')).toBeGreaterThanOrEqual(
      900,
    );
  });

  it('drops a direct message that Discord refuses, without holding up the others', async () => {
    const owner = await leader();
    const raid = await createRaidThroughApi(owner);
    const [player] = await signedUpPlayers(raid, [2]);
    const stranger = await createUser(t.deps.db);
    const character = await createCharacter(t.deps.db, stranger.id);
    await createRecord(t.deps.db, raid, { charId: character.id, userId: stranger.id }, { slot: 3 });

    await post('/api/refreshRaid', owner.cookie, { id: raid.id, canceled: 1, reason: 'Wipe night' });
    await t.bot.worker.runDue();

    expect(directMessages().map((dm) => dm.to)).toEqual([player?.user.id]);
    expect(await t.deps.db.selectFrom('discord_outbox').selectAll().execute()).toEqual([]);
  });
});

describe('scheduled events (premium)', () => {
  const eventRequests = (method: string) =>
    sent(method, new RegExp(`/guilds/${GUILD}/scheduled-events(/\\d+)?$`));

  it('creates the event with the raid, moves it on reschedule and deletes it on cancel', async () => {
    const owner = await leader({ premium: true, use_discord_events: true });
    const raid = await createRaidThroughApi(owner, { discordVoiceChannel: VOICE_CHANNEL });
    await t.bot.worker.runDue();

    const [created] = eventRequests('POST');
    expect(created?.body).toMatchObject({
      channel_id: VOICE_CHANNEL,
      entity_type: 2,
      scheduled_start_time: raid.date.toISOString(),
    });

    const moved = new Date(raid.date.getTime() + HOUR);
    const edited = await post('/api/refreshRaid', owner.cookie, {
      ...reschedule(raid, moved, 'Later start'),
      discordVoiceChannel: VOICE_CHANNEL,
    });
    expect(edited.json()).toMatchObject({ success: true });
    await t.bot.worker.runDue();
    expect(eventRequests('PATCH')[0]?.body).toMatchObject({ scheduled_start_time: moved.toISOString() });

    await post('/api/refreshRaid', owner.cookie, { id: raid.id, canceled: 1, reason: 'Cancelled' });
    await t.bot.worker.runDue();
    expect(eventRequests('DELETE').map((request) => request.status)).toEqual([204]);
    const stored = await t.deps.db
      .selectFrom('raids')
      .selectAll()
      .where('id', '=', raid.id)
      .executeTakeFirstOrThrow();
    expect(stored.discord_event).toBeNull();
  });

  it('creates no event for a leader without premium', async () => {
    const owner = await leader({ premium: false, use_discord_events: true });
    await createRaidThroughApi(owner, { discordVoiceChannel: VOICE_CHANNEL });
    await t.bot.worker.runDue();

    expect(posts()).toHaveLength(1);
    expect(eventRequests('POST')).toHaveLength(0);
  });
});
