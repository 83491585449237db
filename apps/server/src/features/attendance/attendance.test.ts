import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { AttendanceAnswer } from '@raid/domain/schemas/attendance';
import type { Insertable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RaidsTable, RecordsTable } from '../../db/schema.js';
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

/** The stand-in's demo server: 210…03 holds Raid Leader, 210…04 and 210…05 hold Raider. */
const FROSTMOURNE = '310000000000000001';
const RAID_LEADER_ROLE = '320000000000000002';
const RAIDER_ROLE = '320000000000000003';
const zones = expansionCatalogue('wotlk').zones;
const ICC = zones.find((zone) => zone.nameEng === 'Icecrown Citadel')?.id ?? 0;
const NAXX = zones.find((zone) => zone.nameEng === 'Naxxramas')?.id ?? 0;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2025-03-03T19:00:00Z');

async function player(id = snowflake()) {
  const user = await createUser(t.deps.db, { id });
  const char = await createCharacter(t.deps.db, user.id);
  return { userId: user.id, charId: char.id };
}

type Player = Awaited<ReturnType<typeof player>>;

/** A past raid with these records, completed by the completion job's own function. */
async function completedRaid(
  leader: Player,
  records: Array<[Player, Partial<Insertable<RecordsTable>>]>,
  raid: Partial<Insertable<RaidsTable>>,
) {
  const row = await createRaid(t.deps.db, leader, { zone: ICC, ...raid });
  for (const [who, fields] of records) await createRecord(t.deps.db, row, who, fields);
  const completed = await completeRaid(t.deps, { raidId: row.id, date: row.date.toISOString() });
  return { row, completed };
}

function outcomes(raidId: number) {
  return t.deps.db
    .selectFrom('attendance')
    .select(['user_id', 'char_id', 'outcome', 'member_name', 'guild_id', 'zone', 'expansion'])
    .where('raid_id', '=', raidId)
    .orderBy('user_id')
    .execute();
}

async function table(query: string): Promise<AttendanceAnswer> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/attendance?subdomain=wotlk&${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json<AttendanceAnswer>();
}

describe('attendance when a raid completes', () => {
  it('keeps every outcome once, noAnswer for expected members without a record, none for a canceled raid', async () => {
    await t.deps.db
      .insertInto('guilds')
      .values({
        id: FROSTMOURNE,
        name: 'Frostmourne Raiders',
        expected_roles: [RAIDER_ROLE, RAID_LEADER_ROLE],
      })
      .execute();
    const leader = await player();
    const [benched, late, tentative, counted, absent, twoChars, heldElsewhere] = await Promise.all([
      player('210000000000000004'),
      player(),
      player(),
      player(),
      player(),
      player(),
      player('210000000000000003'),
    ]);
    const secondChar = await createCharacter(t.deps.db, twoChars.userId);
    const elsewhere = await createRaid(t.deps.db, leader, { date: new Date(FIRST_DAY - DAY_MS) });
    const { row, completed } = await completedRaid(
      leader,
      [
        [benched, { slot: 0 }],
        [late, { slot: 3, status: 'late' }],
        [tentative, { slot: 0, status: 'tentative' }],
        [counted, { slot: 4, status: 'tentative' }],
        [absent, { slot: 5, status: 'absence' }],
        [twoChars, { slot: 0, status: 'absence' }],
        [{ userId: twoChars.userId, charId: secondChar.id }, { slot: 6 }],
        [heldElsewhere, { slot: 0, suspended_by_raid_id: elsewhere.id }],
      ],
      { discord_server: FROSTMOURNE, date: new Date(FIRST_DAY) },
    );
    expect(completed).toBe(true);

    const rows = await outcomes(row.id);
    const byUser = new Map(rows.map((entry) => [entry.user_id, entry]));
    expect(Object.fromEntries(rows.map((entry) => [entry.user_id, entry.outcome]))).toEqual({
      [leader.userId]: 'roster',
      [benched.userId]: 'bench',
      [late.userId]: 'late',
      [tentative.userId]: 'tentative',
      [counted.userId]: 'roster',
      [absent.userId]: 'absent',
      [twoChars.userId]: 'roster',
      '210000000000000005': 'noAnswer',
    });
    expect(byUser.get(twoChars.userId)?.char_id).toBe(secondChar.id);
    expect(byUser.get('210000000000000005')).toMatchObject({ char_id: null, member_name: 'Иллидан' });
    expect(byUser.get(leader.userId)).toMatchObject({ guild_id: FROSTMOURNE, zone: ICC, expansion: 'wotlk' });

    const missing = (await table(`guild=${FROSTMOURNE}`)).data.find(
      (entry) => entry.id === '210000000000000005',
    );
    expect(missing).toMatchObject({ name: 'Иллидан', percentage: 0, counts: { noAnswer: 1 } });

    expect(await completeRaid(t.deps, { raidId: row.id, date: row.date.toISOString() })).toBe(true);
    expect(await outcomes(row.id)).toEqual(rows);

    const canceled = await completedRaid(leader, [[benched, { slot: 0 }]], {
      canceled: true,
      canceled_reason: 'Not enough healers',
      date: new Date(FIRST_DAY),
    });
    expect(canceled.completed).toBe(false);
    expect(await outcomes(canceled.row.id)).toEqual([]);
  });
});

