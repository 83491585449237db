import type { SitOutsAnswer } from '@raid/domain/schemas/benches';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordsTable } from '../../db/schema.js';
import { completeRaid } from '../../jobs/raidCompletion.js';
import { createCharacter, createRaid, createRecord, createUser, snowflake } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2025-03-03T19:00:00Z');

async function player() {
  const user = await createUser(t.deps.db);
  const char = await createCharacter(t.deps.db, user.id);
  return { userId: user.id, charId: char.id };
}
type Player = Awaited<ReturnType<typeof player>>;

async function raidOf(
  guild: string,
  leader: Player,
  day: number,
  records: Array<[Player, Partial<Insertable<RecordsTable>>]>,
) {
  const raid = await createRaid(t.deps.db, leader, {
    discord_server: guild,
    date: new Date(FIRST_DAY + day * DAY_MS),
  });
  for (const [who, fields] of records) await createRecord(t.deps.db, raid, who, fields);
  return raid;
}

async function sitOuts(raidId: number): Promise<SitOutsAnswer> {
  const answer = await t.app.inject({ url: `/api/sitOuts?raid=${raidId}&subdomain=wotlk` });
  expect(answer.statusCode).toBe(200);
  return answer.json<SitOutsAnswer>();
}

describe('GET /api/sitOuts (fair benches)', () => {
  it("counts each player's sit-outs over the community's raids that ran before the raid", async () => {
    const guild = snowflake();
    const [leader, alice, bob, carol] = await Promise.all([player(), player(), player(), player()]);
    const plan: Array<[Partial<Insertable<RecordsTable>>, Partial<Insertable<RecordsTable>>]> = [
      [{ slot: 2 }, { slot: 0 }],
      [{ slot: 0 }, { slot: 3 }],
      [{ slot: 2 }, { slot: 0 }],
      [
        { slot: 2, status: 'late' },
        { slot: 0, status: 'absence' },
      ],
    ];
    for (const [day, [forAlice, forBob]] of plan.entries()) {
      const raid = await raidOf(guild, leader, day, [
        [alice, forAlice],
        [bob, forBob],
      ]);
      expect(await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() })).toBe(true);
    }
    // Neither a canceled raid, another community's raid, nor a later raid counts.
    const canceled = await raidOf(guild, leader, 4, [[alice, { slot: 0 }]]);
    await t.deps.db
      .updateTable('raids')
      .set({ canceled: true, canceled_reason: 'No healers' })
      .where('id', '=', canceled.id)
      .execute();
    await completeRaid(t.deps, { raidId: canceled.id, date: canceled.date.toISOString() });
    const elsewhere = await raidOf(snowflake(), leader, 4, [[alice, { slot: 0 }]]);
    await completeRaid(t.deps, { raidId: elsewhere.id, date: elsewhere.date.toISOString() });

    const next = await raidOf(guild, leader, 6, [
      [alice, {}],
      [bob, {}],
      [carol, {}],
    ]);
    const later = await raidOf(guild, leader, 8, [[alice, { slot: 0 }]]);
    await completeRaid(t.deps, { raidId: later.id, date: later.date.toISOString() });

    const answer = await sitOuts(next.id);
    expect(answer.raidsCounted).toBe(4);
    const byUser = Object.fromEntries(answer.players.map(({ userID, ...standing }) => [userID, standing]));
    expect(byUser[alice.userId]).toEqual({ sitOuts: 1, raidsSinceSitOut: 2, satOutLastTime: false });
    expect(byUser[bob.userId]).toEqual({ sitOuts: 2, raidsSinceSitOut: 0, satOutLastTime: true });
    // Carol has no raid of the community yet: nothing to say about her.
    expect(byUser[carol.userId]).toBeUndefined();
  });

  it('answers 404 for an unknown raid', async () => {
    const answer = await t.app.inject({ url: '/api/sitOuts?raid=999999&subdomain=wotlk' });
    expect(answer.statusCode).toBe(404);
  });
});
