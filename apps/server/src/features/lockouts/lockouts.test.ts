import { HEROIC_DIFFICULTY_ID } from '@raid/domain/catalogue/common';
import { catalogueZone, lockoutPeriod } from '@raid/domain/rules/lockouts';
import type { Character } from '@raid/domain/schemas/character';
import type { LockoutSave } from '@raid/domain/schemas/lockouts';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeRaid } from '../../jobs/raidCompletion.js';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
  testRealm,
} from '../../testing/factories.js';
import { knownCharacters } from '../../testing/knownCharacters.js';
import { useTestApp } from '../../testing/testApp.js';

let known: ReturnType<typeof knownCharacters>;

const t = useTestApp();

beforeAll(async () => {
  known = knownCharacters(t.deps.db);
});

const ZUL_GURUB = 4;
const ONYXIA = 2;
const ICC = 8;
const TRIAL_OF_THE_CRUSADER = 6;

async function player() {
  const user = await createUser(t.deps.db);
  return { user, cookie: await createSession(t.deps.db, user.id) };
}

function savesOf(charId: number) {
  return t.deps.db
    .selectFrom('lockout_saves')
    .select(['zone', 'saved_from', 'saved_until', 'raid_id'])
    .where('char_id', '=', charId)
    .orderBy('zone')
    .execute();
}

function post(url: string, cookie: string | null, payload: Record<string, unknown>, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), 'accept-language': language },
    payload,
  });
}

describe('saves when a raid completes', () => {
  /** A Classic Era raid on a European realm, Wednesday 26 March 2025 19:00 UTC, in Zul'Gurub then Onyxia. */
  async function classicRaid() {
    const leader = await createUser(t.deps.db);
    const leaderChar = await createCharacter(t.deps.db, leader.id, { expansion: 'classic' });
    const raid = await createRaid(
      t.deps.db,
      { userId: leader.id, charId: leaderChar.id },
      {
        expansion: 'classic',
        server: testRealm('classic').id,
        zone: ZUL_GURUB,
        zone2: ONYXIA,
        size: 20,
        date: new Date('2025-03-26T19:00:00Z'),
      },
    );
    const rostered = await createCharacter(t.deps.db, (await createUser(t.deps.db)).id, {
      expansion: 'classic',
    });
    const listed = await createCharacter(t.deps.db, (await createUser(t.deps.db)).id, {
      expansion: 'classic',
    });
    await createRecord(t.deps.db, raid, { userId: rostered.user_id, charId: rostered.id }, { slot: 2 });
    await createRecord(t.deps.db, raid, { userId: listed.user_id, charId: listed.id }, { slot: 0 });
    return { raid, leaderChar, rostered, listed };
  }

  it("saves each rostered character to each zone until that zone's next reset, once", async () => {
    const { raid, leaderChar, rostered, listed } = await classicRaid();
    expect(await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() })).toBe(true);

    // Zul'Gurub resets every 3 days from 2 January 2024 04:00 UTC on European realms: 27 March 2025 is one;
    // Onyxia every 5 days from 4 January 2024: 29 March 2025 is one.
    const expected = [
      {
        zone: ONYXIA,
        saved_from: new Date('2025-03-24T04:00:00Z'),
        saved_until: new Date('2025-03-29T04:00:00Z'),
        raid_id: raid.id,
      },
      {
        zone: ZUL_GURUB,
        saved_from: new Date('2025-03-24T04:00:00Z'),
        saved_until: new Date('2025-03-27T04:00:00Z'),
        raid_id: raid.id,
      },
    ];
    expect(await savesOf(rostered.id)).toEqual(expected);
    expect(await savesOf(leaderChar.id)).toEqual(expected);
    expect(await savesOf(listed.id)).toEqual([]);

    await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() });
    expect(await savesOf(rostered.id)).toHaveLength(2);
  });

  it('saves nobody for a canceled raid', async () => {
    const { raid, rostered } = await classicRaid();
    await t.deps.db
      .updateTable('raids')
      .set({ canceled: true, canceled_reason: 'Not enough players' })
      .where('id', '=', raid.id)
      .execute();
    await completeRaid(t.deps, { raidId: raid.id, date: raid.date.toISOString() });
    expect(await savesOf(rostered.id)).toEqual([]);
  });
});

