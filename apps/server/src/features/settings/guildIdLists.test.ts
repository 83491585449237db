import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, createUser } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const ARTHAS = '210000000000000001'; // owner of Frostmourne Raiders
const JAINA = '210000000000000002'; // Officer (Administrator) there
const THRALL = '210000000000000003'; // holds the Raid Leader role there
const ILLIDAN = '210000000000000005'; // owner of the Horde guild, a Raider in Frostmourne
const FROSTMOURNE = '310000000000000001';
const HORDE = '310000000000000002';
const OFFICER_ROLE = '320000000000000001';
const RAID_LEADER_ROLE = '320000000000000002';
const HORDE_LEADER_ROLE = '320000000000000011';
const RAID_SCHEDULE = '330000000000000001';
const GDKP = '330000000000000002';
const VOICE = '330000000000000004';

const cookies: Record<string, string> = {};
const t = useTestApp();

beforeAll(async () => {
  for (const id of [ARTHAS, JAINA, THRALL, ILLIDAN]) {
    await createUser(t.database.db, { id });
    cookies[id] = await createSession(t.database.db, id);
  }
});

const post = (url: string, userId: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(userId ? { headers: { cookie: cookies[userId] ?? '' } } : {}),
    payload,
  });

describe.each([
  {
    kind: 'leader roles',
    list: '/api/leaderRoles',
    change: '/api/setLeaderRoles',
    field: 'role',
    valid: RAID_LEADER_ROLE,
    second: OFFICER_ROLE,
    horde: HORDE_LEADER_ROLE,
    wrongKind: FROSTMOURNE, // @everyone
  },
  {
    kind: 'schedule channels',
    list: '/api/masterMessages',
    change: '/api/setMasterMessage',
    field: 'channel',
    valid: RAID_SCHEDULE,
    second: GDKP,
    horde: '330000000000000011',
    wrongKind: VOICE,
  },
])('$kind', ({ list, change, field, valid, second, horde, wrongKind }) => {
  const set = (userId: string | null, server: string, id: string, del?: boolean | number) =>
    post(change, userId, { server, [field]: id, ...(del !== undefined && { del }) });
  const listed = async (userId: string, servers: string[]) =>
    (await post(list, userId, { discordServers: servers })).json();

  it('asks a visitor to log in', async () => {
    expect((await post(list, null, { discordServers: [FROSTMOURNE] })).statusCode).toBe(401);
    const answer = await set(null, FROSTMOURNE, valid);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'loginRequired' });
  });

  it('adds and removes one id for the owner, answering the list after each change', async () => {
    const added = await set(ARTHAS, FROSTMOURNE, valid);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual([valid]);
    expect(await listed(ARTHAS, [FROSTMOURNE])).toEqual([valid]);

    expect((await set(ARTHAS, FROSTMOURNE, valid)).json()).toEqual([valid]); // adding twice keeps one
    expect((await set(ARTHAS, FROSTMOURNE, second)).json()).toEqual([valid, second].sort());

    const removed = await set(ARTHAS, FROSTMOURNE, valid, true);
    expect(removed.json()).toEqual([second]);
    expect((await set(ARTHAS, FROSTMOURNE, second, 1)).json()).toEqual([]);
    expect(await listed(ARTHAS, [FROSTMOURNE])).toEqual([]);
  });

  it('lets an administrator manage, and lists the ids of the servers they manage', async () => {
    expect((await set(JAINA, FROSTMOURNE, valid)).statusCode).toBe(200);
    expect((await set(ILLIDAN, HORDE, horde)).statusCode).toBe(200);
    expect(await listed(JAINA, [FROSTMOURNE])).toEqual([valid]);
    expect(await listed(ILLIDAN, [HORDE, HORDE])).toEqual([horde]);
    expect(await listed(THRALL, [])).toEqual([]);
    await set(JAINA, FROSTMOURNE, valid, true);
    await set(ILLIDAN, HORDE, horde, true);
  });

  it("answers a server's ids only to its managers", async () => {
    await set(ARTHAS, FROSTMOURNE, valid);
    for (const [userId, servers] of [
      [THRALL, [FROSTMOURNE]], // a configured raid leader, not an administrator
      [ILLIDAN, [HORDE, FROSTMOURNE]], // manages one of the two
    ] as const) {
      const answer = await post(list, userId, { discordServers: servers });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 'forbidden', error: 'You do not have permission to do this' });
    }
    const unknown = await post(list, ARTHAS, { discordServers: ['310000000000000999'] });
    expect(unknown.statusCode).toBe(404);
    expect(await listed(ARTHAS, [FROSTMOURNE])).toEqual([valid]);
    await set(ARTHAS, FROSTMOURNE, valid, true);
  });

  it('refuses a configured raid leader who is not an administrator, and a member of another server', async () => {
    const leaderRole = { guild_id: FROSTMOURNE, role_id: RAID_LEADER_ROLE };
    await t.database.db.insertInto('guild_leader_roles').values(leaderRole).execute();
    for (const [userId, server] of [
      [THRALL, FROSTMOURNE],
      [ILLIDAN, FROSTMOURNE],
      [ARTHAS, HORDE], // not a member there
    ] as const) {
      const answer = await set(userId, server, server === HORDE ? horde : valid);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: 'forbidden', error: 'You do not have permission to do this' });
    }
    const removal = await set(THRALL, FROSTMOURNE, valid, true);
    expect(removal.statusCode).toBe(403);
    await t.database.db.deleteFrom('guild_leader_roles').where('guild_id', '=', FROSTMOURNE).execute();
  });

  it('answers 404 for an id the server does not have, and for a server the bot is not in', async () => {
    for (const id of ['320000000000000999', horde, wrongKind]) {
      const answer = await set(ARTHAS, FROSTMOURNE, id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'notFound' });
    }
    expect((await set(ARTHAS, '310000000000000999', valid)).statusCode).toBe(404);
    expect(await listed(ARTHAS, [FROSTMOURNE])).toEqual([]);
  });

  it('removes an id that Discord no longer has', async () => {
    const gone = '399999999999999999';
    if (field === 'role') {
      await t.database.db
        .insertInto('guild_leader_roles')
        .values({ guild_id: FROSTMOURNE, role_id: gone })
        .execute();
    } else {
      await t.database.db
        .insertInto('guild_schedule_channels')
        .values({ guild_id: FROSTMOURNE, channel_id: gone })
        .execute();
    }
    expect(await listed(ARTHAS, [FROSTMOURNE])).toEqual([gone]);
    expect((await set(ARTHAS, FROSTMOURNE, gone, true)).json()).toEqual([]);
  });

  it('answers 400 for ids that are not Discord ids', async () => {
    expect((await set(ARTHAS, FROSTMOURNE, 'abc')).statusCode).toBe(400);
    expect((await post(list, ARTHAS, { discordServers: ['x'] })).statusCode).toBe(400);
  });
});

describe('leader roles', () => {
  it("refuses the bot's own role, which Discord gives no member", async () => {
    const guild = (await t.deps.discord.guild(FROSTMOURNE)) ?? { roles: [] };
    const botRole = guild.roles.find((role) => role.managed);
    expect(botRole).toBeDefined();
    const answer = await post('/api/setLeaderRoles', ARTHAS, { server: FROSTMOURNE, role: botRole?.id });
    expect(answer.statusCode).toBe(404);
  });
});
