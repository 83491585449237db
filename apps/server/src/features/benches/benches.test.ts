import type { SitOutsAnswer } from '@raid/domain/schemas/benches';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordsTable } from '../../db/schema.js';
import { completeRaid } from '../../jobs/raidCompletion.js';
import {
  createCharacter,
  createRaid,
  createRecord,
  createTeam,
  createUser,
  snowflake,
} from '../../testing/factories.js';
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
  teamId: number | null = null,
) {
  const raid = await createRaid(t.deps.db, leader, {
    discord_server: guild,
    date: new Date(FIRST_DAY + day * DAY_MS),
    team_id: teamId,
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

  it("counts a team raid's sit-outs over that team's raids only", async () => {
    const guild = snowflake();
    const [leader, alice, bob] = await Promise.all([player(), player(), player()]);
    const members = [alice.userId, bob.userId];
    const [teamA, teamB] = await Promise.all([
      createTeam(t.deps.db, { guildId: guild, members }),
      createTeam(t.deps.db, { guildId: guild, members }),
    ]);
    const played = await raidOf(
      guild,
      leader,
      0,
      [
        [alice, { slot: 2 }],
        [bob, { slot: 3 }],
      ],
      teamB.id,
    );
    const benched = await raidOf(
      guild,
      leader,
      1,
      [
        [alice, { slot: 0 }],
        [bob, { slot: 3 }],
      ],
      teamA.id,
    );
    const playedAgain = await raidOf(
      guild,
      leader,
      2,
      [
        [alice, { slot: 2 }],
        [bob, { slot: 3 }],
      ],
      teamB.id,
    );
    for (const raid of [played, benched, playedAgain]) {
      expect(await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() })).toBe(true);
    }
    const forTeam = async (teamId: number | null, day: number) => {
      const raid = await raidOf(
        guild,
        leader,
        day,
        [
          [alice, {}],
          [bob, {}],
        ],
        teamId,
      );
      const answer = await sitOuts(raid.id);
      const byUser = Object.fromEntries(answer.players.map(({ userID, ...standing }) => [userID, standing]));
      return { team: answer.team, raidsCounted: answer.raidsCounted, alice: byUser[alice.userId] };
    };

    // Alice sat out team A's raid and played both of team B's: team B's next raid does not see the sit-out,
    // team A's says she sat out last time.
    expect(await forTeam(teamB.id, 3)).toEqual({
      team: teamB.name,
      raidsCounted: 2,
      alice: { sitOuts: 0, raidsSinceSitOut: 2, satOutLastTime: false },
    });
    expect(await forTeam(teamA.id, 4)).toEqual({
      team: teamA.name,
      raidsCounted: 1,
      alice: { sitOuts: 1, raidsSinceSitOut: 0, satOutLastTime: true },
    });
    // A raid of the whole community weighs every raid of the community, its teams' included: she has played
    // one since.
    expect(await forTeam(null, 5)).toEqual({
      team: null,
      raidsCounted: 3,
      alice: { sitOuts: 1, raidsSinceSitOut: 1, satOutLastTime: false },
    });
  });

  it('answers 404 for an unknown raid', async () => {
    const answer = await t.app.inject({ url: '/api/sitOuts?raid=999999&subdomain=wotlk' });
    expect(answer.statusCode).toBe(404);
  });
});
