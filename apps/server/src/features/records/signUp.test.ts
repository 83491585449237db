import { lockoutResets } from '@raid/domain/catalogue/common';
import { lockoutResetFor, lockoutWeekStart } from '@raid/domain/rules/similarRaids';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
} from '../../testing/factories.js';
import { knownCharacters } from '../../testing/knownCharacters.js';
import { useTestApp } from '../../testing/testApp.js';

const DEMO_GUILD = '310000000000000001';
const DEMO_MEMBER = '210000000000000004';

let known: ReturnType<typeof knownCharacters>;

const t = useTestApp();

beforeAll(async () => {
  known = knownCharacters(t.deps.db);
});

async function player(id?: string) {
  const user = await createUser(t.deps.db, id ? { id } : {});
  return { user, cookie: await createSession(t.deps.db, user.id) };
}

/** A character Warcraft Logs knows (a demo character), owned by the user. */
const knownCharacter = (userId: string) => known.create(userId);

async function raidWith(overrides: Parameters<typeof createRaid>[2] = {}) {
  const leader = await player();
  const character = await createCharacter(t.deps.db, leader.user.id);
  const raid = await createRaid(t.deps.db, { userId: leader.user.id, charId: character.id }, overrides);
  return { raid, leader };
}

function signUp(cookie: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/refreshRecords?subdomain=wotlk',
    headers: cookie ? { cookie } : {},
    payload,
  });
}

function recordsOf(raidId: number) {
  return t.deps.db
    .selectFrom('records')
    .selectAll()
    .where('raid_id', '=', raidId)
    .where('leader', '=', false)
    .execute();
}

