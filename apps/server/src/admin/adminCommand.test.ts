import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../testing/factories.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';
import { ADMIN_USAGE, runAdminCommand } from './adminCommand.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const premiumOf = async (id: string) =>
  (await database.db.selectFrom('users').select('premium').where('id', '=', id).executeTakeFirstOrThrow())
    .premium;

describe('npm run admin -- premium', () => {
  it('switches a user to Premium and back', async () => {
    const user = await createUser(database.db, { global_name: 'Jaina' });
    expect(await runAdminCommand(database.db, ['premium', user.id, 'on'], new Date())).toBe(
      `Jaina (${user.id}) is now Premium.`,
    );
    expect(await premiumOf(user.id)).toBe(true);
    expect(await runAdminCommand(database.db, ['premium', user.id, 'off'], new Date())).toBe(
      `Jaina (${user.id}) is no longer Premium.`,
    );
    expect(await premiumOf(user.id)).toBe(false);
  });

  it('refuses a user who never logged in, and a malformed command', async () => {
    await expect(runAdminCommand(database.db, ['premium', '123456789', 'on'], new Date())).rejects.toThrow(
      'must log in once',
    );
    for (const args of [
      [],
      ['premium'],
      ['premium', 'jaina', 'on'],
      ['premium', '1', 'yes'],
      ['grant', '1', 'on'],
    ]) {
      await expect(runAdminCommand(database.db, args, new Date())).rejects.toThrow(ADMIN_USAGE);
    }
  });
});
