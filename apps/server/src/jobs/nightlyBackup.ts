import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../appDeps.js';
import { createDb } from '../db/database.js';
import { backupDatabase } from '../db/databaseBackup.js';
import type { JobQueue } from './jobQueue.js';

export const NIGHTLY_BACKUP = 'nightly-backup';
/** 03:30 UTC, when the fewest raids are planned. */
const NIGHTLY = '30 3 * * *';
const BACKUP_FILE = /^raid-\d{8}T\d{6}Z\.backup\.gz$/;

/** raid-20261128T033000Z.backup.gz: sorts by name in time order. */
export function backupFileName(now: Date): string {
  return `raid-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.backup.gz`;
}

/** Backs the database up into `dir` and deletes all but the newest `keep` backups there; answers the new file. */
export async function backUpAndPrune(
  deps: Pick<AppDeps, 'db' | 'now'>,
  backup: { dir: string; keep: number },
): Promise<string> {
  await mkdir(backup.dir, { recursive: true });
  const file = path.join(backup.dir, backupFileName(deps.now()));
  await backupDatabase(deps.db, file, deps.now());
  const backups = (await readdir(backup.dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  for (const old of backups.slice(0, Math.max(0, backups.length - backup.keep))) {
    await rm(path.join(backup.dir, old), { force: true });
  }
  return file;
}

/**
 * The nightly backup on pg-boss, opt-in by BACKUP_DIR (one run per night however many processes run; files
 * from `npm run admin -- backup` elsewhere in the folder are left alone). Without BACKUP_DIR a schedule left by
 * an earlier start is removed.
 */
export async function defineNightlyBackup(
  queue: JobQueue,
  deps: Pick<AppDeps, 'now' | 'config'>,
  connectionString: string,
) {
  const backup = deps.config.backup;
  if (!backup) {
    await queue.never(NIGHTLY_BACKUP);
    return;
  }
  await queue.define({
    name: NIGHTLY_BACKUP,
    // Its own connection: the app's pool gives up on a statement after 15 s, and a large table's read is longer.
    run: async () => {
      const db = createDb(connectionString, { max: 1 });
      try {
        await backUpAndPrune({ db, now: deps.now }, backup);
      } finally {
        await db.destroy();
      }
    },
  });
  await queue.every(NIGHTLY_BACKUP, NIGHTLY);
}