describe('POST /api/refreshRecords (sign-up)', () => {
  it('asks a visitor to log in', async () => {
    const { raid } = await raidWith();
    const response = await signUp(null, { raid: raid.id, chars: [1] });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('To add a character you must log in with Discord');
  });

  it('answers 404 for an unknown raid and for a raid of another expansion', async () => {
    const { raid } = await raidWith();
    const { user, cookie } = await player();
    const character = await knownCharacter(user.id);
    expect((await signUp(cookie, { raid: 999_999, chars: [character.id] })).json().error).toBe(
      'Raid not found',
    );
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/refreshRecords?subdomain=mop',
      headers: { cookie },
      payload: { raid: raid.id, chars: [character.id] },
    });
    expect(other.statusCode).toBe(404);
  });

  it('signs a character up to the list with its figures, spec, role and answers', async () => {
    const { raid } = await raidWith();
    const question = await t.deps.db
      .insertInto('questions')
      .values({ guild_id: raid.discord_server, position: 0, text: 'Experience?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { user, cookie } = await player();
    const character = await knownCharacter(user.id);
    const response = await signUp(cookie, {
      raid: raid.id,
      chars: [character.id],
      answers: { [question.id]: 'Full clear', 999: 'not a question of this raid' },
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().results;
    expect(result).toMatchObject({
      char: character.id,
      result: 'success',
      charName: character.name,
      otherRaid: null,
    });
    expect(result.ilvl).toBeGreaterThan(0);
    const [record] = await recordsOf(raid.id);
    expect(record).toMatchObject({
      char_id: character.id,
      slot: 0,
      spec_id: character.spec,
      byer: false,
      ilvl: result.ilvl,
    });
    expect(record?.answers).toEqual({ [question.id]: 'Full clear' });

    const list = await t.app.inject({ url: `/api/records?raid=${raid.id}&subdomain=wotlk` });
    expect(list.json().map((row: { charName: string }) => row.charName)).toContain(character.name);
  });

  it("refuses characters that are not the caller's, or of another faction", async () => {
    const { raid } = await raidWith();
    const { cookie } = await player();
    const stranger = await player();
    const theirs = await createCharacter(t.deps.db, stranger.user.id);
    const response = await signUp(cookie, { raid: raid.id, chars: [theirs.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("You don't have characters on the server");

    const own = await player();
    const alliance = await createCharacter(t.deps.db, own.user.id, { faction: 1 });
    expect((await signUp(own.cookie, { raid: raid.id, chars: [alliance.id] })).json().error).toBe(
      "You don't have characters on the server",
    );
    expect(await recordsOf(raid.id)).toHaveLength(0);
  });

  it('refuses a spec the character does not have', async () => {
    const { raid } = await raidWith();
    const { user, cookie } = await player();
    const character = await createCharacter(t.deps.db, user.id, { spec: 71, spec2: 0 });
    const response = await signUp(cookie, {
      raid: raid.id,
      chars: [character.id],
      specs: { [character.id]: 73 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses with no character chosen', async () => {
    const { raid } = await raidWith();
    const { cookie } = await player();
    const response = await signUp(cookie, { raid: raid.id, chars: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Fill in all fields!');
  });

  it('checks requirements: item level, logs and characters Warcraft Logs does not know', async () => {
    const { raid } = await raidWith({ required_ilvl: 9999 });
    const { user, cookie } = await player();
    const character = await knownCharacter(user.id);
    const lowIlvl = (await signUp(cookie, { raid: raid.id, chars: [character.id] })).json().results[0];
    expect(lowIlvl).toMatchObject({ result: 'ilvlLower', requiredIlvl: 9999 });

    const logsRaid = (await raidWith({ required_logs: 50 })).raid;
    const noLogs = await createCharacter(t.deps.db, user.id, { name: 'Nologs', class: 1, spec: 71 });
    const unknown = await createCharacter(t.deps.db, user.id);
    const response = await signUp(cookie, { raid: logsRaid.id, chars: [noLogs.id, unknown.id] });
    expect(response.json().results.map((r: { result: string }) => r.result)).toEqual([
      'logsBelow',
      'notFound',
    ]);
    expect(response.json().results[0]).toMatchObject({ logs: null, requiredLogs: 50 });
    expect(await recordsOf(raid.id)).toHaveLength(0);
    expect(await recordsOf(logsRaid.id)).toHaveLength(0);

    const openRaid = (await raidWith()).raid;
    const free = await signUp(cookie, { raid: openRaid.id, chars: [unknown.id] });
    expect(free.json().results[0].result).toBe('success');
  });

  it('says the item level is unknown, not 0, when Warcraft Logs has no gear for the character', async () => {
    const { raid } = await raidWith({ required_ilvl: 200 });
    const { user, cookie } = await player();
    const noGear = await createCharacter(t.deps.db, user.id, { name: 'Nogear', class: 1, spec: 71 });
    const response = await signUp(cookie, { raid: raid.id, chars: [noGear.id] });
    expect(response.json().results[0]).toMatchObject({
      result: 'ilvlUnknown',
      ilvl: null,
      requiredIlvl: 200,
    });
    expect(await recordsOf(raid.id)).toHaveLength(0);

    const openRaid = (await raidWith()).raid;
    const free = await signUp(cookie, { raid: openRaid.id, chars: [noGear.id] });
    expect(free.json().results[0]).toMatchObject({ result: 'success', ilvl: null });
  });

  it('signs up a failing character as a buyer when the raid allows buyers', async () => {
    const { raid } = await raidWith({ loot_system: 2, byers: true, required_ilvl: 9999 });
    const { user, cookie } = await player();
    const character = await knownCharacter(user.id);
    const response = await signUp(cookie, { raid: raid.id, chars: [character.id] });
    expect(response.json().results[0].result).toBe('buyer');
    const [record] = await recordsOf(raid.id);
    expect(record?.byer).toBe(true);
    const list = await t.app.inject({ url: `/api/records?raid=${raid.id}&subdomain=wotlk` });
    expect(list.json().find((row: { charID: number }) => row.charID === character.id).byer).toBe(true);
  });

  describe('a character below the logs the raid asks (SPEC section 4)', () => {
    /** A known character and a logs requirement just above its figure in the default raid zone. */
    async function belowRequirement() {
      const { user, cookie } = await player();
      const character = await knownCharacter(user.id);
      const probe = (await raidWith()).raid;
      const { logs } = (await signUp(cookie, { raid: probe.id, chars: [character.id] })).json().results[0];
      expect(logs).toBeTypeOf('number');
      const required = Math.floor(logs) + 1;
      expect(required).toBeLessThanOrEqual(95);
      return { cookie, character, logs: logs as number, required };
    }

    it('signs up as a buyer where the raid allows buyers', async () => {
      const { cookie, character, logs, required } = await belowRequirement();
      const { raid } = await raidWith({ loot_system: 2, byers: true, required_logs: required });
      const response = await signUp(cookie, { raid: raid.id, chars: [character.id] });
      expect(response.json().results[0]).toMatchObject({ result: 'buyer', logs, requiredLogs: required });
      const [record] = await recordsOf(raid.id);
      // Stored as a real: the same figure (logsFigure), not the same digits.
      expect(record).toMatchObject({ char_id: character.id, byer: true, slot: 0 });
      expect(record?.logs).toBeCloseTo(logs, 4);
      const list = await t.app.inject({ url: `/api/records?raid=${raid.id}&subdomain=wotlk` });
      const listed = list.json().find((row: { charID: number }) => row.charID === character.id);
      expect(listed.byer).toBe(true);
      expect(listed.logs).toBeCloseTo(logs, 4);
    });

    it('is refused with "Logs are below" and nothing recorded where the raid takes no buyers', async () => {
      const { cookie, character, logs, required } = await belowRequirement();
      const { raid } = await raidWith({ loot_system: 1, byers: false, required_logs: required });
      const response = await signUp(cookie, { raid: raid.id, chars: [character.id] });
      expect(response.json().results[0]).toMatchObject({ result: 'logsBelow', logs, requiredLogs: required });
      expect(await recordsOf(raid.id)).toHaveLength(0);
    });
  });

  it('puts direct sign-ups into the first free slot, one character per player, and the list once locked or full', async () => {
    const { raid } = await raidWith({ record_mode: 1, size: 10 });
    const { user, cookie } = await player();
    const first = await createCharacter(t.deps.db, user.id);
    const second = await createCharacter(t.deps.db, user.id);
    await signUp(cookie, { raid: raid.id, chars: [first.id, second.id] });
    const slots = Object.fromEntries(
      (await recordsOf(raid.id)).map((record) => [record.char_id, record.slot]),
    );
    expect(slots).toEqual({ [first.id]: 2, [second.id]: 0 });

    for (let i = 0; i < 8; i++) {
      const other = await player();
      const character = await createCharacter(t.deps.db, other.user.id);
      await signUp(other.cookie, { raid: raid.id, chars: [character.id] });
    }
    const late = await player();
    const lateCharacter = await createCharacter(t.deps.db, late.user.id);
    await signUp(late.cookie, { raid: raid.id, chars: [lateCharacter.id] });
    const rows = await recordsOf(raid.id);
    expect(rows.filter((record) => record.slot > 0)).toHaveLength(9);
    expect(rows.find((record) => record.char_id === lateCharacter.id)?.slot).toBe(0);

    const locked = (await raidWith({ record_mode: 1, preliminary_raid_rosters: true, roster_approved: true }))
      .raid;
    await signUp(late.cookie, { raid: locked.id, chars: [lateCharacter.id] });
    expect((await recordsOf(locked.id))[0]?.slot).toBe(0);
  });

  it('edits the spec and answers of a character already signed up', async () => {
    const { raid } = await raidWith();
    const { user, cookie } = await player();
    const character = await createCharacter(t.deps.db, user.id, { spec: 71, spec2: 73 });
    await signUp(cookie, { raid: raid.id, chars: [character.id] });
    const edit = await signUp(cookie, {
      raid: raid.id,
      chars: [character.id],
      specs: { [character.id]: 73 },
    });
    expect(edit.json().results[0].result).toBe('success');
    const records = await recordsOf(raid.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ spec_id: 73, role: 1 });
  });

  it('is closed for completed and canceled raids', async () => {
    const { user, cookie } = await player();
    const character = await createCharacter(t.deps.db, user.id);
    const completed = (await raidWith({ date: new Date(Date.now() - 2 * 3_600_000) })).raid;
    const canceled = (await raidWith({ canceled: true, canceled_reason: 'No tanks' })).raid;
    for (const raid of [completed, canceled]) {
      const response = await signUp(cookie, { raid: raid.id, chars: [character.id] });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('Sign-up is not possible because raid has been completed/canceled');
    }
  });

  it("keeps private raids to their leader and the members of the raid's Discord server", async () => {
    const { raid, leader } = await raidWith({ private: true, discord_server: DEMO_GUILD });
    const outsider = await player();
    const outsiderCharacter = await createCharacter(t.deps.db, outsider.user.id);
    expect((await signUp(outsider.cookie, { raid: raid.id, chars: [outsiderCharacter.id] })).json()).toEqual({
      private: true,
    });

    const member = await player(DEMO_MEMBER);
    const memberCharacter = await createCharacter(t.deps.db, member.user.id);
    const accepted = await signUp(member.cookie, { raid: raid.id, chars: [memberCharacter.id] });
    expect(accepted.json().results[0].result).toBe('success');

    const leaderAlt = await createCharacter(t.deps.db, leader.user.id);
    const own = await signUp(leader.cookie, { raid: raid.id, chars: [leaderAlt.id] });
    expect(own.json().results[0].result).toBe('success');
    expect((await recordsOf(raid.id)).map((record) => record.char_id).sort()).toEqual(
      [memberCharacter.id, leaderAlt.id].sort(),
    );
  });

  it("answers 503 'Logs not received' and writes nothing when Warcraft Logs fails", async () => {
    const { raid } = await raidWith();
    const { user, cookie } = await player();
    const character = await knownCharacter(user.id);
    await fetch(`${t.wcl.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v2/client', status: 500, count: 10 }),
    });
    const response = await signUp(cookie, { raid: raid.id, chars: [character.id] });
    await fetch(`${t.wcl.url}/__faults`, { method: 'DELETE' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('Logs not received');
    expect(await recordsOf(raid.id)).toHaveLength(0);
  });

  it('refuses a character already in the roster of a similar raid', async () => {
    const reset = lockoutResetFor('EU', lockoutResets);
    const weekStart = lockoutWeekStart(new Date(Date.now() + 8 * 86_400_000), reset);
    const first = (await raidWith({ date: new Date(weekStart.getTime() + 2 * 3_600_000) })).raid;
    const second = (await raidWith({ date: new Date(weekStart.getTime() + 3 * 3_600_000) })).raid;
    const { user, cookie } = await player();
    const character = await createCharacter(t.deps.db, user.id);
    await createRecord(t.deps.db, first, { charId: character.id, userId: user.id }, { slot: 5 });
    const response = await signUp(cookie, { raid: second.id, chars: [character.id] });
    expect(response.json().results[0]).toMatchObject({ result: 'similarRaid', otherRaid: first.id });
    expect(await recordsOf(second.id)).toHaveLength(0);
  });

  it('takes a character signed up straight into the roster off the lists of similar raids', async () => {
    const reset = lockoutResetFor('EU', lockoutResets);
    const weekStart = lockoutWeekStart(new Date(Date.now() + 8 * 86_400_000), reset);
    const direct = (await raidWith({ record_mode: 1, date: new Date(weekStart.getTime() + 2 * 3_600_000) }))
      .raid;
    const similar = (await raidWith({ date: new Date(weekStart.getTime() + 3 * 3_600_000) })).raid;
    const { user, cookie } = await player();
    const character = await createCharacter(t.deps.db, user.id);
    const listed = await createRecord(t.deps.db, similar, { charId: character.id, userId: user.id });
    expect((await signUp(cookie, { raid: direct.id, chars: [character.id] })).json().results[0].result).toBe(
      'success',
    );
    const list = await t.app.inject({ url: `/api/records?raid=${similar.id}&subdomain=wotlk` });
    expect(list.json().map((row: { id: number }) => row.id)).not.toContain(listed.id);
  });

  it('makes one record of 20 parallel sign-ups of one character', async () => {
    const { raid } = await raidWith();
    const { user, cookie } = await player();
    const character = await createCharacter(t.deps.db, user.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => signUp(cookie, { raid: raid.id, chars: [character.id] })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await recordsOf(raid.id)).toHaveLength(1);
  });
});
