import { charInfoAnswer } from '@raid/domain/schemas/record';
import { describe, expect, it } from 'vitest';
import { createCharacter, createRecord } from '../../testing/factories.js';
import { knownCharacters } from '../../testing/knownCharacters.js';
import { recordPlayers } from '../../testing/recordPlayers.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const { player, raidWith, signedUp: signedUpOne } = recordPlayers(t);
let known: ReturnType<typeof knownCharacters> | undefined;

/** A player signed up with one character (in the slot) who owns a second character of the raid's realm. */
async function signedUp(raid: { id: number; size: number }, slot = 0) {
  const one = await signedUpOne(raid, slot);
  const alt = await createCharacter(t.deps.db, one.user.id, { class: 2, spec: 65, spec2: 66 });
  return { ...one, alt };
}

const requestChange = (cookie: string | null, raid: number, char: number, newChar: number) =>
  t.app.inject({
    url: `/api/changeRequest?raid=${raid}&char=${char}&newChar=${newChar}&subdomain=wotlk`,
    headers: cookie ? { cookie } : {},
  });

const answer = (cookie: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/answerChangeRequest?subdomain=wotlk',
    headers: cookie ? { cookie } : {},
    payload,
  });

async function recordJson(raidId: number, recordId: number) {
  const rows = (await t.app.inject({ url: `/api/records?raid=${raidId}&subdomain=wotlk` })).json();
  return rows.find((row: { id: number }) => row.id === recordId);
}

const historyOf = (raidId: number) =>
  t.deps.db.selectFrom('history').selectAll().where('raid_id', '=', raidId).orderBy('id').execute();

