import type { RaidRecord } from '@raid/domain/schemas/record';
import { describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
} from '../testing/factories.js';
import { builtServerMissing, twoServerProcesses } from '../testing/serverProcess.js';
import { connectSocket, Inbox, roundTrip, testRedisEnv } from '../testing/socketClients.js';

/**
 * Two compiled server processes on one PostgreSQL database and the machine's Redis (issue "Several
 * processes"): a change made through process A reaches a client of process B. Without Redis there is nothing
 * to carry events between processes, so the test needs TEST_REDIS_URL; `npm test` builds dist first.
 */
const redisEnv = testRedisEnv();

const reason = !redisEnv.REDIS_URL
  ? 'skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run two processes over Redis'
  : builtServerMissing;

describe.skipIf(reason !== '')(`two server processes over Redis ${reason}`, () => {
  const servers = twoServerProcesses('two-processes');

  it('carries a change made through process A to a client of process B', async () => {
    const db = servers.database.db;
    const leader = await createUser(db);
    const character = await createCharacter(db, leader.id);
    const cookie = await createSession(db, leader.id);
    const raid = await createRaid(db, { userId: leader.id, charId: character.id });
    const player = await createUser(db);
    const record = await createRecord(db, raid, {
      charId: (await createCharacter(db, player.id)).id,
      userId: player.id,
    });

    // The session lives in the database: the same cookie logs the leader in on both processes.
    const leaderOnA = await connectSocket(servers.a, { cookie, subdomain: 'wotlk' });
    const watcherOnB = await connectSocket(servers.b, { subdomain: 'wotlk' });
    const leaderOnB = await connectSocket(servers.b, { cookie, subdomain: 'wotlk' });
    const watcher = new Inbox(watcherOnB);
    const leaderTab = new Inbox(leaderOnB);
    try {
      watcherOnB.emit('joinRaid', raid.id);
      await roundTrip(watcherOnB);

      const moved = await leaderOnA.timeout(5000).emitWithAck('DragAndDrop', {
        expansion: 'wotlk',
        raidID: raid.id,
        records: [{ id: record.id, slot: 4 }],
      });
      expect(moved).toEqual({ ok: true });
      const update = await watcher.waitFor('recordsUpdated');
      const roster = (await (
        await fetch(`${servers.b}/api/records?raid=${raid.id}&subdomain=wotlk`)
      ).json()) as RaidRecord[];
      expect(update).toMatchObject({ raid: raid.id, changed: roster.filter((row) => row.id === record.id) });
      expect(roster.find((row) => row.id === record.id)?.slot).toBe(4);

      const edited = await fetch(`${servers.a}/api/refreshChar?subdomain=wotlk`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ id: character.id, faction: 1 }),
      });
      expect(edited.status).toBe(200);
      await leaderTab.waitFor('charsUpdated');
    } finally {
      for (const socket of [leaderOnA, watcherOnB, leaderOnB]) socket.close();
    }
  });
});
