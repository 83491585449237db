import type { Raid, RaidListAnswer } from '@raid/domain/schemas/raid';
import type { TeamsAnswer } from '@raid/domain/schemas/teams';
import type { AttendanceAnswer } from '@raid/domain/schemas/attendance';
import type { UnansweredAnswer } from '@raid/domain/schemas/nudges';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createSession,
  createTeam,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { changeMemberRole } from '../../testing/discordRoles.js';
import { useTestApp } from '../../testing/testApp.js';
import { recordRaidAttendance } from '../../jobs/recordAttendance.js';
import { syncAllRoleTeams } from './roleSync.js';

/** Frostmourne Raiders (tools/stand-ins/src/demoWorld.ts): Jaina administers it, Sylvanas and Illidan are Raiders. */
const FROSTMOURNE = '310000000000000001';
const RAIDER = '320000000000000003';
const RAID_SCHEDULE = '330000000000000001';
const JAINA = '210000000000000002';
const THRALL = '210000000000000003';
const SYLVANAS = '210000000000000004';
const ILLIDAN = '210000000000000005';
const ANDUIN = '210000000000000006';
const ICC = 8;
const DAY = 86_400_000;

const cookies: Record<string, string> = {};
const chars: Record<string, number> = {};

const t = useTestApp();

beforeAll(async () => {
  for (const id of [JAINA, THRALL, SYLVANAS, ILLIDAN, ANDUIN]) {
    await createUser(t.deps.db, { id });
    cookies[id] = await createSession(t.deps.db, id);
    chars[id] = (await createCharacter(t.deps.db, id)).id;
  }
  await createGuild(t.deps.db, {
    id: FROSTMOURNE,
    name: 'Frostmourne Raiders',
    owner_id: '210000000000000001',
  });
});
beforeEach(async () => {
  await t.deps.db.deleteFrom('raids').execute();
  await t.deps.db.deleteFrom('teams').execute();
});
afterEach(() => {
  t.setNow(null);
});

function call(method: 'GET' | 'POST', url: string, who: string | null, payload?: object) {
  const separator = url.includes('?') ? '&' : '?';
  return t.app.inject({
    method,
    url: `${url}${separator}subdomain=wotlk`,
    headers: who ? { cookie: cookies[who] ?? '' } : {},
    ...(payload ? { payload } : {}),
  });
}