describe('GET /api/attendance', () => {
  const guild = snowflake();
  let leader: Player;
  let regular: Player;

  /** The regular's raids in date order: roster, bench, roster, absent, late, roster (one in Naxxramas). */
  beforeAll(async () => {
    leader = await player();
    regular = await player();
    const plan: Array<[Partial<Insertable<RecordsTable>>, number]> = [
      [{ slot: 2 }, ICC],
      [{ slot: 0 }, ICC],
      [{ slot: 2 }, NAXX],
      [{ slot: 0, status: 'absence' }, ICC],
      [{ slot: 2, status: 'late' }, ICC],
      [{ slot: 2 }, ICC],
    ];
    for (const [index, [record, zone]] of plan.entries()) {
      await completedRaid(leader, [[regular, record]], {
        discord_server: guild,
        zone,
        date: new Date(FIRST_DAY + index * DAY_MS),
      });
    }
  });

  const regularRow = (answer: AttendanceAnswer) => answer.data.find((row) => row.id === regular.userId);

  it('credits the bench by default: percentages, counts, streaks and the last raids, newest first', async () => {
    const answer = await table(`guild=${guild}`);
    expect(answer).toMatchObject({ page: 1, perPage: 50, total: 2 });
    expect(answer.data.map((row) => row.id)).toEqual([leader.userId, regular.userId]);
    expect(answer.data[0]).toMatchObject({ percentage: 100, attended: 6, expected: 6, currentStreak: 6 });
    const row = regularRow(answer);
    expect(row).toMatchObject({
      percentage: 83,
      attended: 5,
      expected: 6,
      counts: { roster: 3, bench: 1, late: 1, tentative: 0, absent: 1, noAnswer: 0 },
      currentStreak: 2,
      longestStreak: 3,
    });
    expect(row?.lastRaids.map((raid) => raid.outcome)).toEqual([
      'roster',
      'late',
      'absent',
      'roster',
      'bench',
      'roster',
    ]);
    expect(row?.lastRaids[0]).toMatchObject({
      zone: ICC,
      date: new Date(FIRST_DAY + 5 * DAY_MS).toISOString(),
    });
  });

  it('counts the bench as absent from the raid when asked', async () => {
    const row = regularRow(await table(`guild=${guild}&benchCounts=0`));
    expect(row).toMatchObject({
      percentage: 67,
      attended: 4,
      expected: 6,
      currentStreak: 2,
      longestStreak: 2,
    });
  });

  it('filters by zone and by a date range (from inclusive, to exclusive)', async () => {
    expect(regularRow(await table(`guild=${guild}&zone=${NAXX}`))).toMatchObject({
      expected: 1,
      attended: 1,
    });
    const from = new Date(FIRST_DAY + DAY_MS).toISOString();
    const to = new Date(FIRST_DAY + 4 * DAY_MS).toISOString();
    const row = regularRow(await table(`guild=${guild}&from=${from}&to=${to}`));
    expect(row?.lastRaids.map((raid) => raid.outcome)).toEqual(['absent', 'roster', 'bench']);
    expect(row).toMatchObject({ expected: 3, attended: 2, currentStreak: 0, longestStreak: 2 });
    expect((await table(`guild=${guild}&from=${to}&to=${from}`)).data).toEqual([]);
  });

  it("shows a user's attendance per community", async () => {
    const answer = await table(`user=${regular.userId}`);
    expect(answer.total).toBe(1);
    expect(answer.data[0]).toMatchObject({ id: guild, percentage: 83, expected: 6 });
  });

  it('refuses a query with both or neither of guild and user', async () => {
    for (const query of ['', `guild=${guild}&user=${regular.userId}`]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/attendance?subdomain=wotlk&${query}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ issues: [{ path: 'guild' }] });
    }
  });

  it('exports the same table as CSV, as an attachment', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/attendanceCsv?subdomain=wotlk&guild=${guild}&benchCounts=0`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="attendance-wotlk-guild-${guild}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    // The UTF-8 byte order mark first, as the roster's CSV, so a spreadsheet reads Cyrillic names as UTF-8.
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.rawPayload.subarray(-2).toString('latin1')).toBe('\r\n');
    const lines = answer.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'name,id,percentage,attended,expected,roster,bench,late,tentative,absent,noAnswer,currentStreak,longestStreak,benchCredit,lastRaids',
    );
    const user = await t.deps.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', regular.userId)
      .executeTakeFirstOrThrow();
    expect(lines[2]).toBe(
      `${user.username},${regular.userId},67,4,6,3,1,1,0,1,0,2,2,0,roster late absent roster bench roster`,
    );
    expect(lines).toHaveLength(4);
  });

  it("credits the bench by the community's multiplier, in the table and the CSV (issue 30)", async () => {
    const setCredit = (percent: number) =>
      t.deps.db
        .updateTable('guilds')
        .set({ bench_credit_percent: percent })
        .where('id', '=', guild)
        .execute();
    await setCredit(50);
    try {
      const row = regularRow(await table(`guild=${guild}`));
      expect(row).toMatchObject({ percentage: 75, attended: 4.5, expected: 6, benchCredit: 0.5 });
      // An old link that switched the bench off still does.
      expect(regularRow(await table(`guild=${guild}&benchCounts=0`))).toMatchObject({
        attended: 4,
        benchCredit: 0,
      });
      expect((await table(`user=${regular.userId}`)).data[0]).toMatchObject({
        attended: 4.5,
        benchCredit: 0.5,
      });
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/attendanceCsv?subdomain=wotlk&guild=${guild}`,
      });
      expect(csv.body.split('\r\n')[2]).toMatch(
        new RegExp(`,${regular.userId},75,4.5,6,3,1,1,0,1,0,2,3,0.5,roster `),
      );
    } finally {
      await setCredit(100);
    }
  });
});

