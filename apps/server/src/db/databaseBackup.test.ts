import { spawn } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE } from '../bootstrap.js';
import { createCharacter, createRaid, createSession, createUser } from '../testing/factories.js';
import { knownCharacters } from '../testing/knownCharacters.js';
import { builtServerMissing, ServerProcesses } from '../testing/serverProcess.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { RaidRow } from './schema.js';
import { createDb, type Db } from './database.js';
import { summarizeDatabase } from '../testing/databaseSummary.js';
import type { BackupHeader, TableSummary } from './databaseBackup.js';
import { runningClusterUrl, startEmbeddedCluster } from './embeddedCluster.js';

/** The compiled admin command, as `npm run admin` runs it. */
const admin = fileURLToPath(new URL('../../dist/admin.js', import.meta.url));
const missing = builtServerMissing || (existsSync(admin) ? '' : 'skipped: build apps/server/dist first');

/** Runs `npm run admin -- <args>`'s compiled command; answers its exit code and output. */
function runAdmin(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  // Vitest sets BASE_URL to '/' for Vite; the test's own database and folder are given in `env`.
  const { DATABASE_URL: _database, BASE_URL: _base, ...inherited } = process.env;
  const child = spawn(process.execPath, [admin, ...args], { env: { ...inherited, ...env }, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function headerOf(file: string): Promise<BackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  for await (const line of lines) {
    lines.close();
    return JSON.parse(line) as BackupHeader;
  }
  throw new Error(`${file} is empty`);
}

/** Raids whose maintained counts disagree with their records: a backup read table by table would show some. */
async function raidsOutOfStep(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM raids
    WHERE records_count <> (SELECT count(*) FROM records
      WHERE records.raid_id = raids.id AND records.suspended_by_raid_id IS NULL)`.execute(db);
  return rows[0]?.n ?? -1;
}

/**
 * Issue 26, "backup and restore": `npm run admin -- backup` copies the database while players sign up, and
 * `npm run admin -- restore` puts it into a new DATA_DIR, table for table equal (row counts and checksums), and
 * the app starts on it.
 */
describe.skipIf(missing !== '')(`backup and restore ${missing}`, () => {
  let t: TestApp;
  let dir: string;
  let dataDir: string | undefined;
  const processes = new ServerProcesses();

  beforeAll(async () => {
    [t, dir] = await Promise.all([startTestApp(), mkdtemp(path.join(tmpdir(), 'raid-backup-'))]);
  });
  afterAll(async () => {
    await processes.stopAll();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('backs up under a sign-up load and restores every row into a new DATA_DIR, where the app starts', async () => {
    const db = t.deps.db;
    const known = knownCharacters(db);
    const leader = await createUser(db);
    const leaderChar = await createCharacter(db, leader.id, known.realm);
    const raids: RaidRow[] = [];
    for (let day = 2; day <= 7; day++) {
      raids.push(
        await createRaid(
          db,
          { userId: leader.id, charId: leaderChar.id },
          { ...known.realm, date: new Date(Date.now() + day * 86_400_000) },
        ),
      );
    }
    const players: Array<{ cookie: string; char: number }> = [];
    for (let i = 0; i < 24; i++) {
      const user = await createUser(db);
      players.push({ cookie: await createSession(db, user.id), char: (await known.create(user.id)).id });
    }

    // Players sign up to every raid and now and then leave again, four at a time, until told to stop.
    let done = 0;
    const failures: string[] = [];
    let stopping = false;
    const load = Array.from({ length: 4 }, async (_, lane) => {
      for (let step = lane; !stopping; step += 4) {
        const player = players[step % players.length];
        const raid = raids[Math.floor(step / players.length) % raids.length];
        if (!player || !raid) continue;
        const leave = step % 7 === 0;
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/refreshRecords?subdomain=wotlk',
          headers: { cookie: player.cookie },
          payload: { raid: raid.id, chars: [player.char], ...(leave ? { cancel: true } : {}) },
        });
        if (answer.statusCode !== 200) failures.push(`${answer.statusCode} ${answer.body}`);
        done++;
      }
    });
    while (done < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = path.join(dir, 'raid.backup.gz');
    const before = done;
    const backup = await runAdmin(['backup', file], { DATABASE_URL: t.database.url });
    const during = done - before;
    const after = done;
    while (done < after + 20) await new Promise((resolve) => setTimeout(resolve, 20));
    stopping = true;
    await Promise.all(load);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(failures).toEqual([]);
    // The app went on answering while the backup read: no downtime.
    expect(during).toBeGreaterThan(0);

    const header = await headerOf(file);
    const source = await summarizeDatabase(db);
    const records = (summaries: TableSummary[]) => summaries.find((table) => table.name === 'records')?.rows;
    expect(header.tables.map((table) => table.name).sort()).toEqual(source.map((table) => table.name).sort());
    // The load went on after the backup's snapshot, which holds what was committed before it.
    expect(source).not.toEqual(header.tables);
    expect(records(header.tables)).toBeGreaterThan(0);

    // Its own folder, as a new deployment's: the cluster's server user must be able to enter it.
    dataDir = await mkdtemp(path.join(tmpdir(), 'raid-restored-'));
    const restore = await runAdmin(['restore', file], { DATA_DIR: dataDir });
    expect(restore, restore.output).toMatchObject({ code: 0 });

    // Compared before the app starts: a running app soon carries out the restored outbox and changes rows.
    const cluster = await startEmbeddedCluster(dataDir);
    const restoredDb = createDb(cluster.url(EMBEDDED_DATABASE), { max: 1 });
    try {
      const restored = await summarizeDatabase(restoredDb);
      console.log(
        `${during} sign-up requests answered while the backup ran; records: ${records(header.tables)} in the ` +
          `backup, ${records(source)} after the load.\nbackup → restore, rows per table:\n` +
          header.tables
            .map((table) => {
              const match = restored.find((row) => row.name === table.name);
              return `  ${table.name}: ${table.rows} → ${match?.rows} (${match?.checksum === table.checksum ? 'checksum equal' : 'CHECKSUM DIFFERS'})`;
            })
            .join('\n'),
      );
      expect(restored).toEqual(header.tables);
      expect(await raidsOutOfStep(restoredDb)).toBe(0);
    } finally {
      await restoredDb.destroy();
      await cluster.stop();
    }

    // Not demo mode (whose start seeds its world into the database): Discord is this test's stand-in.
    const base = await processes.start({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'backup-test',
      DISCORD_CLIENT_ID: t.discord.clientId,
      DISCORD_CLIENT_SECRET: t.discord.clientSecret,
      DISCORD_BOT_TOKEN: t.discord.botToken,
      DISCORD_API_URL: `${t.discord.url}/api`,
      DISCORD_AUTHORIZE_URL: t.discord.url,
    });
    const url = await runningClusterUrl(dataDir, EMBEDDED_DATABASE);
    expect(url).not.toBeNull();
    const appDb = createDb(url ?? '', { max: 1 });
    try {
      const raid = raids[0];
      const expected = await appDb
        .selectFrom('records')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('raid_id', '=', raid?.id ?? 0)
        .executeTakeFirstOrThrow();
      const answer = await fetch(`${base}/api/records?raid=${raid?.id}&subdomain=wotlk`, {
        headers: { cookie: players[0]?.cookie ?? '' },
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as unknown[]).length).toBe(Number(expected.n));
    } finally {
      await appDb.destroy();
    }
  }, 180_000);
});
