import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createCharacter, createRaid, createRecord, createUser } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { createDb, migrateToLatest, migrationNames } from './database.js';

describe('migrations', () => {
  it('apply once when two processes start at once on an empty database', async () => {
    const name = `raid_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject('adminDatabaseUrl'));
    url.pathname = `/${name}`;
    const [a, b] = [createDb(url.toString()), createDb(url.toString())];
    try {
      await Promise.all([migrateToLatest(a), migrateToLatest(b)]);
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
        a,
      );
      expect(rows.map((row) => row.name)).toEqual(migrationNames);
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('database constraints (DESIGN.md "Data rules")', () => {
  const test = useTestDatabase();

  async function raidWithPlayer() {
    const leader = await createUser(test.db);
    const leaderChar = await createCharacter(test.db, leader.id);
    const raid = await createRaid(test.db, { userId: leader.id, charId: leaderChar.id });
    const player = await createUser(test.db);
    const playerChar = await createCharacter(test.db, player.id);
    return { raid, player, playerChar };
  }

  const constraintOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { constraint?: string; code?: string }) => error.constraint ?? error.code,
    );

  it('holds at most one record per roster slot', async () => {
    const { raid, player, playerChar } = await raidWithPlayer();
    expect(
      await constraintOf(
        createRecord(test.db, raid, { charId: playerChar.id, userId: player.id }, { slot: 1 }),
      ),
    ).toBe('records_one_per_slot');
  });

  it('holds one record per raid and character', async () => {
    const { raid, player, playerChar } = await raidWithPlayer();
    await createRecord(test.db, raid, { charId: playerChar.id, userId: player.id });
    expect(
      await constraintOf(createRecord(test.db, raid, { charId: playerChar.id, userId: player.id })),
    ).toBe('records_raid_id_char_id_key');
  });

  it('keeps slots within 0..size, also when the raid shrinks', async () => {
    const { raid, player, playerChar } = await raidWithPlayer();
    expect(
      await constraintOf(
        createRecord(test.db, raid, { charId: playerChar.id, userId: player.id }, { slot: 26 }),
      ),
    ).toBe('records_check');
    await createRecord(test.db, raid, { charId: playerChar.id, userId: player.id }, { slot: 20 });
    expect(
      await constraintOf(test.db.updateTable('raids').set({ size: 10 }).where('id', '=', raid.id).execute()),
    ).toBe('records_check');
  });

  it('allows one active change request per character', async () => {
    const { raid, player, playerChar } = await raidWithPlayer();
    const request = { raid_id: raid.id, char_id: playerChar.id, requested_by: player.id };
    await test.db.insertInto('change_requests').values(request).execute();
    expect(await constraintOf(test.db.insertInto('change_requests').values(request).execute())).toBe(
      'change_requests_one_active',
    );
  });

  it('refuses buyers outside the loot-bidding system and required logs above 95', async () => {
    const leader = await createUser(test.db);
    const char = await createCharacter(test.db, leader.id);
    expect(
      await constraintOf(
        createRaid(test.db, { userId: leader.id, charId: char.id }, { byers: true, loot_system: 1 }),
      ),
    ).toBe('raids_check');
    expect(
      await constraintOf(createRaid(test.db, { userId: leader.id, charId: char.id }, { required_logs: 96 })),
    ).toBe('raids_required_logs_check');
  });
});
