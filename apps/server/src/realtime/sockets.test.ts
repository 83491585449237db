import { applyRecordsDelta, type VersionedRecords } from '@raid/domain/rules/recordsDelta';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
  testRealm,
} from '../testing/factories.js';
import {
  connectSocket,
  dropTestStream,
  Inbox,
  listenOnLoopback,
  roundTrip,
  testRedisEnv,
  type SocketOptions,
  type TestSocket,
} from '../testing/socketClients.js';
import { useTestApp } from '../testing/testApp.js';

/** Demo Discord world: Frostmourne Raiders, owned by Arthas, where a raid may be posted. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const GUILD_OWNER = '210000000000000001';
const ICC = 8;

const redisEnv = testRedisEnv();
let url: string;
const sockets: TestSocket[] = [];

// Registered before the app's hooks, so it runs after the app has closed.
afterAll(() => dropTestStream(redisEnv));
const t = useTestApp(redisEnv);

beforeAll(async () => {
  url = await listenOnLoopback(t);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function connect(options: SocketOptions = {}) {
  const socket = await connectSocket(url, { subdomain: 'wotlk', ...options });
  sockets.push(socket);
  return { socket, inbox: new Inbox(socket) };
}

async function player(id?: string) {
  const user = await createUser(t.deps.db, id ? { id } : {});
  const character = await createCharacter(t.deps.db, user.id);
  return { user, character, cookie: await createSession(t.deps.db, user.id) };
}

async function raidWithPlayer(overrides: Parameters<typeof createRaid>[2] = {}) {
  const leader = await player();
  const raid = await createRaid(
    t.deps.db,
    { userId: leader.user.id, charId: leader.character.id },
    overrides,
  );
  const member = await player();
  const record = await createRecord(t.deps.db, raid, { charId: member.character.id, userId: member.user.id });
  return { raid, leader, member, record };
}

function post(path: string, cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${path}?subdomain=wotlk`, headers: { cookie }, payload });
}

async function recordsInDatabase(raidId: number): Promise<RaidRecord[]> {
  return (await t.app.inject({ url: `/api/records?raid=${raidId}&subdomain=wotlk` })).json();
}

describe('handshake', () => {
  it('opens only for pages of BASE_URL (the test app: http://localhost:3000)', async () => {
    await expect(connect({ origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connect({ origin: 'http://localhost:3000.evil.example' })).rejects.toThrow();
    const { socket } = await connect({ origin: 'http://localhost:3000' });
    expect(socket.connected).toBe(true);
  });

  it('opens for a page of the host it was sent to, whatever its name (127.0.0.1 for localhost)', async () => {
    const sentTo = new URL(url);
    expect(sentTo.hostname).toBe('127.0.0.1');
    const { socket } = await connect({ origin: sentTo.origin });
    expect(socket.connected).toBe(true);
    const otherPort = `http://127.0.0.1:${Number(sentTo.port) + 1}`;
    await expect(connect({ origin: otherPort })).rejects.toThrow();
  });
});

describe('identify', () => {
  it("gives a socket claiming someone else's id nothing of theirs", async () => {
    const { raid } = await raidWithPlayer();
    const victim = await player();
    const spoofer = await player();
    const victimTab = await connect({ cookie: victim.cookie });
    const spooferTab = await connect({ cookie: spoofer.cookie });
    const visitorTab = await connect();
    for (const tab of [spooferTab, visitorTab]) {
      tab.socket.emit('identify', { id: victim.user.id, username: victim.user.username });
      await roundTrip(tab.socket);
    }

    const signUp = await post('/api/refreshRecords', victim.cookie, {
      raid: raid.id,
      chars: [victim.character.id],
    });
    expect(signUp.statusCode).toBe(200);
    await victimTab.inbox.waitFor('recordProgress', (progress) => progress.status === 'done');
    await victimTab.inbox.waitFor('charsUpdated');
    // The spoofer's own change comes after the victim's: once it arrives, the victim's would have too.
    const edit = await post('/api/refreshChar', spoofer.cookie, { id: spoofer.character.id, faction: 1 });
    expect(edit.statusCode).toBe(200);
    await spooferTab.inbox.waitFor('charsUpdated');
    await roundTrip(visitorTab.socket);

    expect(victimTab.inbox.all('recordProgress')).toEqual([
      { char: victim.character.id, status: 'checking', percent: 0 },
      { char: victim.character.id, status: 'done', percent: 100 },
    ]);
    expect(spooferTab.inbox.all('recordProgress')).toEqual([]);
    expect(spooferTab.inbox.all('charsUpdated')).toHaveLength(1);
    expect(visitorTab.inbox.all('recordProgress')).toEqual([]);
    expect(visitorTab.inbox.all('charsUpdated')).toEqual([]);
  });

  it('drops the user of a socket whose session has ended', async () => {
    const someone = await player();
    const tab = await connect({ cookie: someone.cookie });
    await post('/api/refreshChar', someone.cookie, { id: someone.character.id, faction: 1 });
    await tab.inbox.waitFor('charsUpdated');

    await t.app.inject({ url: '/api/logout', headers: { cookie: someone.cookie } });
    tab.socket.emit('identify', { id: someone.user.id, username: someone.user.username });
    await roundTrip(tab.socket);
    // A change made with another live session of the same user no longer reaches the logged-out tab.
    const otherSession = await createSession(t.deps.db, someone.user.id);
    const otherTab = await connect({ cookie: otherSession });
    await post('/api/refreshChar', otherSession, { id: someone.character.id, faction: 2 });
    await otherTab.inbox.waitFor('charsUpdated');
    await roundTrip(tab.socket);
    expect(tab.inbox.all('charsUpdated')).toHaveLength(1);
  });
});

describe('raid rooms', () => {
  it('sends recordsUpdated to the sockets that joined the raid, until they leave', async () => {
    const { raid, leader, record } = await raidWithPlayer();
    const watcher = await connect();
    const leaver = await connect();
    const elsewhere = await connect();
    watcher.socket.emit('joinRaid', raid.id);
    leaver.socket.emit('joinRaid', raid.id);
    await Promise.all([roundTrip(watcher.socket), roundTrip(leaver.socket)]);

    expect(
      (
        await post('/api/moveRecords', leader.cookie, {
          raidID: raid.id,
          records: [{ id: record.id, slot: 2 }],
        })
      ).statusCode,
    ).toBe(200);
    // A delta: the moved record alone, as the records call now answers it.
    const first = await watcher.inbox.waitFor('recordsUpdated');
    const moved = (await recordsInDatabase(raid.id)).find((row) => row.id === record.id);
    expect(first).toMatchObject({ raid: raid.id, changed: [moved], removed: [] });
    expect(first.version).toBe(first.from + 1);
    expect(moved?.slot).toBe(2);
    await leaver.inbox.waitFor('recordsUpdated');

    leaver.socket.emit('leaveRaid', raid.id);
    await roundTrip(leaver.socket);
    await post('/api/moveRecords', leader.cookie, { raidID: raid.id, records: [{ id: record.id, slot: 0 }] });
    await watcher.inbox.waitFor('recordsUpdated', (update) =>
      update.changed.some((row) => row.id === record.id && row.slot === 0),
    );
    await Promise.all([roundTrip(leaver.socket), roundTrip(elsewhere.socket)]);
    expect(leaver.inbox.all('recordsUpdated')).toHaveLength(1);
    expect(elsewhere.inbox.all('recordsUpdated')).toEqual([]);
  });
});

describe('list reloads', () => {
  it("leave a raid's watchers out when only its records changed (they heard recordsUpdated), not the rest", async () => {
    // The reloads of earlier tests' changes go out within a second of them.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { raid, leader, record } = await raidWithPlayer();
    const watcher = await connect();
    const list = await connect();
    watcher.socket.emit('joinRaid', raid.id);
    await roundTrip(watcher.socket);

    const moved = await post('/api/moveRecords', leader.cookie, {
      raidID: raid.id,
      records: [{ id: record.id, slot: 2 }],
    });
    expect(moved.statusCode).toBe(200);
    await watcher.inbox.waitFor('recordsUpdated');
    await list.inbox.waitFor('raidsUpdated');
    await roundTrip(watcher.socket);
    expect(watcher.inbox.all('raidsUpdated')).toEqual([]);
  });
});

describe('records deltas', () => {
  it('chain without a gap and end on the database, however moves and status changes interleave', async () => {
    const { raid, leader, member, record } = await raidWithPlayer();
    const others = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const someone = await player();
        const own = await createRecord(t.deps.db, raid, {
          charId: someone.character.id,
          userId: someone.user.id,
        });
        return { ...someone, record: own };
      }),
    );
    const watcher = await connect();
    watcher.socket.emit('joinRaid', raid.id);
    await roundTrip(watcher.socket);
    const shown = (await t.app.inject({ url: `/api/raids?id=${raid.id}&subdomain=wotlk` })).json();
    let held: VersionedRecords = { records: shown.data[0].records, version: shown.data[0].recordsVersion };

    // Moves read their delta inside their transaction; status changes leave it to a read after the commit.
    const answers = await Promise.all([
      ...others.map((other, n) =>
        post('/api/moveRecords', leader.cookie, {
          raidID: raid.id,
          records: [{ id: other.record.id, slot: n + 2 }],
        }),
      ),
      post('/api/setStatus', member.cookie, { record: record.id, status: 'tentative' }),
      ...others.map((other) =>
        post('/api/setStatus', other.cookie, { record: other.record.id, status: 'tentative' }),
      ),
    ]);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);

    const final = (await t.app.inject({ url: `/api/raids?id=${raid.id}&subdomain=wotlk` })).json().data[0];
    await watcher.inbox.waitFor('recordsUpdated', (update) => update.version === final.recordsVersion);
    for (const update of watcher.inbox.all('recordsUpdated')) {
      const outcome = applyRecordsDelta(held, update);
      expect(outcome.kind).not.toBe('refetch');
      if (outcome.kind === 'apply') held = outcome;
    }
    expect(held.version).toBe(final.recordsVersion);
    expect(held.records).toEqual(final.records);
    expect(held.records.filter((row) => row.slot > 1).map((row) => row.status)).toEqual(
      others.map(() => 'tentative'),
    );
  });
});

describe('raid room bound', () => {
  it('follows the last 10 raids a socket joined, leaving the oldest', async () => {
    const oldest = await raidWithPlayer();
    // Another size: a similar raid would hear of the oldest's roster change too.
    const newest = await raidWithPlayer({ size: 10 });
    const tab = await connect();
    const control = await connect();
    control.socket.emit('joinRaid', oldest.raid.id);
    tab.socket.emit('joinRaid', oldest.raid.id);
    for (let i = 1; i <= 9; i++) tab.socket.emit('joinRaid', 1_000_000 + i);
    tab.socket.emit('joinRaid', newest.raid.id);
    await Promise.all([roundTrip(tab.socket), roundTrip(control.socket)]);

    const moveToSlot2 = ({ raid, leader, record }: Awaited<ReturnType<typeof raidWithPlayer>>) =>
      post('/api/moveRecords', leader.cookie, { raidID: raid.id, records: [{ id: record.id, slot: 2 }] });
    await moveToSlot2(oldest);
    await control.inbox.waitFor('recordsUpdated');
    await moveToSlot2(newest);
    await tab.inbox.waitFor('recordsUpdated');
    await roundTrip(tab.socket);
    expect(tab.inbox.all('recordsUpdated').map((update) => update.raid)).toEqual([newest.raid.id]);
  });
});

describe('expansion rooms', () => {
  it('tells the expansion of a raid created and canceled over HTTP, and its players their cards changed', async () => {
    const leader = await player(GUILD_OWNER);
    const wotlk = await connect();
    const mop = await connect({ subdomain: 'mop' });
    const created = await post('/api/refreshRaid', leader.cookie, {
      server: testRealm().id,
      faction: 2,
      zone: ICC,
      size: 25,
      difficulty: 1,
      lootSystem: 1,
      requiredLogs: 0,
      requiredIlvl: 200,
      char: leader.character.id,
      recordMode: 0,
      discordServer: GUILD,
      discordChannel: TEXT_CHANNEL,
      date: new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 60_000) * 60_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const raidId = created.json().id as number;
    const announced = await wotlk.inbox.waitFor('raidCreated');
    expect(announced).toMatchObject({ id: raidId, userID: leader.user.id, zoneID: ICC, status: 'active' });
    await wotlk.inbox.waitFor('raidsUpdated');

    const leaderTab = await connect({ cookie: leader.cookie });
    const canceled = await post('/api/refreshRaid', leader.cookie, {
      id: raidId,
      canceled: 1,
      reason: 'No tanks',
    });
    expect(canceled.statusCode).toBe(200);
    const updated = await wotlk.inbox.waitFor('raidUpdated');
    expect(updated).toMatchObject({ id: raidId, status: 'canceled', canceled: true });
    await leaderTab.inbox.waitFor('charsUpdated');
    await wotlk.inbox.waitFor('raidsUpdated', () => wotlk.inbox.all('raidsUpdated').length === 2);

    await roundTrip(mop.socket);
    expect(mop.inbox.received).toEqual([]);
  });

  it('tells the expansion that sign-up counts changed', async () => {
    const { raid } = await raidWithPlayer();
    const someone = await player();
    const list = await connect();
    await post('/api/refreshRecords', someone.cookie, { raid: raid.id, chars: [someone.character.id] });
    await list.inbox.waitFor('raidsUpdated');
  });
});
