import { applyRecordsDelta, type VersionedRecords } from '@raid/domain/rules/recordsDelta';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
  snowflake,
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

const ADMIN = snowflake();
const redisEnv = testRedisEnv();

let url: string;
const sockets: TestSocket[] = [];

// Registered before the app's hooks, so it runs after the app has closed.
afterAll(() => dropTestStream(redisEnv));
const t = useTestApp({ ADMIN_USER_ID: ADMIN, ...redisEnv });

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

async function raidWithLeader() {
  const leader = await player();
  const raid = await createRaid(t.deps.db, { userId: leader.user.id, charId: leader.character.id });
  return { raid, leader };
}

async function signedUp(raid: { id: number; size: number }, slot = 0) {
  const who = await player();
  return createRecord(t.deps.db, raid, { charId: who.character.id, userId: who.user.id }, { slot });
}

async function watch(raidId: number, options: SocketOptions = {}) {
  const tab = await connect(options);
  tab.socket.emit('joinRaid', raidId);
  await roundTrip(tab.socket);
  return tab;
}

function drop(socket: TestSocket, raidID: number, records: Array<{ id: number; slot: number }>) {
  return socket.timeout(5000).emitWithAck('DragAndDrop', { expansion: 'wotlk', raidID, records });
}

async function rosterInDatabase(raidId: number): Promise<RaidRecord[]> {
  return (await t.app.inject({ url: `/api/records?raid=${raidId}&subdomain=wotlk` })).json();
}

const slots = (records: RaidRecord[]) => records.map((record) => [record.id, record.slot]);

/** The records and their version as a page holds them after loading the raid. */
async function heldRecords(raidId: number): Promise<VersionedRecords> {
  const [raid] = (await t.app.inject({ url: `/api/raids?id=${raidId}&subdomain=wotlk` })).json().data;
  return { records: raid.records, version: raid.recordsVersion };
}

/** What a page that held `start` shows after the live updates, or null where it would fetch again. */
function afterUpdates(start: VersionedRecords, updates: RecordsUpdated[]): RaidRecord[] | null {
  let held = start;
  for (const update of updates) {
    const outcome = applyRecordsDelta(held, update);
    if (outcome.kind === 'refetch') return null;
    if (outcome.kind === 'apply') held = outcome;
  }
  return held.records;
}

describe('DragAndDrop', () => {
  it('refuses a non-leader (even one identifying as the leader) and a visitor, and changes nothing', async () => {
    const { raid, leader } = await raidWithLeader();
    const record = await signedUp(raid);
    const before = await rosterInDatabase(raid.id);
    const watcher = await watch(raid.id);
    const stranger = await player();
    const strangerTab = await watch(raid.id, { cookie: stranger.cookie });
    strangerTab.socket.emit('identify', { id: leader.user.id, username: leader.user.username });
    const visitorTab = await connect();

    expect(await drop(strangerTab.socket, raid.id, [{ id: record.id, slot: 2 }])).toEqual({
      ok: false,
      code: 'forbidden',
      error: expect.any(String),
    });
    // The refused sender gets the roster as it is, so its own optimistic drop is undone; no error flag.
    const refused = await strangerTab.inbox.waitFor('recordsUpdated');
    expect(refused).toMatchObject({ raid: raid.id, records: before });
    expect(refused.error).toBeUndefined();
    expect(await drop(visitorTab.socket, raid.id, [{ id: record.id, slot: 2 }])).toMatchObject({
      ok: false,
      code: 'loginRequired',
    });

    expect(await rosterInDatabase(raid.id)).toEqual(before);
    await roundTrip(watcher.socket);
    expect(watcher.inbox.all('recordsUpdated')).toEqual([]);
  });

  it("applies the leader's moves with the HTTP call's rules and sends the raid's room the roster", async () => {
    const { raid, leader } = await raidWithLeader();
    const a = await signedUp(raid);
    const b = await signedUp(raid, 5);
    const leaderTab = await watch(raid.id, { cookie: leader.cookie });
    const watcher = await watch(raid.id);
    const held = await heldRecords(raid.id);

    expect(
      await drop(leaderTab.socket, raid.id, [
        { id: a.id, slot: 5 },
        { id: b.id, slot: 0 },
      ]),
    ).toEqual({ ok: true });
    const roster = await rosterInDatabase(raid.id);
    expect(roster.find((row) => row.id === a.id)?.slot).toBe(5);
    expect(roster.find((row) => row.id === b.id)?.slot).toBe(0);
    // Only the two moved records travel, and they bring the watcher's page to the roster of the database.
    const update = await watcher.inbox.waitFor('recordsUpdated');
    expect(update).toMatchObject({
      raid: raid.id,
      from: held.version,
      version: held.version + 1,
      removed: [],
    });
    expect(update.changed.map((record) => record.id).sort()).toEqual([a.id, b.id].sort());
    expect(afterUpdates(held, [update])).toEqual(roster);

    const leaderRecord = roster.find((row) => row.leader);
    expect(await drop(leaderTab.socket, raid.id, [{ id: leaderRecord?.id ?? 0, slot: 0 }])).toMatchObject({
      ok: false,
      code: 'invalidRequest',
    });
    expect(await rosterInDatabase(raid.id)).toEqual(roster);
  });

  it('gives a slot two managers drop into at once to one, flags the other, and leaves every watcher on the roster of the database', async () => {
    const admin = await player(ADMIN);
    for (let round = 0; round < 5; round++) {
      const { raid, leader } = await raidWithLeader();
      const mine = await signedUp(raid);
      const theirs = await signedUp(raid);
      const leaderTab = await watch(raid.id, { cookie: leader.cookie });
      const adminTab = await watch(raid.id, { cookie: admin.cookie });
      const watchers = [leaderTab, adminTab, await watch(raid.id), await watch(raid.id)];
      const held = await heldRecords(raid.id);

      const answers = await Promise.all([
        drop(leaderTab.socket, raid.id, [{ id: mine.id, slot: 7 }]),
        drop(adminTab.socket, raid.id, [{ id: theirs.id, slot: 7 }]),
      ]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      const loserIndex = answers.findIndex((answer) => !answer.ok);
      expect(answers[loserIndex]).toEqual({
        ok: false,
        code: 'slotFilled',
        error: 'Raid slot is already filled.',
      });
      const loser = [leaderTab, adminTab][loserIndex];
      await loser?.inbox.waitFor('recordsUpdated', (update) => update.error === true);

      const roster = await rosterInDatabase(raid.id);
      expect(roster.filter((row) => row.slot === 7)).toHaveLength(1);
      for (const watcher of watchers) {
        await watcher.inbox.waitFor('recordsUpdated', () => {
          const shown = afterUpdates(held, watcher.inbox.all('recordsUpdated'));
          return shown !== null && JSON.stringify(slots(shown)) === JSON.stringify(slots(roster));
        });
      }
      for (const socket of sockets.splice(0)) socket.close();
    }
  });
});
