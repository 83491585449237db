import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer, redisServerMissing } from '../testing/redisServer.js';
import { databaseRecordsVersion, outageWorld, RaidWatcher, signUp } from '../testing/redisOutageWorld.js';
import { builtServerMissing, ServerProcesses } from '../testing/serverProcess.js';
import { TcpProxy } from '../testing/tcpProxy.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';

/**
 * Issue 26, "Live state converges after any outage": two compiled server processes on one database and a
 * redis-server of the test's own, which the test kills and starts again (empty, as after a restart) while
 * players sign up through process A; the raid's watchers on process B must end at the database's records
 * version once Redis is back, with no change after it to carry them there. A reaches Redis through a proxy the
 * test can cut, so A's connection alone can drop too. (The timings are measured by redisOutage.measure.test.ts.)
 */
const reason = redisServerMissing || builtServerMissing;

describe.skipIf(reason !== '')(`a Redis outage between two processes ${reason}`, () => {
  const processes = new ServerProcesses();
  let redis: RedisServer;
  let proxy: TcpProxy;
  let database: TestDatabase;
  let a: string;
  let b: string;

  beforeAll(async () => {
    [redis, database] = await Promise.all([RedisServer.start(), createTestDatabase()]);
    proxy = await TcpProxy.start(redis.port);
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: 'redis-outage',
      REDIS_URL: redis.url,
      REDIS_STREAM: `raid-outage-${randomBytes(6).toString('hex')}`,
    };
    [a, b] = await Promise.all([processes.start({ ...env, REDIS_URL: proxy.url }), processes.start(env)]);
  }, 90_000);

  afterAll(async () => {
    await processes.stopAll();
    await proxy?.cut();
    await redis?.stop();
    await database?.drop();
  }, 60_000);

  it('brings every watcher on B to the database version when Redis is back, with no later change', async () => {
    const [world, other] = await Promise.all([outageWorld(database.db, 4), outageWorld(database.db, 2)]);
    const onA = await RaidWatcher.open(a, world.raidId);
    const onB = await Promise.all([1, 2, 3].map(() => RaidWatcher.open(b, world.raidId)));
    const opened = [onA, ...onB];
    try {
      const [before, ...during] = world.players;
      if (!before) throw new Error('the world has no players');
      expect(await signUp(a, world.raidId, before)).toBe(true);
      const first = await databaseRecordsVersion(database.db, world.raidId);
      await Promise.all(opened.map((watcher) => watcher.reach(first, 5000)));

      await redis.stop();
      // A page opened on B during the outage, on a raid no socket of B watched before: it loads the raid as
      // it is then and misses the sign-ups that follow.
      const lateOnB = await RaidWatcher.open(b, other.raidId);
      opened.push(lateOnB);
      for (const [raidId, player] of [
        ...other.players.map((player) => [other.raidId, player] as const),
        ...during.map((player) => [world.raidId, player] as const),
      ]) {
        expect(await signUp(a, raidId, player)).toBe(true);
        await sleep(200);
      }
      const last = await databaseRecordsVersion(database.db, world.raidId);
      const otherLast = await databaseRecordsVersion(database.db, other.raidId);
      expect(last).toBeGreaterThan(first);
      // A's own sockets hear the last change once A stops waiting to publish it (the Redis client's command
      // timeout): from then on every change above is lost to B, as in the outages the issue measured.
      await onA.reach(last, 15_000);
      await redis.start();

      await Promise.all([
        ...onB.map((watcher) => watcher.reach(last, 10_000)),
        lateOnB.reach(otherLast, 10_000),
        // An edit of the raid itself carries no version: every open page is told to reload the raid.
        ...[...onB, lateOnB].map((watcher) => watcher.stale),
      ]);
      for (const [raidId, watchers] of [
        [world.raidId, onB],
        [other.raidId, [lateOnB]],
      ] as const) {
        const rows = await database.db
          .selectFrom('records')
          .select('id')
          .where('raid_id', '=', raidId)
          .execute();
        for (const watcher of watchers)
          expect(watcher.held?.records.map((record) => record.id).sort()).toEqual(
            rows.map((row) => row.id).sort(),
          );
      }
    } finally {
      for (const watcher of opened) watcher.socket.close();
    }
  });

  it("brings B's watchers to the database version when A's connection alone drops and comes back", async () => {
    const world = await outageWorld(database.db, 4);
    const onA = await RaidWatcher.open(a, world.raidId);
    const onB = await Promise.all([1, 2].map(() => RaidWatcher.open(b, world.raidId)));
    const opened = [onA, ...onB];
    try {
      const [before, ...during] = world.players;
      if (!before) throw new Error('the world has no players');
      expect(await signUp(a, world.raidId, before)).toBe(true);
      const first = await databaseRecordsVersion(database.db, world.raidId);
      await Promise.all(opened.map((watcher) => watcher.reach(first, 5000)));

      // Redis stays up for B: B's connection never drops, so B has nothing of its own to catch up on.
      await proxy.cut();
      for (const player of during) {
        expect(await signUp(a, world.raidId, player)).toBe(true);
        await sleep(200);
      }
      const last = await databaseRecordsVersion(database.db, world.raidId);
      await onA.reach(last, 15_000);
      await proxy.restore();

      await Promise.all([
        ...onB.map((watcher) => watcher.reach(last, 10_000)),
        ...onB.map((watcher) => watcher.stale),
      ]);
    } finally {
      for (const watcher of opened) watcher.socket.close();
    }
  });
});
