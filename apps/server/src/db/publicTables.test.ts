import { describe, expect, it } from 'vitest';
import { usePublicTablesApp } from '../testing/publicTablesWorld.js';
import { publicTablesVersion } from './publicTables.js';

const { ids, raid, db: database } = usePublicTablesApp();

describe("the public tables' version", () => {
  it('rises with what the tables show and stays when nothing shown changed', async () => {
    const db = database();
    const changes = async (change: () => Promise<unknown>) => {
      const before = await publicTablesVersion(db);
      await change();
      return (await publicTablesVersion(db)) !== before;
    };
    expect(await changes(() => raid(ids.leaderC, 'cata', ids.guild3))).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('users').set({ global_name: 'Charles' }).where('id', '=', ids.leaderC).execute(),
      ),
    ).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('users').set({ premium: true }).where('id', '=', ids.leaderC).execute(),
      ),
    ).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('guilds').set({ name: 'Thirds' }).where('id', '=', ids.guild3).execute(),
      ),
    ).toBe(true);
    expect(
      await changes(() =>
        db.updateTable('users').set({ language: 'ru' }).where('id', '=', ids.leaderC).execute(),
      ),
    ).toBe(false);
    expect(
      await changes(() =>
        db.updateTable('guilds').set({ reminder_minutes: 30 }).where('id', '=', ids.guild3).execute(),
      ),
    ).toBe(false);
  });
});
