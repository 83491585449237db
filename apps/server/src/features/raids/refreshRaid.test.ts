import { historyAnswer } from '@raid/domain/schemas/history';
import { raidsAnswer } from '@raid/domain/schemas/raid';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createGuild,
  createRaid,
  createRecord,
  createSession,
  createUser,
  snowflake,
  testRealm,
} from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ICC = 8;
const MOLTEN_CORE = 10;

/** Demo Discord world (tools/stand-ins/src/demoWorld.ts): Frostmourne Raiders and its members. */
const GUILD = '310000000000000001';
const TEXT_CHANNEL = '330000000000000001';
const VOICE_CHANNEL = '330000000000000004';
const OWNER = '210000000000000001';
const ADMIN_ROLE_MEMBER = '210000000000000002';
const RAID_LEADER_ROLE_MEMBER = '210000000000000003';
const RAID_LEADER_ROLE = '320000000000000002';
const MEMBER_WITHOUT_ROLES = '210000000000000006';
const SITE_ADMIN = snowflake();

const t = useTestApp({ ADMIN_USER_ID: SITE_ADMIN });

afterEach(() => {
  t.setNow(null);
});

async function player(id?: string, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.deps.db, { ...overrides, ...(id ? { id } : {}) });
  const character = await createCharacter(t.deps.db, user.id, { class: 1, spec: 73 });
  return { user, character, cookie: await createSession(t.deps.db, user.id) };
}

type Player = Awaited<ReturnType<typeof player>>;

/** A whole minute from now; the app's clock stays within the test sessions' day of validity. */
function minuteFromNow(ms: number): Date {
  return new Date(Math.ceil((Date.now() + ms) / MINUTE) * MINUTE);
}

let nextStart = 0;
/** Distinct future starts a day apart, so one leader's raids never share a date even when moved by hours. */
function futureStart(): string {
  return new Date(minuteFromNow(48 * HOUR).getTime() + ++nextStart * 24 * HOUR).toISOString();
}

function createPayload(leader: Player, overrides: Record<string, unknown> = {}) {
  return {
    server: testRealm().id,
    faction: 2,
    zone: ICC,
    size: 25,
    difficulty: 2,
    lootSystem: 1,
    requiredLogs: 50,
    requiredIlvl: 0,
    char: leader.character.id,
    recordMode: 0,
    discordServer: GUILD,
    discordChannel: TEXT_CHANNEL,
    date: futureStart(),
    comment: 'Bring flasks',
    ...overrides,
  };
}

async function refresh(payload: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/refreshRaid?subdomain=wotlk',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function raidById(id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/raids?subdomain=wotlk&id=${id}` });
  expect(response.statusCode).toBe(200);
  const raid = raidsAnswer.parse(response.json()).data[0];
  if (!raid) throw new Error('no raid');
  return raid;
}

