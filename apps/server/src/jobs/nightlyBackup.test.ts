import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../db/databaseBackup.js';
import { createUser } from '../testing/factories.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import { createTestDatabase } from '../testing/testDatabase.js';
import { backUpAndPrune, backupFileName, NIGHTLY_BACKUP } from './nightlyBackup.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'raid-nightly-'));
  t = await startTestApp({ BACKUP_DIR: dir, BACKUP_KEEP: '2' }, { jobs: true });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('nightly backup (BACKUP_DIR, BACKUP_KEEP)', () => {
  it('is scheduled once a night in the database', async () => {
    const { rows } = await sql<{ cron: string }>`
      SELECT cron FROM pgboss.schedule WHERE name = ${NIGHTLY_BACKUP}`.execute(t.deps.db);
    expect(rows).toEqual([{ cron: '30 3 * * *' }]);
  });

  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', async () => {
    await writeFile(path.join(dir, 'by-hand.backup.gz'), 'an operator copy');
    const backup = t.deps.config.backup ?? { dir, keep: 0 };
    const nights = ['2026-11-25T03:30:00Z', '2026-11-26T03:30:00Z', '2026-11-27T03:30:00Z'].map(
      (night) => new Date(night),
    );
    for (const night of nights) await backUpAndPrune({ db: t.deps.db, now: () => night }, backup);
    expect((await readdir(dir)).sort()).toEqual(
      ['by-hand.backup.gz', backupFileName(nights[1] as Date), backupFileName(nights[2] as Date)].sort(),
    );
    expect(backupFileName(nights[2] as Date)).toBe('raid-20261127T033000Z.backup.gz');
  });

  it('restores only into an empty database, and not from a cut file', async () => {
    await createUser(t.deps.db);
    const file = await backUpAndPrune(t.deps, { dir, keep: 5 });
    await expect(restoreDatabase(t.deps.db, file)).rejects.toThrow(/not empty/);

    const empty = await createTestDatabase();
    try {
      const garbage = path.join(dir, 'garbage.backup.gz');
      await writeFile(garbage, 'not gzip');
      await expect(restoreDatabase(empty.db, garbage)).rejects.toThrow(/cannot be read as a backup/);
      // Without its last line: every row loads, then the missing #end undoes the load.
      const lines = gunzipSync(await readFile(file))
        .toString()
        .trimEnd()
        .split('\n');
      const cut = path.join(dir, 'cut.backup.gz');
      await writeFile(cut, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
      await expect(restoreDatabase(empty.db, cut)).rejects.toThrow(/cut short/);
      expect(await empty.db.selectFrom('users').select('id').execute()).toEqual([]);
      // One value changed on the way: the checksum tells, and the load is undone.
      const tampered = path.join(dir, 'tampered.backup.gz');
      const edited = lines.join('\n').replace(/"username": "([^"]*)"/, '"username": "$1x"');
      expect(edited).not.toBe(lines.join('\n'));
      await writeFile(tampered, gzipSync(`${edited}\n`));
      await expect(restoreDatabase(empty.db, tampered)).rejects.toThrow(/Table users restored .*checksum/);
      expect(await empty.db.selectFrom('users').select('id').execute()).toEqual([]);
      const whole = await restoreDatabase(empty.db, file);
      const users = await empty.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(whole.tables.find((table) => table.name === 'users')?.rows ?? -1);
      expect(users.length).toBeGreaterThan(0);
    } finally {
      await empty.drop();
    }
  });
});
