import { EMBEDDED_DATABASE, ensureDatabase } from '../bootstrap.js';
import type { Config } from '../config.js';
import type { AdminCommand } from './adminCommand.js';
import { createDb } from '../db/database.js';
import { backupDatabase, BackupError, restoreDatabase, type BackupHeader } from '../db/databaseBackup.js';
import { runningClusterUrl, startEmbeddedCluster } from '../db/embeddedCluster.js';

function rowsIn(header: BackupHeader): string {
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${rows} rows in ${header.tables.length} tables, schema ${header.migrations.at(-1) ?? ''}`;
}

/**
 * Where the command finds the database: DATABASE_URL when set; else the embedded cluster of the app running in
 * DATA_DIR (its pid in DATA_DIR/app.lock, its port in DATA_DIR/port), which a backup reads while the app runs
 * and a restore refuses; else the cluster in DATA_DIR, started for the command (holding app.lock, so the app
 * cannot start meanwhile) and stopped after it.
 */
async function openDatabase(config: Config, restore: boolean) {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  const running = await runningClusterUrl(config.dataDir, EMBEDDED_DATABASE);
  if (running && restore) {
    throw new BackupError(
      `The app is running on DATA_DIR ${config.dataDir}: stop it before restoring into it.`,
    );
  }
  if (running) return { url: running, stop: async () => undefined };
  const cluster = await startEmbeddedCluster(config.dataDir);
  try {
    if (restore) await ensureDatabase(cluster.url('postgres'), EMBEDDED_DATABASE);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url(EMBEDDED_DATABASE), stop: cluster.stop };
}

/**
 * `backup <file>`: a consistent copy of the app's database, taken while it runs (databaseBackup.ts).
 * `restore <file>`: into the stopped app's DATA_DIR or the empty database at DATABASE_URL. Prints what it did;
 * answers the exit code.
 */
export async function runBackupCommand(
  config: Config,
  { name, file }: Extract<AdminCommand, { name: 'backup' | 'restore' }>,
  now: Date,
): Promise<number> {
  const restore = name === 'restore';
  try {
    const database = await openDatabase(config, restore);
    const db = createDb(database.url, { max: 1 });
    try {
      if (restore) console.log(`Restored ${file}: ${rowsIn(await restoreDatabase(db, file))}.`);
      else console.log(`Backed up to ${file}: ${rowsIn(await backupDatabase(db, file, now))}.`);
      return 0;
    } finally {
      await db.destroy();
      await database.stop();
    }
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}