async function history(id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/history?subdomain=wotlk&id=${id}` });
  return historyAnswer.parse(response.json());
}

async function created(payload: unknown, cookie: string): Promise<number> {
  const response = await refresh(payload, cookie);
  expect(response.json()).toMatchObject({ success: true });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }).id;
}

let owner: Player;
let adminRoleMember: Player;
let roleLeader: Player;
let member: Player;

beforeAll(async () => {
  owner = await player(OWNER, { global_name: 'Arthas', preliminary_raid_rosters: true });
  adminRoleMember = await player(ADMIN_ROLE_MEMBER);
  roleLeader = await player(RAID_LEADER_ROLE_MEMBER);
  member = await player(MEMBER_WITHOUT_ROLES);
});

describe('POST /api/refreshRaid — create', () => {
  it("asks a visitor to log in (401 'To add a character you must log in with Discord')", async () => {
    const response = await refresh(createPayload(owner));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'loginRequired',
      error: 'To add a character you must log in with Discord',
    });
  });

  it('refuses a member of the Discord server without a leader role', async () => {
    const response = await refresh(createPayload(member), member.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'notGuildLeader' });
  });

  it('lets the owner of the Discord server create a raid: leader in slot 1, history, guild name', async () => {
    const payload = createPayload(owner);
    const id = await created(payload, owner.cookie);
    const raid = await raidById(id);
    expect(raid).toMatchObject({
      userID: OWNER,
      userRepresentation: 'Arthas',
      date: payload.date,
      zoneID: ICC,
      size: 25,
      difficultyID: 2,
      requiredLogs: 50,
      comment: 'Bring flasks',
      guildName: 'Frostmourne Raiders',
      discordServer: GUILD,
      discordChannel: TEXT_CHANNEL,
      preliminaryRaidRosters: true,
      status: 'active',
      slotsFilled: 1,
      tanks: 1,
      recordsCount: 1,
      messagesCount: 1,
    });
    expect(raid.records).toEqual([
      expect.objectContaining({ charID: owner.character.id, slot: 1, leader: true, role: 1, specID: 73 }),
    ]);
    expect((await history(id)).map((entry) => entry.event)).toEqual(['createRaid']);
  });

  it('lets a member holding an Administrator role create a raid', async () => {
    await created(createPayload(adminRoleMember), adminRoleMember.cookie);
  });

  it('lets a member holding a configured leader role create a raid', async () => {
    const before = await refresh(createPayload(roleLeader), roleLeader.cookie);
    expect(before.statusCode).toBe(403);
    await createGuild(t.deps.db, { id: GUILD, name: 'Frostmourne Raiders' });
    await t.deps.db
      .insertInto('guild_leader_roles')
      .values({ guild_id: GUILD, role_id: RAID_LEADER_ROLE })
      .execute();
    await created(createPayload(roleLeader), roleLeader.cookie);
  });

  it("refuses someone else's character, or one of another faction ('You don't have characters on the server')", async () => {
    for (const char of [
      adminRoleMember.character.id,
      (await createCharacter(t.deps.db, OWNER, { faction: 1 })).id,
    ]) {
      const response = await refresh(createPayload(owner, { char }), owner.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'noCharactersOnServer',
        error: "You don't have characters on the server",
        issues: [{ path: 'char', code: 'noCharactersOnServer' }],
      });
    }
  });

  it('needs the start at least 30 minutes ahead', async () => {
    const now = minuteFromNow(HOUR);
    t.setNow(now);
    const tooSoon = await refresh(
      createPayload(owner, { date: new Date(now.getTime() + 29 * MINUTE).toISOString() }),
      owner.cookie,
    );
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ code: 'startTooSoon' });
    await created(
      createPayload(owner, { date: new Date(now.getTime() + 31 * MINUTE).toISOString() }),
      owner.cookie,
    );
  });

  it('answers the existing raid for a second raid of the same leader at the same date', async () => {
    const payload = createPayload(owner);
    const id = await created(payload, owner.cookie);
    const again = await refresh(
      { ...payload, zone: MOLTEN_CORE, size: 40, requiredIlvl: 4000 },
      owner.cookie,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ exist: id });
  });

  it('answers one raid and one "exist" when the same raid is sent twice at once', async () => {
    const payload = createPayload(owner);
    const answers = await Promise.all([refresh(payload, owner.cookie), refresh(payload, owner.cookie)]);
    const bodies = answers.map((response) => response.json() as { id?: number; exist?: number });
    const winner = bodies.find((body) => body.id)?.id;
    expect(winner).toBeDefined();
    expect(bodies).toContainEqual({ exist: winner });
  });

  it('clamps requirements: logs 0-95, gear score 0-9999, no logs where the zone is not ranked', async () => {
    const clamped = await raidById(
      await created(createPayload(owner, { requiredLogs: 150, requiredIlvl: 20_000 }), owner.cookie),
    );
    expect(clamped).toMatchObject({ requiredLogs: 95, requiredIlvl: 9999 });
    const unranked = await raidById(
      await created(
        createPayload(owner, {
          zone: MOLTEN_CORE,
          size: 40,
          difficulty: 2,
          requiredLogs: 80,
          requiredIlvl: 4000,
        }),
        owner.cookie,
      ),
    );
    expect(unranked).toMatchObject({
      requiredLogs: 0,
      requiredIlvl: 4000,
      difficultyID: 1,
      dontAskLogs: true,
    });
  });

  it("needs logs or item level unless buyers are allowed ('Fill in all fields!')", async () => {
    const response = await refresh(createPayload(owner, { requiredLogs: 0, requiredIlvl: 0 }), owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'fillAllFields',
      error: 'Fill in all fields!',
      issues: [{ path: 'requiredLogs', code: 'fillAllFields' }],
    });
  });

  it('allows buyers only with the loot-bidding system (loot 2)', async () => {
    const masterLoot = await raidById(
      await created(createPayload(owner, { lootSystem: 1, byers: true }), owner.cookie),
    );
    expect(masterLoot.byers).toBe(false);
    const bidding = await raidById(
      await created(createPayload(owner, { lootSystem: 2, byers: true, requiredLogs: 0 }), owner.cookie),
    );
    expect(bidding).toMatchObject({ byers: true, lootSystemID: 2, requiredLogs: 0 });
  });

  it('refuses ids outside the catalogue and channels of another server', async () => {
    const cases = [
      { size: 40 },
      { zone: 999 },
      { zone2: ICC },
      { server: 1 },
      { lootSystem: 9 },
      { discordChannel: '330000000000000011' },
      { discordChannel: VOICE_CHANNEL },
    ];
    for (const overrides of cases) {
      const response = await refresh(createPayload(owner, overrides), owner.cookie);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalidRequest' });
    }
  });

  it('needs a voice channel when a premium leader uses Discord events; without premium events are not used', async () => {
    await t.deps.db
      .updateTable('users')
      .set({ use_discord_events: true })
      .where('id', '=', ADMIN_ROLE_MEMBER)
      .execute();
    await created(createPayload(adminRoleMember), adminRoleMember.cookie);

    await t.deps.db.updateTable('users').set({ premium: true }).where('id', '=', ADMIN_ROLE_MEMBER).execute();
    const withoutVoice = await refresh(createPayload(adminRoleMember), adminRoleMember.cookie);
    expect(withoutVoice.statusCode).toBe(400);
    expect(withoutVoice.json()).toMatchObject({ code: 'fillAllFields' });
    const id = await created(
      createPayload(adminRoleMember, { discordVoiceChannel: VOICE_CHANNEL }),
      adminRoleMember.cookie,
    );
    expect((await raidById(id)).discordVoiceChannel).toBe(VOICE_CHANNEL);
  });
});

/** A raid made directly in the database, led by `leader`, starting in a day, with a payload that edits it. */
async function existingRaid(leader: Player, overrides: Parameters<typeof createRaid>[2] = {}) {
  const raid = await createRaid(
    t.deps.db,
    { userId: leader.user.id, charId: leader.character.id, specId: 73, role: 1 },
    { date: new Date(futureStart()), required_ilvl: 5000, ...overrides },
  );
  const payload = {
    id: raid.id,
    server: raid.server,
    faction: raid.faction,
    zone: raid.zone,
    size: raid.size,
    difficulty: raid.difficulty,
    lootSystem: raid.loot_system,
    requiredIlvl: raid.required_ilvl,
    char: raid.char_id,
    discordServer: raid.discord_server,
    discordChannel: raid.discord_channel,
    date: raid.date.toISOString(),
  };
  return { raid, payload };
}

describe('POST /api/refreshRaid — edit', () => {
  it('refuses another player (403)', async () => {
    const { payload } = await existingRaid(owner);
    const response = await refresh({ ...payload, comment: 'mine now' }, member.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('lets the site administrator edit any raid', async () => {
    const admin = await player(SITE_ADMIN);
    const { raid, payload } = await existingRaid(owner);
    await created({ ...payload, comment: 'Edited by the admin' }, admin.cookie);
    expect(await raidById(raid.id)).toMatchObject({ comment: 'Edited by the admin', userID: OWNER });
  });

  it("answers 404 'Raid not found' for a missing raid", async () => {
    const { payload } = await existingRaid(owner);
    const response = await refresh({ ...payload, id: 999_999 }, owner.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'raidNotFound' });
  });

  it('reschedules only with changeDate and a reason, and writes both dates to the history', async () => {
    const { raid, payload } = await existingRaid(owner);
    const date = new Date(raid.date.getTime() + 2 * HOUR).toISOString();
    for (const extra of [{}, { changeDate: true }, { changeDate: true, reason: '   ' }]) {
      const response = await refresh({ ...payload, date, ...extra }, owner.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'reasonRequired',
        error: 'Enter a reason',
        issues: [{ path: 'reason', code: 'reasonRequired' }],
      });
    }
    await created({ ...payload, date, changeDate: true, reason: 'Server maintenance' }, owner.cookie);
    expect((await raidById(raid.id)).date).toBe(date);
    const [entry] = await history(raid.id);
    expect(entry).toMatchObject({
      event: 'changeDate',
      misc: raid.date.toISOString(),
      misc2: date,
      text: 'Server maintenance',
      userID: OWNER,
    });
  });

  it('keeps the start margin for new raids only: an edit may move the start closer', async () => {
    const { raid, payload } = await existingRaid(owner, { date: minuteFromNow(2 * HOUR) });
    t.setNow(new Date(raid.date.getTime() - 10 * MINUTE));
    await created({ ...payload, comment: 'Starting soon' }, owner.cookie);
  });

  it('answers the existing raid when rescheduled onto another raid of the leader', async () => {
    const first = await existingRaid(owner);
    const second = await existingRaid(owner);
    const response = await refresh(
      { ...second.payload, date: first.payload.date, changeDate: true, reason: 'Merge' },
      owner.cookie,
    );
    expect(response.json()).toEqual({ exist: first.raid.id });
  });

  it('cannot edit a completed raid', async () => {
    const { raid, payload } = await existingRaid(owner, { date: minuteFromNow(5 * MINUTE) });
    t.setNow(new Date(raid.date.getTime() + 2 * HOUR));
    const response = await refresh({ ...payload, comment: 'Too late' }, owner.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'raidClosed', error: 'The raid has been completed or canceled' });
  });

  it('a smaller size sends players in lost slots to the list and keeps the leader in the roster', async () => {
    const { raid, payload } = await existingRaid(owner);
    await t.deps.db.updateTable('records').set({ slot: 12 }).where('raid_id', '=', raid.id).execute();
    const players = await Promise.all([0, 1, 2].map(() => player()));
    const [keep, lost, alsoLost] = await Promise.all(
      players.map((p, i) =>
        createRecord(
          t.deps.db,
          raid,
          { charId: p.character.id, userId: p.user.id },
          { slot: [1, 11, 25][i] },
        ),
      ),
    );
    await created({ ...payload, size: 10 }, owner.cookie);
    const after = await raidById(raid.id);
    const slotOf = (id: number | undefined) => after.records?.find((record) => record.id === id)?.slot;
    expect(after.size).toBe(10);
    expect([slotOf(keep?.id), slotOf(lost?.id), slotOf(alsoLost?.id)]).toEqual([1, 0, 0]);
    expect(after.records?.find((record) => record.leader)?.slot).toBe(2);
  });

  it('changes the leader character to another of the leader’s own characters', async () => {
    const { raid, payload } = await existingRaid(owner);
    const alt = await createCharacter(t.deps.db, OWNER, { class: 5, spec: 256 });
    await created({ ...payload, char: alt.id }, owner.cookie);
    const after = await raidById(raid.id);
    expect(after.char).toBe(alt.id);
    expect(after.records?.find((record) => record.leader)).toMatchObject({
      charID: alt.id,
      specID: 256,
      role: 2,
      slot: 1,
    });

    const response = await refresh({ ...payload, char: member.character.id }, owner.cookie);
    expect(response.json()).toMatchObject({ code: 'noCharactersOnServer' });
  });

  it('refuses a realm change once other players signed up', async () => {
    const otherRealm = 4749;
    const { raid, payload } = await existingRaid(owner);
    const moved = await createCharacter(t.deps.db, OWNER, { server: otherRealm });
    const signedUp = await player();
    await createRecord(t.deps.db, raid, { charId: signedUp.character.id, userId: signedUp.user.id });
    const response = await refresh({ ...payload, server: otherRealm, char: moved.id }, owner.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalidRequest' });

    const alone = await existingRaid(owner);
    await created({ ...alone.payload, server: otherRealm, char: moved.id }, owner.cookie);
    expect((await raidById(alone.raid.id)).server).toBe(otherRealm);
  });
});

describe('POST /api/refreshRaid — cancel', () => {
  it('cancels with a reason: canceled, archived, written to the history', async () => {
    const { raid } = await existingRaid(owner);
    await created({ id: raid.id, canceled: 1, reason: 'Not enough healers' }, owner.cookie);
    expect(await raidById(raid.id)).toMatchObject({
      status: 'canceled',
      canceled: true,
      canceledReason: 'Not enough healers',
      isArchive: true,
    });
    const [entry] = await history(raid.id);
    expect(entry).toMatchObject({ event: 'cancelRaid', text: 'Not enough healers', userID: OWNER });

    const again = await refresh({ id: raid.id, canceled: 1, reason: 'Twice' }, owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'raidClosed' });
    const edit = await refresh({ ...(await existingRaid(owner)).payload, id: raid.id }, owner.cookie);
    expect(edit.statusCode).toBe(409);
  });

  it('needs a reason', async () => {
    const { raid } = await existingRaid(owner);
    const response = await refresh({ id: raid.id, canceled: 1, reason: '' }, owner.cookie);
    expect(response.statusCode).toBe(400);
  });

  it('refuses another player, and lets the site administrator', async () => {
    const { raid } = await existingRaid(owner);
    const response = await refresh({ id: raid.id, canceled: 1, reason: 'Nope' }, member.cookie);
    expect(response.statusCode).toBe(403);
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', SITE_ADMIN)
      .executeTakeFirst();
    const adminCookie = await createSession(
      t.deps.db,
      admin?.id ?? (await createUser(t.deps.db, { id: SITE_ADMIN })).id,
    );
    await created({ id: raid.id, canceled: 1, reason: 'Guild disbanded' }, adminCookie);
  });

  it('frees the date: a new raid may take the date of a canceled one', async () => {
    const payload = createPayload(owner);
    const first = await created(payload, owner.cookie);
    await created({ id: first, canceled: 1, reason: 'Moved' }, owner.cookie);
    expect(await created(payload, owner.cookie)).not.toBe(first);
  });
});
