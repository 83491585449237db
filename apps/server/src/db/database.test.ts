import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';

describe('database constraints', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('has every table of the schema', async () => {
    const { rows } = await sql<{ tablename: string }>`
      SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(test.db);
    expect(rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'guilds',
        'characters',
        'raids',
        'records',
        'history',
        'wcl_cache',
      ]),
    );
  });
});
