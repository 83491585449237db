/**
 * Priority sign-ups (issue 30) through the real API: a player signs two characters up in order, the order is
 * kept and can change, a direct-to-roster raid takes the first choice, the leader may place the second, and
 * when the placed one leaves the roster the alternatives are still there, in order.
 */
import { arrangeSignUps } from '@raid/domain/rules/prioritySignUps';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createSession, createUser } from '../../testing/factories.js';
import { knownCharacters } from '../../testing/knownCharacters.js';
import { useTestApp } from '../../testing/testApp.js';

let known: ReturnType<typeof knownCharacters>;

const t = useTestApp();

beforeAll(async () => {
  known = knownCharacters(t.deps.db);
});

async function player() {
  const user = await createUser(t.deps.db);
  return { user, cookie: await createSession(t.deps.db, user.id) };
}

/** A raid on the demo characters' realm, led by a new player, and a player with two known characters. */
async function scene(overrides: Parameters<typeof createRaid>[2] = {}) {
  const leader = await player();
  const leaderChar = await createCharacter(t.deps.db, leader.user.id, known.realm);
  const raid = await createRaid(
    t.deps.db,
    { userId: leader.user.id, charId: leaderChar.id },
    { ...known.realm, size: 10, ...overrides },
  );
  const alice = await player();
  const main = await known.create(alice.user.id);
  const alt = await known.create(alice.user.id);
  return { raid, leader, alice, main, alt };
}

function post(path: string, cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${path}?subdomain=wotlk`, headers: { cookie }, payload });
}

async function records(raidId: number): Promise<RaidRecord[]> {
  const answer = await t.app.inject({ url: `/api/records?raid=${raidId}&subdomain=wotlk` });
  expect(answer.statusCode).toBe(200);
  return answer.json<RaidRecord[]>();
}

/** The player's characters as the records API gives them: name → [slot, preference]. */
async function choicesOf(raidId: number, userId: string) {
  const mine = (await records(raidId)).filter((record) => record.userID === userId);
  return Object.fromEntries(mine.map((record) => [record.charName, [record.slot, record.preference]]));
}

describe('priority sign-ups', () => {
  it('keeps the order the characters were chosen in, and a new order replaces it', async () => {
    const { raid, alice, main, alt } = await scene();
    const first = await post('/api/refreshRecords', alice.cookie, {
      raid: raid.id,
      chars: [alt.id, main.id],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().results.map((result: { result: string }) => result.result)).toEqual([
      'success',
      'success',
    ]);
    expect(await choicesOf(raid.id, alice.user.id)).toEqual({ [alt.name]: [0, 1], [main.name]: [0, 2] });

    await post('/api/refreshRecords', alice.cookie, { raid: raid.id, chars: [main.id, alt.id] });
    expect(await choicesOf(raid.id, alice.user.id)).toEqual({ [main.name]: [0, 1], [alt.name]: [0, 2] });

    // The leader's list shows her once, first choice leading.
    const { waiting } = arrangeSignUps(await records(raid.id));
    expect(waiting.map((entry) => entry.choices.map((choice) => choice.charName))).toEqual([
      [main.name, alt.name],
    ]);
  });

  it('a direct-to-roster raid places the first choice and leaves the alternative on the list', async () => {
    const { raid, alice, main, alt } = await scene({ record_mode: 1 });
    await post('/api/refreshRecords', alice.cookie, { raid: raid.id, chars: [alt.id, main.id] });
    const mine = await choicesOf(raid.id, alice.user.id);
    expect(mine[alt.name]?.[0]).toBeGreaterThan(0);
    expect(mine[main.name]).toEqual([0, 2]);
  });

  it('the leader places the second choice; moving it back or cancelling it brings the choices back in order', async () => {
    const { raid, leader, alice, main, alt } = await scene();
    await post('/api/refreshRecords', alice.cookie, { raid: raid.id, chars: [main.id, alt.id] });
    const idOf = async (charId: number) =>
      (await records(raid.id)).find((record) => record.charID === charId)?.id ?? 0;

    const placed = await post('/api/moveRecords', leader.cookie, {
      raidID: raid.id,
      records: [{ id: await idOf(alt.id), slot: 4 }],
    });
    expect(placed.statusCode).toBe(200);
    expect(await choicesOf(raid.id, alice.user.id)).toEqual({ [main.name]: [0, 1], [alt.name]: [4, 2] });
    expect(arrangeSignUps(await records(raid.id)).aside.map((entry) => entry.userID)).toEqual([
      alice.user.id,
    ]);

    // Placing her first choice too sends the second back to the list (SPEC "another character of the same user").
    await post('/api/moveRecords', leader.cookie, {
      raidID: raid.id,
      records: [{ id: await idOf(main.id), slot: 5 }],
    });
    expect(await choicesOf(raid.id, alice.user.id)).toEqual({ [main.name]: [5, 1], [alt.name]: [0, 2] });

    await post('/api/moveRecords', leader.cookie, {
      raidID: raid.id,
      records: [{ id: await idOf(main.id), slot: 0 }],
    });
    const back = arrangeSignUps(await records(raid.id));
    expect(back.aside).toEqual([]);
    expect(back.waiting.map((entry) => entry.choices.map((choice) => choice.charName))).toEqual([
      [main.name, alt.name],
    ]);

    // Placed again, then cancelled by the player: the alternative waits on the list.
    await post('/api/moveRecords', leader.cookie, {
      raidID: raid.id,
      records: [{ id: await idOf(main.id), slot: 5 }],
    });
    const cancelled = await post('/api/refreshRecords', alice.cookie, {
      raid: raid.id,
      chars: [main.id],
      cancel: true,
      reason: 'Cannot make it on the main',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await choicesOf(raid.id, alice.user.id)).toEqual({ [alt.name]: [0, 2] });
    const after = arrangeSignUps(await records(raid.id));
    expect(after.waiting.map((entry) => entry.choices.map((choice) => choice.charName))).toEqual([
      [alt.name],
    ]);
  });
});
