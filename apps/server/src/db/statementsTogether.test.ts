import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLedRaid } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { knownRead, readTogether } from './statementsTogether.js';

/** Reads sent together outside a transaction (the sign-up's reads before its lock): one query, each read's rows. */
describe('readTogether', () => {
  const test = useTestDatabase();

  const raidRead = (id: number, after: Date) => ({
    query: test.db
      .selectFrom('raids')
      .select(['id', 'date', 'canceled', sql<string>`now()::text`.as('started')])
      .where('id', 'in', [id, -1])
      .where('date', '>', after)
      .where('canceled', '=', false)
      .where('team_id', 'is', null),
    answer: (rows: unknown[]) =>
      rows as Array<{ id: number; date: Date; canceled: boolean; started: string }>,
  });

  it('answers each read in order, a known one without a statement, all in one query', async () => {
    const { id } = await createLedRaid(test.db);
    const raid = await test.db.selectFrom('raids').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [first, known, later, none] = await readTogether(test.db, [
      raidRead(id, new Date(raid.date.getTime() - 1000)),
      knownRead('known'),
      raidRead(id, new Date(raid.date.getTime() - 60_000)),
      raidRead(id, raid.date),
    ]);
    expect(first).toEqual([{ id, date: raid.date, canceled: false, started: expect.any(String) }]);
    expect(known).toBe('known');
    expect(later).toEqual(first);
    expect(none).toEqual([]);
    // One query is one implicit transaction: its statements see the same now(), to the microsecond; two would not.
    expect(later[0]?.started).toEqual(first[0]?.started);
  });

  it('sends nothing when every answer is known', async () => {
    expect(await readTogether(test.db, [knownRead(1), knownRead(null)])).toEqual([1, null]);
  });

  it('refuses with the first read that refuses', async () => {
    const { id } = await createLedRaid(test.db);
    const refusing = (message: string) => ({
      ...raidRead(id, new Date(0)),
      answer: () => {
        throw new Error(message);
      },
    });
    await expect(readTogether(test.db, [refusing('first'), refusing('second')])).rejects.toThrow('first');
  });
});