describe('GET /api/changeRequest', () => {
  it('asks a visitor to log in and refuses other players', async () => {
    const { raid } = await raidWith();
    const { character, alt, cookie } = await signedUp(raid);
    expect((await requestChange(null, raid.id, character.id, alt.id)).statusCode).toBe(401);
    expect((await requestChange(cookie, raid.id, character.id, alt.id)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown raid and a character not signed up', async () => {
    const { raid, leader } = await raidWith();
    const { alt } = await signedUp(raid);
    expect((await requestChange(leader.cookie, 999_999, alt.id, 0)).json().error).toBe('Raid not found');
    const missing = await requestChange(leader.cookie, raid.id, alt.id, 0);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Character not found in the roster');
  });

  it("refuses a replacement that is not the owner's character of the raid's realm", async () => {
    const { raid, leader } = await raidWith();
    const { character, user } = await signedUp(raid);
    const stranger = await player();
    const theirs = await createCharacter(t.deps.db, stranger.user.id);
    expect((await requestChange(leader.cookie, raid.id, character.id, theirs.id)).statusCode).toBe(400);
    const alliance = await createCharacter(t.deps.db, user.id, { faction: 1 });
    expect((await requestChange(leader.cookie, raid.id, character.id, alliance.id)).statusCode).toBe(400);
  });

  it('sends one request per character and marks the record', async () => {
    const { raid, leader } = await raidWith();
    const { character, alt, record } = await signedUp(raid);
    const response = await requestChange(leader.cookie, raid.id, character.id, alt.id);
    expect(response.json()).toEqual({ success: true });
    expect((await recordJson(raid.id, record.id)).activeChangeRequest).toBe(true);
    expect(await historyOf(raid.id)).toEqual([
      expect.objectContaining({
        event: 'changeRequest',
        prev_char_name: character.name,
        next_char_name: alt.name,
        next_spec: 'Holy',
      }),
    ]);

    const again = await requestChange(leader.cookie, raid.id, character.id, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This character already has an active request');
  });

  it('asks to add a character when newChar is 0', async () => {
    const { raid, leader } = await raidWith();
    const { character } = await signedUp(raid);
    expect((await requestChange(leader.cookie, raid.id, character.id, 0)).statusCode).toBe(200);
    const [entry] = await historyOf(raid.id);
    expect(entry).toMatchObject({
      event: 'changeRequestAdd',
      prev_char_name: character.name,
      next_char_name: null,
    });
  });
});

describe('POST /api/answerChangeRequest', () => {
  it('belongs to the owner of the record', async () => {
    const { raid, leader } = await raidWith();
    const { character, alt, record } = await signedUp(raid);
    await requestChange(leader.cookie, raid.id, character.id, alt.id);
    expect((await answer(null, { record: record.id, accept: true })).statusCode).toBe(401);
    expect((await answer(leader.cookie, { record: record.id, accept: true })).statusCode).toBe(403);
  });

  it('answers 404 without an active request', async () => {
    const { raid } = await raidWith();
    const { record, cookie } = await signedUp(raid);
    const response = await answer(cookie, { record: record.id, accept: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('No active character add/update request found');
  });

  it('declines with a reason, which ends the request', async () => {
    const { raid, leader } = await raidWith();
    const { character, alt, record, cookie } = await signedUp(raid);
    await requestChange(leader.cookie, raid.id, character.id, alt.id);
    expect(
      (await answer(cookie, { record: record.id, accept: false, reason: 'Alt is not geared' })).statusCode,
    ).toBe(200);
    const request = await t.deps.db
      .selectFrom('change_requests')
      .selectAll()
      .where('record_id', '=', record.id)
      .executeTakeFirst();
    expect(request).toMatchObject({ status: 'declined', reason: 'Alt is not geared' });
    const json = await recordJson(raid.id, record.id);
    expect(json).toMatchObject({ activeChangeRequest: false, charID: character.id });
    expect((await answer(cookie, { record: record.id, accept: true })).statusCode).toBe(404);
  });

  it('accepts by putting the requested character in the same slot', async () => {
    const { raid, leader } = await raidWith();
    const { character, alt, record, cookie } = await signedUp(raid, 6);
    await requestChange(leader.cookie, raid.id, character.id, alt.id);
    expect((await answer(cookie, { record: record.id, accept: true })).json()).toEqual({ success: true });
    const json = await recordJson(raid.id, record.id);
    expect(json).toMatchObject({
      charID: alt.id,
      charName: alt.name,
      slot: 6,
      specID: 65,
      role: 2,
      activeChangeRequest: false,
    });
    const entries = await historyOf(raid.id);
    expect(entries.at(-1)).toMatchObject({
      event: 'editChar',
      prev_char_name: character.name,
      next_char_name: alt.name,
    });
  });

  it('accepts an add request with the character the owner names', async () => {
    const { raid, leader } = await raidWith();
    const { character, alt, record, cookie } = await signedUp(raid);
    await requestChange(leader.cookie, raid.id, character.id, 0);
    expect((await answer(cookie, { record: record.id, accept: true })).statusCode).toBe(400);
    expect((await answer(cookie, { record: record.id, accept: true, char: alt.id })).statusCode).toBe(200);
    expect((await recordJson(raid.id, record.id)).charID).toBe(alt.id);
  });
});

describe('GET /api/charInfo', () => {
  const charInfo = (cookie: string | null, raid: number, char: number, spec: number) =>
    t.app.inject({
      url: `/api/charInfo?raid=${raid}&char=${char}&spec=${spec}&subdomain=wotlk`,
      headers: cookie ? { cookie } : {},
    });

  async function knownSignUp(raid: { id: number; size: number; discord_server: string }) {
    const owner = await player();
    known ??= knownCharacters(t.deps.db);
    const character = await known.create(owner.user.id);
    const alt = await createCharacter(t.deps.db, owner.user.id);
    const question = await t.deps.db
      .insertInto('questions')
      .values({ guild_id: raid.discord_server, position: 0, text: 'Experience?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createRecord(
      t.deps.db,
      raid,
      { charId: character.id, userId: owner.user.id },
      // The figures the sign-up check stored, which every screen shows.
      {
        spec_id: character.spec,
        answers: JSON.stringify({ [question.id]: 'Full clear' }),
        logs: 63.4,
        ilvl: 4711,
      },
    );
    return { ...owner, character, alt, spec: character.spec };
  }

  it('is for the raid manager only', async () => {
    const { raid } = await raidWith();
    const { character, spec, cookie } = await knownSignUp(raid);
    expect((await charInfo(null, raid.id, character.id, spec)).statusCode).toBe(401);
    expect((await charInfo(cookie, raid.id, character.id, spec)).statusCode).toBe(403);
  });

  it("shows the character's logs, the owner's other characters and the answers", async () => {
    const { raid, leader } = await raidWith();
    const { character, alt, spec, user } = await knownSignUp(raid);
    const response = await charInfo(leader.cookie, raid.id, character.id, spec);
    expect(response.statusCode).toBe(200);
    const info = charInfoAnswer.parse(response.json());
    expect(info).toMatchObject({
      raid: raid.id,
      charName: character.name,
      userID: user.id,
      log2: null,
      log3: null,
    });
    // The headline is the record's stored figure, as on the roster; the zone and boss rows are asked now.
    expect(info.log).toBe(63.4);
    expect(info.ilvl).toBe(4711);
    expect(info.log1).toBeGreaterThan(0);
    expect(info.encounterLogs.length).toBeGreaterThan(0);
    expect(info.encounterLogs[0]?.zone).toBe(raid.zone);
    expect(info.chars).toEqual([
      { id: alt.id, name: alt.name, slot: null, recorded: false, activeChangeRequest: false },
    ]);
    expect(info.questions).toEqual([{ question: 'Experience?', answer: 'Full clear' }]);

    expect((await charInfo(leader.cookie, raid.id, alt.id, 71)).statusCode).toBe(404);
    expect((await charInfo(leader.cookie, raid.id, character.id, 999)).statusCode).toBe(400);
  });

  it("answers 503 'Logs not received' when Warcraft Logs fails", async () => {
    const { raid, leader } = await raidWith();
    const { character } = await knownSignUp(raid);
    await fetch(`${t.wcl.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/v2/client', status: 500, count: 10 }),
    });
    const otherSpec = character.spec2 || character.spec;
    const response = await charInfo(leader.cookie, raid.id, character.id, otherSpec);
    await fetch(`${t.wcl.url}/__faults`, { method: 'DELETE' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toBe('Logs not received');
  });
});
