import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLedRaid } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { sendWithCommit } from './statementsWithCommit.js';

/** Writes handed over to go with the transaction's COMMIT (statementsWithCommit.ts, foldedBegin.ts). */
describe('statements sent with the commit', () => {
  const test = useTestDatabase();

  const raid = () => createLedRaid(test.db);

  const raidOf = (id: number) =>
    test.db
      .selectFrom('raids')
      .select(['canceled_reason', 'date'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Whether another connection can lock the raid's row at once (no transaction holds it). */
  const rowFree = (id: number) =>
    sql`SELECT id FROM raids WHERE id = ${id} FOR UPDATE NOWAIT`.execute(test.db).then(
      () => true,
      (error: { code?: string }) => (error.code === '55P03' ? false : Promise.reject(error)),
    );

  it('sends nothing before the commit, then commits the writes, in order, and tells their rows first', async () => {
    const { id } = await raid();
    const heard: unknown[][][] = [];
    let beforeCommit: boolean | undefined;
    await test.db.transaction().execute(async (trx) => {
      const rename = (reason: string) =>
        trx
          .updateTable('raids')
          .set({ canceled_reason: reason })
          .where('id', '=', id)
          .returning('canceled_reason');
      await sendWithCommit(trx, [rename('first'), rename('second')], (rows) => heard.push(rows));
      await sendWithCommit(trx, [rename('third')], (rows) => heard.push(rows));
      // Not sent yet: the update's row lock is not taken.
      beforeCommit = await rowFree(id);
      expect(heard).toEqual([]);
    });
    expect(beforeCommit).toBe(true);
    expect(heard).toEqual([
      [[{ canceled_reason: 'first' }], [{ canceled_reason: 'second' }]],
      [[{ canceled_reason: 'third' }]],
    ]);
    expect((await raidOf(id)).canceled_reason).toBe('third');
  });

  it('sends them before the transaction’s next statement, which sees what they wrote', async () => {
    const { id } = await raid();
    const seen = await test.db.transaction().execute(async (trx) => {
      await sendWithCommit(trx, [
        trx.updateTable('raids').set({ canceled_reason: 'written' }).where('id', '=', id),
      ]);
      return (await trx.selectFrom('raids').select('canceled_reason').where('id', '=', id).execute())[0];
    });
    expect(seen).toEqual({ canceled_reason: 'written' });
  });

  it('keeps a date the same date, and a value that looks like SQL a value', async () => {
    const { id } = await raid();
    const date = new Date('2031-02-03T04:05:06.789Z');
    const reason = "Naxx'; DROP TABLE raids; -- $1";
    await test.db.transaction().execute(async (trx) => {
      await sendWithCommit(trx, [
        trx.updateTable('raids').set({ date, canceled_reason: reason }).where('id', '=', id),
      ]);
    });
    const stored = await raidOf(id);
    expect(stored.date.getTime()).toBe(date.getTime());
    expect(stored.canceled_reason).toBe(reason);
  });

  it('fails the commit with a failing write’s error, commits nothing of the transaction, and the pool goes on', async () => {
    const { id } = await raid();
    const before = await raidOf(id);
    const change = test.db.transaction().execute(async (trx) => {
      await trx.updateTable('raids').set({ canceled_reason: 'lost' }).where('id', '=', id).execute();
      await sendWithCommit(trx, [
        trx.updateTable('raids').set({ user_id: '999999999999' }).where('id', '=', id),
      ]);
    });
    await expect(change).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });
    expect((await raidOf(id)).canceled_reason).toBe(before.canceled_reason);
    const reads = await Promise.all(Array.from({ length: 30 }, () => raidOf(id)));
    expect(new Set(reads.map((read) => read.canceled_reason)).size).toBe(1);
    expect(await rowFree(id)).toBe(true);
  });

  it('drops the writes of a transaction that rolls back', async () => {
    const { id } = await raid();
    const before = await raidOf(id);
    const heard: unknown[] = [];
    const change = test.db.transaction().execute(async (trx) => {
      await sendWithCommit(
        trx,
        [trx.updateTable('raids').set({ canceled_reason: 'dropped' }).where('id', '=', id)],
        (rows) => heard.push(rows),
      );
      throw new Error('the service refused');
    });
    await expect(change).rejects.toThrow('the service refused');
    expect((await raidOf(id)).canceled_reason).toBe(before.canceled_reason);
    expect(heard).toEqual([]);
  });

  it('runs at once outside a transaction, and with a value it cannot write in', async () => {
    const { id } = await raid();
    const heard: unknown[][][] = [];
    await sendWithCommit(
      test.db,
      [test.db.updateTable('raids').set({ canceled_reason: 'alone' }).where('id', '=', id).returning('id')],
      (rows) => heard.push(rows),
    );
    expect(heard).toEqual([[[{ id }]]]);
    expect((await raidOf(id)).canceled_reason).toBe('alone');
    await test.db.transaction().execute(async (trx) => {
      await sendWithCommit(
        trx,
        [
          trx
            .updateTable('raids')
            .set({ canceled_reason: 'listed' })
            .where(sql<boolean>`id = ANY(${[id]}::int[])`)
            .returning('id'),
        ],
        (rows) => heard.push(rows),
      );
      // Sent already: its row lock is held.
      expect(await rowFree(id)).toBe(false);
    });
    expect(heard).toEqual([[[{ id }]], [[{ id }]]]);
    expect((await raidOf(id)).canceled_reason).toBe('listed');
  });
});