describe("a team's bench credit (issue 30)", () => {
  it("credits a team raid's bench by the team's multiplier, the community's raids by the community's", async () => {
    const guild = snowflake();
    const [leader, benched] = await Promise.all([player(), player()]);
    const team = await createTeam(t.deps.db, { guildId: guild, members: [benched.userId] });
    await t.deps.db.updateTable('guilds').set({ bench_credit_percent: 50 }).where('id', '=', guild).execute();
    await t.deps.db
      .updateTable('teams')
      .set({ bench_credit_percent: 25 })
      .where('id', '=', team.id)
      .execute();
    for (const [day, teamId] of [
      [0, team.id],
      [1, null],
    ] as const) {
      const { completed } = await completedRaid(leader, [[benched, { slot: 0 }]], {
        discord_server: guild,
        date: new Date(FIRST_DAY + day * DAY_MS),
        team_id: teamId,
      });
      expect(completed).toBe(true);
    }
    const rowOf = (answer: AttendanceAnswer) => answer.data.find((row) => row.id === benched.userId);
    expect(rowOf(await table(`guild=${guild}&team=${team.id}`))).toMatchObject({
      expected: 1,
      attended: 0.25,
      benchCredit: 0.25,
    });
    expect(rowOf(await table(`guild=${guild}`))).toMatchObject({ expected: 2, attended: 0.75 });
    // A team that sets no credit of its own leaves its raids to the community's.
    await t.deps.db
      .updateTable('teams')
      .set({ bench_credit_percent: null })
      .where('id', '=', team.id)
      .execute();
    expect(rowOf(await table(`guild=${guild}`))).toMatchObject({
      expected: 2,
      attended: 1,
      benchCredit: 0.5,
    });
  });
});