async function saveTeam(payload: object, who = JAINA): Promise<number> {
  const answer = await call('POST', '/api/saveTeam', who, { guild: FROSTMOURNE, ...payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ id: number }>().id;
}

async function teams(who: string | null = null): Promise<TeamsAnswer> {
  return (await call('GET', `/api/teams?guild=${FROSTMOURNE}`, who)).json<TeamsAnswer>();
}

/** The team's members as `id:byRole`, by id (the answer orders them by name). */
const memberIds = (answer: TeamsAnswer, id: number) =>
  answer.teams
    .find((team) => team.id === id)
    ?.members.map((member) => `${member.userId}:${member.byRole}`)
    .sort();

/** A moderator's change of a member's Raider role, on the Discord stand-in. */
const changeRole = (userId: string, holding: boolean) =>
  changeMemberRole(t.discord, { guild: FROSTMOURNE, user: userId, role: RAIDER }, holding);

function raidPayload(leader: string, team: number | null) {
  return {
    server: testRealm().id,
    faction: 2,
    zone: ICC,
    size: 25,
    difficulty: 1,
    lootSystem: 1,
    requiredIlvl: 100,
    char: chars[leader],
    discordServer: FROSTMOURNE,
    discordChannel: RAID_SCHEDULE,
    team,
    date: new Date(Math.ceil((Date.now() + 3 * DAY) / 60_000) * 60_000).toISOString(),
  };
}

describe('teams', () => {
  it('a server leader makes a team of hand-picked members, leaders, a channel and nights; anyone reads it', async () => {
    const id = await saveTeam({
      name: 'Wednesday',
      members: [THRALL, ANDUIN],
      leaders: [ANDUIN],
      channelId: RAID_SCHEDULE,
      schedule: [{ dayOfWeek: 3, time: '18:30' }],
      benchCredit: 0.35,
    });

    const read = await teams();
    expect(read.mayManage).toBe(false);
    expect(read.members).toEqual([]);
    expect(read.teams).toEqual([
      {
        id,
        guildId: FROSTMOURNE,
        name: 'Wednesday',
        roleId: null,
        roleName: null,
        channelId: RAID_SCHEDULE,
        schedule: [{ dayOfWeek: 3, time: '18:30' }],
        benchCredit: 0.35,
        members: [
          { userId: ANDUIN, name: 'anduin', byRole: false },
          { userId: THRALL, name: 'thrall', byRole: false },
        ],
        leaders: [{ userId: ANDUIN, name: 'anduin' }],
      },
    ]);
    const managed = await teams(JAINA);
    expect(managed.mayManage).toBe(true);
    expect(managed.members.map((member) => member.name)).toContain('Sylvanas');
    expect(managed.roles.map((role) => role.name)).toEqual(['Officer', 'Raid Leader', 'Raider']);
  });

  it('refuses teams to players who do not lead the server, a second team of the same name, a stranger', async () => {
    const refused = await call('POST', '/api/saveTeam', ANDUIN, { guild: FROSTMOURNE, name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    await saveTeam({ name: 'Core' });
    const taken = await call('POST', '/api/saveTeam', JAINA, { guild: FROSTMOURNE, name: 'Core' });
    expect(taken.json()).toMatchObject({ code: 'teamNameTaken' });
    const stranger = await call('POST', '/api/saveTeam', JAINA, {
      guild: FROSTMOURNE,
      name: 'Strangers',
      members: ['219999999999999999'],
    });
    expect(stranger.statusCode).toBe(400);
    const overCredit = await call('POST', '/api/saveTeam', JAINA, {
      guild: FROSTMOURNE,
      name: 'Generous',
      benchCredit: 1.5,
    });
    expect(overCredit.statusCode).toBe(400);
    expect((await teams()).teams.map((team) => team.name)).toEqual(['Core']);
    // A team that sets no bench credit of its own counts with the community's.
    expect((await teams()).teams[0]?.benchCredit).toBeNull();
  });

  it('keeps a role team in step with Discord: a member given the role joins, one who loses it leaves', async () => {
    const id = await saveTeam({ name: 'Raiders', roleId: RAIDER, members: [ANDUIN] });
    expect(memberIds(await teams(), id)).toEqual([`${SYLVANAS}:true`, `${ILLIDAN}:true`, `${ANDUIN}:false`]);
    expect((await teams()).teams[0]?.roleName).toBe('Raider');

    await changeRole(THRALL, true);
    await changeRole(SYLVANAS, false);
    try {
      // The scheduled sync reads the role's holders anew.
      expect(await syncAllRoleTeams(t.deps)).toBe(1);
      expect(memberIds(await teams(), id)).toEqual([`${THRALL}:true`, `${ILLIDAN}:true`, `${ANDUIN}:false`]);

      // A read of teams last synced over ten minutes ago syncs them first.
      await changeRole(SYLVANAS, true);
      t.setNow(new Date(Date.now() + 11 * 60_000));
      expect(memberIds(await teams(), id)).toEqual([
        `${THRALL}:true`,
        `${SYLVANAS}:true`,
        `${ILLIDAN}:true`,
        `${ANDUIN}:false`,
      ]);
    } finally {
      await changeRole(THRALL, false);
      await changeRole(SYLVANAS, true);
    }
  });

  it('one player may be in several teams, and reads their own teams without naming a community', async () => {
    const first = await saveTeam({ name: 'Wednesday', members: [SYLVANAS] });
    const second = await saveTeam({ name: 'Raiders', roleId: RAIDER });
    await saveTeam({ name: 'Friday', members: [THRALL] });
    const read = await teams();
    expect(memberIds(read, first)).toEqual([`${SYLVANAS}:false`]);
    expect(memberIds(read, second)).toContain(`${SYLVANAS}:true`);
    const own = (await call('GET', '/api/teams', SYLVANAS)).json<TeamsAnswer>();
    expect(own.teams.map((team) => team.name)).toEqual(['Raiders', 'Wednesday']);
    expect((await call('GET', '/api/teams', null)).json<TeamsAnswer>().teams).toEqual([]);
  });
});

describe('team raids', () => {
  it("a team leader creates the team's raids without leading the server, and no other raids", async () => {
    const team = await saveTeam({ name: 'Wednesday', members: [ANDUIN], leaders: [ANDUIN] });
    const other = await saveTeam({ name: 'Friday' });

    const created = await call('POST', '/api/refreshRaid', ANDUIN, raidPayload(ANDUIN, team));
    expect(created.json()).toMatchObject({ success: true });
    const forOther = await call('POST', '/api/refreshRaid', ANDUIN, raidPayload(ANDUIN, other));
    expect(forOther.json()).toMatchObject({ code: 'notGuildLeader' });
    const forCommunity = await call('POST', '/api/refreshRaid', ANDUIN, raidPayload(ANDUIN, null));
    expect(forCommunity.json()).toMatchObject({ code: 'notGuildLeader' });
    const raids = await t.deps.db.selectFrom('raids').select(['user_id', 'team_id']).execute();
    expect(raids).toEqual([{ user_id: ANDUIN, team_id: team }]);
  });

  it('refuses a team of another Discord server', async () => {
    const foreign = await createTeam(t.deps.db, { guildId: '319999999999999999' });
    const answer = await call('POST', '/api/refreshRaid', JAINA, raidPayload(JAINA, foreign.id));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ issues: [{ path: 'team' }] });
  });

  it("expects the team's members: the unanswered list, and the members the sign-up list puts first", async () => {
    const team = await saveTeam({ name: 'Wednesday', members: [SYLVANAS, ANDUIN], leaders: [THRALL] });
    const raid = await createRaid(
      t.deps.db,
      { userId: JAINA, charId: chars[JAINA] ?? 0 },
      { discord_server: FROSTMOURNE, team_id: team, date: new Date(Date.now() + 2 * DAY) },
    );
    await createRecord(t.deps.db, raid, { charId: chars[SYLVANAS] ?? 0, userId: SYLVANAS });

    // Thrall leads the team, not the raid: he too may see whom to chase.
    for (const who of [JAINA, THRALL]) {
      const answer = await call('GET', `/api/unanswered?raid=${raid.id}`, who);
      expect(answer.json<UnansweredAnswer>()).toEqual({
        expected: 2,
        unanswered: [{ userId: ANDUIN, name: 'anduin' }],
      });
    }
    expect((await call('GET', `/api/unanswered?raid=${raid.id}`, ILLIDAN)).statusCode).toBe(403);

    const one = (await call('GET', `/api/raids?id=${raid.id}`, null)).json<{ data: Raid[] }>().data[0];
    expect(one?.teamName).toBe('Wednesday');
    expect([...(one?.teamMembers ?? [])].sort()).toEqual([SYLVANAS, ANDUIN].sort());
    expect(one?.teamLeaders).toEqual([THRALL]);
  });

  it('narrows the raid list, the calendar feed and the attendance table to the team', async () => {
    const team = await saveTeam({ name: 'Wednesday', members: [SYLVANAS] });
    const leader = { userId: JAINA, charId: chars[JAINA] ?? 0 };
    const teamRaid = await createRaid(t.deps.db, leader, {
      discord_server: FROSTMOURNE,
      team_id: team,
      date: new Date(Date.now() + 2 * DAY),
    });
    const communityRaid = await createRaid(t.deps.db, leader, {
      discord_server: FROSTMOURNE,
      date: new Date(Date.now() + 3 * DAY),
    });

    const list = async (query: string) =>
      (await call('GET', `/api/raids?guild=${FROSTMOURNE}${query}`, null)).json<RaidListAnswer>().data;
    expect((await list(`&team=${team}`)).map((raid) => [raid.id, raid.teamName])).toEqual([
      [teamRaid.id, 'Wednesday'],
    ]);
    expect((await list('')).map((raid) => raid.id)).toEqual([teamRaid.id, communityRaid.id]);

    const feed = await call('GET', `/api/calendar/t/${team}.ics`, null);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('X-WR-CALNAME:Frostmourne Raiders, Wednesday: raids');
    expect(feed.body).toContain(`raid-${teamRaid.id}@`);
    expect(feed.body).not.toContain(`raid-${communityRaid.id}@`);
    expect((await call('GET', '/api/calendar/t/999999.ics', null)).statusCode).toBe(404);

    // Two completed raids, Sylvanas in the roster of each; one of them is the team's.
    for (const teamId of [team, null]) {
      const past = await createRaid(t.deps.db, leader, {
        discord_server: FROSTMOURNE,
        team_id: teamId,
        date: new Date(Date.now() - (teamId === null ? 3 : 2) * DAY),
      });
      await createRecord(t.deps.db, past, { charId: chars[SYLVANAS] ?? 0, userId: SYLVANAS }, { slot: 2 });
      await recordRaidAttendance(t.deps.db, past.id, async () => []);
    }
    const attendance = async (query: string) =>
      (await call('GET', `/api/attendance?guild=${FROSTMOURNE}${query}`, null))
        .json<AttendanceAnswer>()
        .data.find((row) => row.id === SYLVANAS)?.expected;
    expect(await attendance(`&team=${team}`)).toBe(1);
    expect(await attendance('')).toBe(2);
  });
});
