import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raidSyncRequest } from '../discordBot/outboxRepository.js';
import { createCharacter, createRaid, createUser } from '../testing/factories.js';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.js';
import { sendBatched } from './batchedWrites.js';
import type { Db } from './database.js';

/** A change's event writes go with its COMMIT (foldedCommit.ts); the change commits or fails as one. */
describe('writes sent with the commit', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  async function raid() {
    const leader = await createUser(test.db);
    const char = await createCharacter(test.db, leader.id);
    return createRaid(test.db, { userId: leader.id, charId: char.id });
  }

  const outbox = (db: Db, raidId: number) =>
    db.selectFrom('discord_outbox').select(['kind', 'not_before']).where('raid_id', '=', raidId).execute();

  const reasonOf = async (id: number) =>
    (
      await test.db
        .selectFrom('raids')
        .select('canceled_reason')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).canceled_reason;

  const syncOf = (db: Db, raidId: number, at: Date) => ({
    statement: raidSyncRequest(db, [raidId], ['raidMessage'], at),
  });

  it('commits the write with the change, with its timestamp as written, and not before the commit', async () => {
    const { id } = await raid();
    const at = new Date('2026-11-29T09:15:42.123Z');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let handed!: () => void;
    const written = new Promise<void>((resolve) => (handed = resolve));
    const change = test.db.transaction().execute(async (trx) => {
      await trx.updateTable('raids').set({ canceled_reason: 'moved' }).where('id', '=', id).execute();
      await sendBatched(trx, [syncOf(trx, id, at)]);
      handed();
      await held;
    });
    await written;
    expect(await outbox(test.db, id)).toEqual([]);
    release();
    await change;
    expect(await outbox(test.db, id)).toEqual([{ kind: 'raidMessage', not_before: at }]);
    expect(await reasonOf(id)).toBe('moved');
  });

  it('lets the transaction’s next statement see the write', async () => {
    const { id } = await raid();
    const seen = await test.db.transaction().execute(async (trx) => {
      await sendBatched(trx, [syncOf(trx, id, new Date())]);
      return outbox(trx, id);
    });
    expect(seen).toHaveLength(1);
    expect(await outbox(test.db, id)).toHaveLength(1);
  });

  it('drops the write when the change fails after it', async () => {
    const { id } = await raid();
    const change = test.db.transaction().execute(async (trx) => {
      await sendBatched(trx, [syncOf(trx, id, new Date())]);
      throw new Error('the service refused');
    });
    await expect(change).rejects.toThrow('the service refused');
    expect(await outbox(test.db, id)).toEqual([]);
  });

  it('fails the change when the write fails, commits none of it, and leaves the connection usable', async () => {
    const { id } = await raid();
    const before = await reasonOf(id);
    const missingRaid = 2_000_000_000;
    const change = test.db.transaction().execute(async (trx) => {
      await trx.updateTable('raids').set({ canceled_reason: 'half done' }).where('id', '=', id).execute();
      await sendBatched(trx, [syncOf(trx, missingRaid, new Date())]);
    });
    await expect(change).rejects.toMatchObject({ code: '23503' });
    expect(await reasonOf(id)).toBe(before);
    const reads = await Promise.all(Array.from({ length: 30 }, () => reasonOf(id)));
    expect(new Set(reads)).toEqual(new Set([before]));
  });

  const returningKind = (db: Db, raidId: number) => {
    const statement = raidSyncRequest(db, [raidId], ['raidMessage'], new Date());
    if (!statement) throw new Error('no statement');
    return statement.returning(['kind']);
  };

  it('hands a write’s rows to its reader by the time the change has committed', async () => {
    const { id } = await raid();
    const heard: unknown[][] = [];
    await test.db.transaction().execute(async (trx) => {
      await sendBatched(trx, [{ statement: returningKind(trx, id), returned: (rows) => heard.push(rows) }]);
    });
    expect(heard).toEqual([[{ kind: 'raidMessage' }]]);
  });

  it('tells a rolled-back write’s reader nothing', async () => {
    const { id } = await raid();
    const heard: unknown[][] = [];
    const change = test.db.transaction().execute(async (trx) => {
      await sendBatched(trx, [{ statement: returningKind(trx, id), returned: (rows) => heard.push(rows) }]);
      throw new Error('the service refused');
    });
    await expect(change).rejects.toThrow('the service refused');
    expect(heard).toEqual([]);
    expect(await outbox(test.db, id)).toEqual([]);
  });

  it('sends the writes of several events in one transaction, in order', async () => {
    const { id } = await raid();
    const first = new Date('2026-11-29T10:00:00.000Z');
    const earlier = new Date('2026-11-29T09:00:00.000Z');
    await test.db.transaction().execute(async (trx) => {
      await sendBatched(trx, [syncOf(trx, id, first)]);
      await sendBatched(trx, [syncOf(trx, id, earlier)]);
    });
    // The second met the first's row: one sync, due at the earlier of the two.
    expect(await outbox(test.db, id)).toEqual([{ kind: 'raidMessage', not_before: earlier }]);
  });
});
