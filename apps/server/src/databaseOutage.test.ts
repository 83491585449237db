import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE } from './bootstrap.js';
import { createDb, type Db } from './db/database.js';
import { runningClusterUrl } from './db/embeddedCluster.js';
import { createCharacter, createRaid, createSession, createUser } from './testing/factories.js';
import { builtServerMissing, ServerProcesses } from './testing/serverProcess.js';

/**
 * Issue 12, "Database faults": the compiled app on its embedded PostgreSQL, whose server is killed (SIGKILL, no
 * goodbye to its clients) while players sign up. The app must stay up, answer 503 while the database is gone,
 * serve again by itself, and have kept every sign-up it acknowledged.
 */
const PLAYERS = 40;
const LOAD_MS = 8_000;

const servers = new ServerProcesses();
let dataDir: string;
let base: string;

async function clusterDb(): Promise<Db> {
  const url = await runningClusterUrl(dataDir, EMBEDDED_DATABASE);
  if (!url) throw new Error('no running cluster');
  return createDb(url, { max: 2 });
}

async function killPostmaster(): Promise<void> {
  const pid = Number(
    (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  process.kill(pid, 'SIGKILL');
}

/** A read no answer cache can serve: each call asks for another archive page. */
let archivePage = 0;
const outageRead = () =>
  fetch(`${base}/api/raids?subdomain=wotlk&archive=1&page=${++archivePage}`, {
    headers: { 'accept-language': 'ru' },
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(builtServerMissing)('a database outage under a sign-up load', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'raid-outage-'));
    base = await servers.start({ DATA_DIR: dataDir });
  }, 120_000);

  afterAll(async () => {
    await servers.stopAll();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 while PostgreSQL is down, serves again by itself and keeps every acknowledged sign-up', async () => {
    const db = await clusterDb();
    const leader = await createUser(db);
    const leaderChar = await createCharacter(db, leader.id);
    const raid = await createRaid(db, { userId: leader.id, charId: leaderChar.id }, { size: 25 });
    const players = [];
    for (let index = 0; index < PLAYERS; index++) {
      const user = await createUser(db);
      const character = await createCharacter(db, user.id);
      players.push({ cookie: await createSession(db, user.id), charId: character.id });
    }
    await db.destroy();

    const statuses = new Map<number, number>();
    const acknowledged: number[] = [];
    const started = Date.now();
    // Each player starts at its own moment over the load and retries a 503 until the load's end, as the web does
    // when a player presses the button again.
    const signUps = players.map(async (player, index) => {
      await sleep((index * LOAD_MS) / 2 / PLAYERS);
      while (Date.now() - started < LOAD_MS * 2) {
        const answer = await fetch(`${base}/api/refreshRecords?subdomain=wotlk`, {
          method: 'POST',
          headers: { cookie: player.cookie, 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ raid: raid.id, chars: [player.charId] }),
          signal: AbortSignal.timeout(20_000),
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        await answer.arrayBuffer();
        if (answer.status === 200) {
          acknowledged.push(player.charId);
          return;
        }
        await sleep(250);
      }
    });
    await sleep(LOAD_MS / 4);
    await killPostmaster();
    // The killed server's connections close within moments; a read then finds no database.
    let duringOutage = await outageRead();
    for (let tries = 0; duringOutage.status === 200 && tries < 20; tries++) {
      await sleep(50);
      duringOutage = await outageRead();
    }
    await Promise.all(signUps);

    expect(duringOutage.status).toBe(503);
    expect(await duringOutage.json()).toEqual({
      code: 'databaseUnavailable',
      error: 'Сервис ненадолго недоступен. Попробуйте через минуту.',
    });
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect(acknowledged.length).toBe(PLAYERS);

    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const after = await clusterDb();
    try {
      const kept = await after
        .selectFrom('records')
        .select('char_id')
        .where('raid_id', '=', raid.id)
        .where('leader', '=', false)
        .execute();
      expect(kept.map((record) => record.char_id).sort()).toEqual([...acknowledged].sort());
    } finally {
      await after.destroy();
    }
  }, 120_000);
});
