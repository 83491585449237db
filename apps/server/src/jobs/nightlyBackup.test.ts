import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../db/databaseBackup.js';
import { createCharacter, createRaid, createUser } from '../testing/factories.js';
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
    // Values of every awkward kind: an array, text with quotes, a line break and non-Latin letters, a bigint-sized
    // id, a uuid, times with milliseconds, nulls.
    const owner = await createUser(t.deps.db, { username: 'Тралл "the\nWarchief" 🐺' });
    const character = await createCharacter(t.deps.db, owner.id);
    const raid = await createRaid(t.deps.db, { userId: owner.id, charId: character.id });
    const hook = await t.deps.db
      .insertInto('webhooks')
      .values({
        guild_id: raid.discord_server,
        owner_id: owner.id,
        url: 'https://hooks.example/raid?a=1&b="2"',
        events: ['raid.created', 'signup.changed'],
        secret: 's3cret',
        failing_since: new Date('2026-11-27T10:11:12.345Z'),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('webhook_deliveries')
      .values({
        hook_id: hook.id,
        event: 'raid.created',
        expansion: 'wotlk',
        raid_id: raid.id,
        body: JSON.stringify({ text: 'a "quoted"\nline', emoji: '⚔️' }),
        next_attempt_at: new Date('2026-11-27T10:11:12.345Z'),
        created_at: new Date('2026-11-27T10:11:12.345Z'),
      })
      .execute();
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
      const edited = lines.join('\n').replace('"secret": "s3cret"', '"secret": "s3cre7"');
      expect(edited).not.toBe(lines.join('\n'));
      await writeFile(tampered, gzipSync(`${edited}\n`));
      await expect(restoreDatabase(empty.db, tampered)).rejects.toThrow(/Table webhooks restored .*checksum/);
      expect(await empty.db.selectFrom('users').select('id').execute()).toEqual([]);
      // A backup of an older schema does not go into a database already migrated past it.
      const header = JSON.parse(lines[0] ?? '') as { migrations: string[] };
      const older = path.join(dir, 'older.backup.gz');
      const olderHeader = JSON.stringify({ ...header, migrations: header.migrations.slice(0, -1) });
      await writeFile(older, gzipSync(`${[olderHeader, ...lines.slice(1)].join('\n')}\n`));
      await expect(restoreDatabase(empty.db, older)).rejects.toThrow(/newer than the backup's/);
      const whole = await restoreDatabase(empty.db, file);
      const users = await empty.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(whole.tables.find((table) => table.name === 'users')?.rows ?? -1);
      expect(users.length).toBeGreaterThan(0);
      const restoredOwner = await empty.db
        .selectFrom('users')
        .select('username')
        .where('id', '=', owner.id)
        .executeTakeFirst();
      expect(restoredOwner?.username).toBe(owner.username);
      const restoredHook = await empty.db
        .selectFrom('webhooks')
        .selectAll()
        .where('id', '=', hook.id)
        .executeTakeFirst();
      expect(restoredHook).toEqual(hook);
      const delivery = await empty.db.selectFrom('webhook_deliveries').select('body').executeTakeFirst();
      expect(JSON.parse(delivery?.body ?? '')).toEqual({ text: 'a "quoted"\nline', emoji: '⚔️' });
    } finally {
      await empty.drop();
    }
  });
});
