import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer, redisServerMissing } from '../testing/redisServer.js';
import { databaseRecordsVersion, outageWorld, RaidWatcher, signUp } from '../testing/redisOutageWorld.js';
import { builtServerMissing, ServerProcesses } from '../testing/serverProcess.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';

/**
 * The measurement of issue 26's outage table, run by hand (never in the suite: a 60 s outage is not a test):
 *   npx tsc -b && npm run bundle -w @raid/server
 *   REDIS_OUTAGE_SECONDS=3,10,60 npx vitest run apps/server/src/realtime/redisOutage.measure.test.ts
 * Two compiled processes share the database and a redis-server of this file's own. For each outage: a sign-up
 * every 200 ms through A, Redis killed 2 s into the stream and started again (empty) after the outage; the stream
 * stops at Redis's return or after 50 sign-ups (10 s), whichever comes first, and nothing changes after it. Printed per outage: the changes made, the `recordsUpdated` events
 * the sockets on B received, their re-fetches, and how many of the sockets (5 on A, 5 on B) were behind the
 * database's records version 2 s after Redis's return.
 */
const outages = (process.env.REDIS_OUTAGE_SECONDS ?? '')
  .split(',')
  .filter((seconds) => seconds.trim() !== '')
  .map(Number);
const reason =
  outages.length === 0
    ? 'skipped: a measurement, run by hand with REDIS_OUTAGE_SECONDS=3,10,60'
    : redisServerMissing || builtServerMissing;

const SIGN_UP_GAP_MS = 200;
const LEAD_IN_MS = 2_000;
/** The stream stops at Redis's return or after 10 s (50 sign-ups), whichever comes first. */
const MAX_STREAM_MS = 10_000;
const SOCKETS_PER_PROCESS = 5;

interface Row {
  outageSeconds: number;
  changes: number;
  eventsOnB: string;
  refetchesOnB: number;
  behindAfter2s: number;
  sockets: number;
  lastAtVersionMs: number | null;
}

describe.skipIf(reason !== '')(`Redis outage measurement ${reason}`, () => {
  const processes = new ServerProcesses();
  let redis: RedisServer;
  let database: TestDatabase;
  let a: string;
  let b: string;
  const rows: Row[] = [];

  beforeAll(async () => {
    [redis, database] = await Promise.all([RedisServer.start(), createTestDatabase()]);
    const env = {
      DATABASE_URL: database.url,
      SESSION_SECRET: 'redis-outage-measure',
      REDIS_URL: redis.url,
      REDIS_STREAM: `raid-outage-${randomBytes(6).toString('hex')}`,
    };
    [a, b] = await Promise.all([processes.start(env), processes.start(env)]);
  }, 90_000);

  afterAll(async () => {
    await processes.stopAll();
    await redis?.stop();
    await database?.drop();
    console.log(
      [
        '| Redis down | changes | events received per socket on B (min-max) | re-fetches on B | sockets behind 2 s after return | last socket at the database version |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map(
          (row) =>
            `| ${row.outageSeconds} s | ${row.changes} | ${row.eventsOnB} | ${row.refetchesOnB} | ${row.behindAfter2s} of ${row.sockets} | ${row.lastAtVersionMs === null ? 'not within 10 s' : `${row.lastAtVersionMs} ms after return`} |`,
        ),
      ].join('\n'),
    );
  }, 60_000);

  for (const outageSeconds of outages)
    it(`Redis down ${outageSeconds} s`, { timeout: (outageSeconds + 60) * 1000 }, async () => {
      const streamMs = Math.min(LEAD_IN_MS + outageSeconds * 1000, MAX_STREAM_MS);
      const world = await outageWorld(database.db, Math.floor(streamMs / SIGN_UP_GAP_MS));
      const open = (base: string) =>
        Promise.all(Array.from({ length: SOCKETS_PER_PROCESS }, () => RaidWatcher.open(base, world.raidId)));
      const [onA, onB] = await Promise.all([open(a), open(b)]);
      const watchers = [...onA, ...onB];
      try {
        const started = performance.now();
        const outage = sleep(LEAD_IN_MS).then(() => redis.stop());
        const taken = await Promise.all(
          world.players.map(async (player, index) => {
            await sleep(index * SIGN_UP_GAP_MS);
            return signUp(a, world.raidId, player);
          }),
        );
        await outage;
        await sleep(Math.max(0, started + LEAD_IN_MS + outageSeconds * 1000 - performance.now()));
        await redis.start();
        const back = performance.now();
        const version = await databaseRecordsVersion(database.db, world.raidId);

        const reaching = Promise.all(
          watchers.map((watcher) =>
            watcher.reach(version, 10_000).then(
              () => Math.round(performance.now() - back),
              () => null,
            ),
          ),
        );
        await sleep(Math.max(0, back + 2_000 - performance.now()));
        const behindAfter2s = watchers.filter((watcher) => watcher.version < version).length;
        const reached = await reaching;
        const events = onB.map((watcher) => watcher.events);
        rows.push({
          outageSeconds,
          changes: taken.filter(Boolean).length,
          eventsOnB: `${Math.min(...events)}-${Math.max(...events)}`,
          refetchesOnB: onB.reduce((sum, watcher) => sum + watcher.refetches - 1, 0),
          behindAfter2s,
          sockets: watchers.length,
          lastAtVersionMs: reached.includes(null) ? null : Math.max(...reached.map(Number)),
        });
        expect(taken.every(Boolean)).toBe(true);
      } finally {
        for (const watcher of watchers) watcher.socket.close();
      }
    });
});
