import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { createUser } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { changeAndTell } from './changeAndTell.js';
import { DomainEvents, type DomainEvent } from './domainEvents.js';

const database = useTestDatabase();

function world() {
  const events = new DomainEvents((error) => {
    throw error;
  });
  return { events, deps: { db: database.db, events, config: readConfig({}) } };
}

describe('changeAndTell', () => {
  it("writes with the change's transaction and tells the listeners once it has committed", async () => {
    const { events, deps } = world();
    const seenAfterCommit: Array<string | undefined> = [];
    events.onWrite(async (trx, event) => {
      if (event.type === 'charsChanged') await createUser(trx, { id: event.userIds[0] });
    });
    events.on(async (event) => {
      if (event.type !== 'charsChanged') return;
      // Read through the pool, not the transaction: only a committed row is there.
      const row = await database.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', event.userIds[0] ?? '')
        .executeTakeFirst();
      seenAfterCommit.push(row?.id);
    });
    await changeAndTell(deps, (_trx, tell) => tell({ type: 'charsChanged', userIds: ['26000000000000001'] }));
    await events.idle();
    expect(seenAfterCommit).toEqual(['26000000000000001']);
  });

  it('tells nobody and keeps none of the writes when the change rolls back', async () => {
    const { events, deps } = world();
    const heard: DomainEvent[] = [];
    events.onWrite(async (trx, event) => {
      if (event.type === 'charsChanged') await createUser(trx, { id: event.userIds[0] });
    });
    events.on((event) => void heard.push(event));
    const change = changeAndTell(deps, async (_trx, tell) => {
      await tell({ type: 'charsChanged', userIds: ['26000000000000002'] });
      throw new Error('refused after the tell');
    });
    await expect(change).rejects.toThrow('refused after the tell');
    await events.idle();
    expect(heard).toEqual([]);
    const row = await database.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', '26000000000000002')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
