import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLedRaid } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { runTogether } from './statementsTogether.js';

/** A transaction's BEGIN goes with its first statement (foldedBegin.ts); the transaction stays one. */
describe('BEGIN sent with the first statement', () => {
  const test = useTestDatabase();

  const raid = () => createLedRaid(test.db);

  const reasonOf = async (id: number) =>
    (
      await test.db
        .selectFrom('raids')
        .select('canceled_reason')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).canceled_reason;

  it('holds the first statement’s row lock until the commit, and commits every statement together', async () => {
    const { id } = await raid();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const change = test.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('raids')
        .select('id')
        .where('id', '=', id)
        .where('expansion', '=', 'wotlk')
        .forUpdate()
        .execute();
      locked();
      await held;
      await trx.updateTable('raids').set({ canceled_reason: 'changed' }).where('id', '=', id).execute();
    });
    await lockTaken;
    const other = sql`SELECT id FROM raids WHERE id = ${id} FOR UPDATE NOWAIT`.execute(test.db);
    await expect(other).rejects.toMatchObject({ code: '55P03' });
    release();
    await change;
    expect(await reasonOf(id)).toBe('changed');
  });

  it('undoes the first statement when the transaction fails later', async () => {
    const { id } = await raid();
    const before = await reasonOf(id);
    const change = test.db.transaction().execute(async (trx) => {
      await trx.updateTable('raids').set({ canceled_reason: 'undone' }).where('id', '=', id).execute();
      throw new Error('the service refused');
    });
    await expect(change).rejects.toThrow('the service refused');
    expect(await reasonOf(id)).toBe(before);
  });

  it('answers a failing first statement with its error and leaves the connection usable', async () => {
    const { id } = await raid();
    const change = test.db.transaction().execute(async (trx) => {
      await trx.updateTable('raids').set({ user_id: '999999999999' }).where('id', '=', id).execute();
    });
    await expect(change).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });
    const reads = await Promise.all(Array.from({ length: 30 }, () => reasonOf(id)));
    expect(new Set(reads).size).toBe(1);
  });

  it('sends a read with the lock it follows, and the read sees what the lock’s previous holder committed', async () => {
    const { id } = await raid();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const first = test.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM raids WHERE id = ${id} FOR UPDATE`.execute(trx);
      locked();
      await held;
      await trx.updateTable('raids').set({ canceled_reason: 'first' }).where('id', '=', id).execute();
    });
    await lockTaken;
    const second = test.db
      .transaction()
      .execute((trx) =>
        runTogether(trx, [
          trx.selectFrom('raids').select('id').where('id', '=', id).forUpdate(),
          trx.selectFrom('raids').select('canceled_reason').where('id', '=', id),
        ]),
      );
    // The second waits on the lock before the first changes and commits.
    while (
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(test.db)
      ).rows[0]?.n === 0
    )
      await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await first;
    expect(await second).toEqual([[{ id }], [{ canceled_reason: 'first' }]]);
  });

  it('sends statements whose values cannot be written in one at a time, with the same answer', async () => {
    const { id } = await raid();
    const answer = await test.db.transaction().execute((trx) =>
      runTogether(trx, [
        trx.selectFrom('raids').select('id').where('id', '=', id).forUpdate(),
        trx
          .selectFrom('raids')
          .select('id')
          .where(sql<boolean>`id = ANY(${[id]}::int[])`),
      ]),
    );
    expect(answer).toEqual([[{ id }], [{ id }]]);
  });

  it('keeps a value that looks like SQL a value', async () => {
    const { id } = await raid();
    const reason = "Naxx'; DROP TABLE raids; -- $1";
    await test.db.transaction().execute(async (trx) => {
      await trx.updateTable('raids').set({ canceled_reason: reason }).where('id', '=', id).execute();
    });
    expect(await reasonOf(id)).toBe(reason);
  });
});
