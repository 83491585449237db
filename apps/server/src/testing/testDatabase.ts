import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../db/database.js';
import { useForFile } from './useForFile.js';

const TEMPLATE_DATABASE = 'raid_test_template';

export interface TestDatabase {
  url: string;
  db: Db;
  drop: () => Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(options: { timeStatements?: boolean } = {}): Promise<TestDatabase> {
  const name = `raid_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: 25, timeStatements: options.timeStatements ?? false });
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.destroy();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh database for the test file, or for the describe it is called in, created and dropped by that block's
 * hooks: tests use the answer as they would `await createTestDatabase()`'s.
 */
export function useTestDatabase(...args: Parameters<typeof createTestDatabase>): TestDatabase {
  return useForFile(
    () => createTestDatabase(...args),
    (database) => database.drop(),
  );
}
