import { describe, expect, it } from 'vitest';
import { otherRealm, realm, usePublicTablesApp } from '../../testing/publicTablesWorld.js';

const { ids, get } = usePublicTablesApp();

describe('GET /api/users', () => {
  // Server and loot are where the leader's raids here run: bravo's stored preference (loot 2) yields to them.
  it('lists the raid leaders of the expansion, most raids first, with their most used realm and loot', async () => {
    const answer = await get('/api/users?subdomain=wotlk');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: ids.leaderA,
        username: 'alpha',
        global_name: null,
        discriminator: '0',
        avatar: null,
        premium: 0,
        preferredServer: otherRealm,
        preferredLootSystem: 2,
        raids: 3,
        total: 4,
        totalRaids: 4,
      },
      {
        id: ids.leaderB,
        username: 'bravo',
        global_name: null,
        discriminator: '0',
        avatar: null,
        premium: 1,
        preferredServer: realm,
        preferredLootSystem: 1,
        raids: 1,
        total: 1,
        totalRaids: 4,
      },
    ]);
  });

  it('keeps expansions apart', async () => {
    const answer = (await get('/api/users?subdomain=cata')).json();
    expect(
      answer.map((row: { username: string; raids: number; total: number; totalRaids: number }) => [
        row.username,
        row.raids,
        row.total,
        row.totalRaids,
      ]),
    ).toEqual([
      ['charlie', 2, 2, 3],
      ['alpha', 1, 4, 3],
    ]);
    expect((await get('/api/users?subdomain=sod')).json()).toEqual([]);
  });

  it('answers one user by id, even one without raids, and [] for an unknown id', async () => {
    expect((await get(`/api/users?subdomain=wotlk&id=${ids.leaderC}`)).json()).toEqual([
      expect.objectContaining({ id: ids.leaderC, username: 'charlie', raids: 0, total: 2, totalRaids: 4 }),
    ]);
    expect((await get(`/api/users?subdomain=wotlk&id=${ids.leaderC}`)).json()).toEqual([
      expect.objectContaining({ preferredServer: null, preferredLootSystem: null }),
    ]);
    // Without raids in the expansion, the stored preference is all there is to show.
    expect((await get(`/api/users?subdomain=wotlk&id=${ids.idle}`)).json()).toEqual([
      expect.objectContaining({
        id: ids.idle,
        raids: 0,
        total: 0,
        totalRaids: 4,
        preferredServer: otherRealm,
        preferredLootSystem: 2,
      }),
    ]);
    expect((await get('/api/users?id=123456789')).json()).toEqual([]);
    expect((await get('/api/users?id=abc')).statusCode).toBe(400);
  });
});