describe('saves added by hand', () => {
  it("saves the character until the zone's next reset, shows it on the character, and deletes it", async () => {
    const owner = await player();
    const character = await createCharacter(t.deps.db, owner.user.id);
    const added = await post('/api/addLockoutSave?subdomain=wotlk', owner.cookie, {
      char: character.id,
      zone: ICC,
    });
    expect(added.statusCode).toBe(200);
    const save = added.json<LockoutSave>();
    const period = lockoutPeriod(t.deps.now(), catalogueZone('wotlk', ICC), 'EU');
    expect(save).toEqual({
      id: save.id,
      zone: ICC,
      savedUntil: period.to.toISOString(),
      raid: null,
      size: null,
      difficulty: null,
    });

    const again = await post('/api/addLockoutSave?subdomain=wotlk', owner.cookie, {
      char: character.id,
      zone: ICC,
    });
    expect(again.json<LockoutSave>().id).toBe(save.id);

    const chars = await t.app.inject({
      method: 'GET',
      url: '/api/chars?subdomain=wotlk',
      headers: { cookie: owner.cookie },
    });
    expect(chars.json<Character[]>().find((row) => row.id === character.id)?.saves).toEqual([save]);

    const deleted = await post('/api/deleteLockoutSave?subdomain=wotlk', owner.cookie, { id: save.id });
    expect(deleted.json()).toEqual({ success: true });
    expect(await savesOf(character.id)).toEqual([]);
  });

  it('keeps the size and difficulty said where they lock apart, and refuses them where they do not', async () => {
    const owner = await player();
    const character = await createCharacter(t.deps.db, owner.user.id);
    const add = (payload: Record<string, unknown>) =>
      post('/api/addLockoutSave?subdomain=wotlk', owner.cookie, { char: character.id, ...payload });
    const tenPlayers = await add({ zone: ICC, size: 10 });
    expect(tenPlayers.json<LockoutSave>()).toMatchObject({ zone: ICC, size: 10, difficulty: null });
    const heroicTrial = await add({
      zone: TRIAL_OF_THE_CRUSADER,
      size: 25,
      difficulty: HEROIC_DIFFICULTY_ID,
    });
    expect(heroicTrial.json<LockoutSave>()).toMatchObject({ size: 25, difficulty: HEROIC_DIFFICULTY_ID });
    const everySize = await add({ zone: ICC });
    expect(everySize.json<LockoutSave>()).toMatchObject({ size: null, difficulty: null });
    expect(everySize.json<LockoutSave>().id).not.toBe(tenPlayers.json<LockoutSave>().id);

    // Icecrown Citadel's Heroic is inside the lock of its size; no Wrath raid has 40 players.
    expect((await add({ zone: ICC, size: 25, difficulty: HEROIC_DIFFICULTY_ID })).statusCode).toBe(400);
    expect((await add({ zone: ICC, size: 40 })).statusCode).toBe(400);
    expect(await savesOf(character.id)).toHaveLength(3);
  });

  it("refuses a zone of another expansion's catalogue and another player's character", async () => {
    const owner = await player();
    const other = await player();
    const character = await createCharacter(t.deps.db, owner.user.id);
    const badZone = await post('/api/addLockoutSave?subdomain=wotlk', owner.cookie, {
      char: character.id,
      zone: 99,
    });
    expect(badZone.statusCode).toBe(400);
    const notOwn = await post('/api/addLockoutSave?subdomain=wotlk', other.cookie, {
      char: character.id,
      zone: ICC,
    });
    expect(notOwn.statusCode).toBe(403);
    expect(await savesOf(character.id)).toEqual([]);
  });

  it('keeps a save made by a raid: its owner cannot delete it', async () => {
    const owner = await player();
    const character = await createCharacter(t.deps.db, owner.user.id);
    const raid = await createRaid(t.deps.db, { userId: owner.user.id, charId: character.id });
    const period = lockoutPeriod(raid.date, catalogueZone('wotlk', ICC), 'EU');
    const { id } = await t.deps.db
      .insertInto('lockout_saves')
      .values({
        char_id: character.id,
        zone: ICC,
        saved_from: period.from,
        saved_until: period.to,
        raid_id: raid.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await post('/api/deleteLockoutSave?subdomain=wotlk', owner.cookie, { id });
    expect(answer.statusCode).toBe(403);
    expect(await savesOf(character.id)).toHaveLength(1);
  });
});

describe('signing up a saved character', () => {
  async function savedSignUp() {
    const leader = await createUser(t.deps.db);
    const leaderChar = await createCharacter(t.deps.db, leader.id);
    const raid = await createRaid(t.deps.db, { userId: leader.id, charId: leaderChar.id });
    const signer = await player();
    const character = await known.create(signer.user.id);
    const period = lockoutPeriod(raid.date, catalogueZone('wotlk', ICC), 'EU');
    await t.deps.db
      .insertInto('lockout_saves')
      .values({ char_id: character.id, zone: ICC, saved_from: period.from, saved_until: period.to })
      .execute();
    return { raid, signer, character, savedUntil: period.to.toISOString() };
  }

  function recordsOf(raidId: number) {
    return t.app.inject({ method: 'GET', url: `/api/records?subdomain=wotlk&raid=${raidId}` });
  }

  it('asks for confirmation (409 characterSaved, en and ru), then signs it up and marks it saved', async () => {
    const { raid, signer, character, savedUntil } = await savedSignUp();
    const payload = { raid: raid.id, chars: [character.id] };

    const refused = await post('/api/refreshRecords?subdomain=wotlk', signer.cookie, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'characterSaved',
      error: 'This character is already saved to this raid for this reset. Sign it up anyway?',
      saved: [{ char: character.id, savedUntil }],
    });
    const refusedRu = await post('/api/refreshRecords?subdomain=wotlk', signer.cookie, payload, 'ru');
    expect(refusedRu.json<{ error: string }>().error).toBe(
      'Этот персонаж уже сохранён в этом рейде до сброса. Всё равно записать?',
    );
    expect((await recordsOf(raid.id)).json<RaidRecord[]>().some((row) => row.charID === character.id)).toBe(
      false,
    );

    const confirmed = await post('/api/refreshRecords?subdomain=wotlk', signer.cookie, {
      ...payload,
      confirmSaved: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const records = (await recordsOf(raid.id)).json<RaidRecord[]>();
    expect(records.find((row) => row.charID === character.id)?.savedUntil).toBe(savedUntil);
    expect(records.find((row) => row.leader)?.savedUntil).toBeNull();
  });

  it('lets a character saved in another reset sign up without asking', async () => {
    const { raid, signer, character } = await savedSignUp();
    await t.deps.db
      .updateTable('lockout_saves')
      .set((eb) => ({
        saved_from: eb.ref('saved_until'),
        saved_until: new Date(raid.date.getTime() + 14 * 86_400_000),
      }))
      .where('char_id', '=', character.id)
      .execute();
    const answer = await post('/api/refreshRecords?subdomain=wotlk', signer.cookie, {
      raid: raid.id,
      chars: [character.id],
    });
    expect(answer.statusCode).toBe(200);
  });

  it("asks only for a save of the raid's size in Wrath: a 10-player save leaves the 25-player lock open", async () => {
    const { raid, signer, character } = await savedSignUp();
    const saveOf = (size: number) =>
      t.deps.db
        .updateTable('lockout_saves')
        .set({ size, difficulty: raid.difficulty })
        .where('char_id', '=', character.id)
        .execute();
    const signUp = () =>
      post('/api/refreshRecords?subdomain=wotlk', signer.cookie, { raid: raid.id, chars: [character.id] });
    await saveOf(raid.size === 10 ? 25 : 10);
    expect((await signUp()).statusCode).toBe(200);
    const records = (await recordsOf(raid.id)).json<RaidRecord[]>();
    expect(records.find((row) => row.charID === character.id)?.savedUntil).toBeNull();
    await saveOf(raid.size);
    expect(
      (await recordsOf(raid.id)).json<RaidRecord[]>().find((row) => row.charID === character.id)?.savedUntil,
    ).not.toBeNull();
  });

  it('holds a 10-player raid with a save added by hand for 10 players, and leaves the 25-player one open', async () => {
    const period = lockoutPeriod(t.deps.now(), catalogueZone('wotlk', ICC), 'EU');
    t.setNow(new Date(period.from.getTime() + 2 * 3_600_000));
    try {
      const date = new Date(period.from.getTime() + 86_400_000);
      const raidOf = async (size: number) => {
        const leader = await createUser(t.deps.db);
        const leaderChar = await createCharacter(t.deps.db, leader.id);
        return createRaid(t.deps.db, { userId: leader.id, charId: leaderChar.id }, { size, date });
      };
      const tenRaid = await raidOf(10);
      const raid = await raidOf(25);
      const signer = await player();
      const character = await known.create(signer.user.id);
      const added = await post('/api/addLockoutSave?subdomain=wotlk', signer.cookie, {
        char: character.id,
        zone: ICC,
        size: 10,
      });
      const savedUntil = added.json<LockoutSave>().savedUntil;
      const signUp = (raidId: number, confirmSaved = false) =>
        post('/api/refreshRecords?subdomain=wotlk', signer.cookie, {
          raid: raidId,
          chars: [character.id],
          ...(confirmSaved ? { confirmSaved } : {}),
        });

      expect((await signUp(tenRaid.id)).json()).toMatchObject({ code: 'characterSaved' });
      expect((await signUp(tenRaid.id, true)).statusCode).toBe(200);
      const tenList = (await recordsOf(tenRaid.id)).json<RaidRecord[]>();
      expect(tenList.find((row) => row.charID === character.id)?.savedUntil).toBe(savedUntil);

      expect((await signUp(raid.id)).statusCode).toBe(200);
      const list = (await recordsOf(raid.id)).json<RaidRecord[]>();
      expect(list.find((row) => row.charID === character.id)?.savedUntil).toBeNull();
    } finally {
      t.setNow(null);
    }
  });
});
