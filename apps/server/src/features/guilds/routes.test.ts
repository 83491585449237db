import { describe, expect, it } from 'vitest';
import { otherRealm, realm, usePublicTablesApp } from '../../testing/publicTablesWorld.js';

const { ids, get } = usePublicTablesApp();

describe('GET /api/guilds', () => {
  it('lists the communities with raids in the expansion, with their most used realm and loot system', async () => {
    const answer = await get('/api/guilds?subdomain=wotlk');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        id: ids.guild1,
        name: 'First',
        icon: null,
        server: otherRealm,
        lootSystem: 2,
        raids: 3,
        totalRaids: 4,
        premium: 0,
      },
      {
        id: ids.guild2,
        name: 'Second',
        icon: null,
        server: realm,
        lootSystem: 1,
        raids: 1,
        totalRaids: 4,
        premium: 1,
      },
    ]);
  });

  it('keeps expansions apart', async () => {
    const answer = (await get('/api/guilds?subdomain=cata')).json();
    expect(
      answer.map((row: { name: string; raids: number; totalRaids: number }) => [
        row.name,
        row.raids,
        row.totalRaids,
      ]),
    ).toEqual([
      ['Third', 2, 3],
      ['First', 1, 3],
    ]);
  });

  it('answers one community by id, even one without raids here, and [] for an unknown id', async () => {
    expect((await get(`/api/guilds?subdomain=wotlk&id=${ids.guild3}`)).json()).toEqual([
      {
        id: ids.guild3,
        name: 'Third',
        icon: null,
        server: null,
        lootSystem: null,
        raids: 0,
        totalRaids: 4,
        premium: 0,
      },
    ]);
    expect((await get('/api/guilds?id=123456789')).json()).toEqual([]);
    expect((await get('/api/guilds?id=1;drop')).statusCode).toBe(400);
  });
});
