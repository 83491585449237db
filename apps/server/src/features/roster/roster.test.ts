import { lockoutResets } from '@raid/domain/catalogue/common';
import { lockoutResetFor, lockoutWeekStart } from '@raid/domain/rules/similarRaids';
import { describe, expect, it } from 'vitest';
import { createRecord, type createRaid } from '../../testing/factories.js';
import { recordPlayers } from '../../testing/recordPlayers.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const { player, raidWith: raidAndLeader, signedUp } = recordPlayers(t);

async function raidWith(overrides: Parameters<typeof createRaid>[2] = {}) {
  const { raid, leader } = await raidAndLeader(overrides);
  const leaderRecord = await t.deps.db
    .selectFrom('records')
    .selectAll()
    .where('raid_id', '=', raid.id)
    .executeTakeFirstOrThrow();
  return { raid, leader, leaderRecord };
}

function post(path: string, cookie: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${path}?subdomain=wotlk`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

const move = (cookie: string | null, raidID: number, records: Array<{ id: number; slot: number }>) =>
  post('/api/moveRecords', cookie, { raidID, records });

async function slotOf(id: number) {
  return (await t.deps.db.selectFrom('records').select('slot').where('id', '=', id).executeTakeFirst())?.slot;
}

function similarDates() {
  const weekStart = lockoutWeekStart(
    new Date(Date.now() + 8 * 86_400_000),
    lockoutResetFor('EU', lockoutResets),
  );
  return [2, 4, 6].map((hours) => new Date(weekStart.getTime() + hours * 3_600_000));
}

describe('GET /api/records', () => {
  it('answers 404 for an unknown raid and for a raid of another expansion', async () => {
    const { raid } = await raidWith();
    expect((await t.app.inject({ url: '/api/records?raid=999999&subdomain=wotlk' })).json().error).toBe(
      'Raid not found',
    );
    expect((await t.app.inject({ url: `/api/records?raid=${raid.id}&subdomain=mop` })).statusCode).toBe(404);
  });

  it('lists the roster by slot, then the list by sign-up time, without suspended records', async () => {
    const { raid, leaderRecord } = await raidWith();
    const [other] = similarDates();
    const otherRaid = (await raidWith({ date: other })).raid;
    const early = await signedUp(raid);
    const rostered = await signedUp(raid, 7);
    const late = await signedUp(raid);
    const rostered2 = await signedUp(raid, 3);
    const hidden = await signedUp(raid);
    await t.deps.db
      .updateTable('records')
      .set({ suspended_by_raid_id: otherRaid.id })
      .where('id', '=', hidden.record.id)
      .execute();
    await t.deps.db
      .updateTable('records')
      .set({ created_at: new Date(Date.now() - 60_000) } as never)
      .where('id', '=', early.record.id)
      .execute();

    const response = await t.app.inject({ url: `/api/records?raid=${raid.id}&subdomain=wotlk` });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([
      leaderRecord.id,
      rostered2.record.id,
      rostered.record.id,
      early.record.id,
      late.record.id,
    ]);
    expect(rows[0]).toMatchObject({
      leader: true,
      slot: 1,
      raid: raid.id,
      specEng: 'Arms',
      classEng: 'Warrior',
    });
    expect(rows[3]).toMatchObject({
      charName: early.character.name,
      userID: early.user.id,
      activeChangeRequest: false,
    });
  });
});

describe('POST /api/moveRecords', () => {
  it('asks a visitor to log in and refuses other players', async () => {
    const { raid } = await raidWith();
    const { record, cookie } = await signedUp(raid);
    expect((await move(null, raid.id, [{ id: record.id, slot: 2 }])).statusCode).toBe(401);
    expect((await move(cookie, raid.id, [{ id: record.id, slot: 2 }])).statusCode).toBe(403);
    expect(await slotOf(record.id)).toBe(0);
  });

  it('lets the site administrator manage any raid', async () => {
    const { raid } = await raidWith();
    const { record } = await signedUp(raid);
    const admin = await player();
    t.deps.config.adminUserId = admin.user.id;
    try {
      expect((await move(admin.cookie, raid.id, [{ id: record.id, slot: 2 }])).statusCode).toBe(200);
    } finally {
      t.deps.config.adminUserId = null;
    }
    expect(await slotOf(record.id)).toBe(2);
  });

  it('places, swaps and returns records to the list, answering the records', async () => {
    const { raid, leader, leaderRecord } = await raidWith();
    const a = await signedUp(raid);
    const b = await signedUp(raid, 5);
    const placed = await move(leader.cookie, raid.id, [{ id: a.record.id, slot: 2 }]);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().find((row: { id: number }) => row.id === a.record.id).slot).toBe(2);

    await move(leader.cookie, raid.id, [
      { id: a.record.id, slot: 5 },
      { id: b.record.id, slot: 2 },
    ]);
    expect([await slotOf(a.record.id), await slotOf(b.record.id)]).toEqual([5, 2]);

    await move(leader.cookie, raid.id, [
      { id: leaderRecord.id, slot: 2 },
      { id: b.record.id, slot: 1 },
    ]);
    expect([await slotOf(leaderRecord.id), await slotOf(b.record.id)]).toEqual([2, 1]);

    await move(leader.cookie, raid.id, [{ id: a.record.id, slot: 0 }]);
    expect(await slotOf(a.record.id)).toBe(0);
  });

  it('sends the other character of the same player back to the list', async () => {
    const { raid, leader } = await raidWith();
    const first = await signedUp(raid, 4);
    const second = await signedUp(raid, 0, first);
    await move(leader.cookie, raid.id, [{ id: second.record.id, slot: 6 }]);
    expect([await slotOf(first.record.id), await slotOf(second.record.id)]).toEqual([0, 6]);
  });

  it('refuses invalid moves with the roster errors', async () => {
    const { raid, leader, leaderRecord } = await raidWith({ size: 10 });
    const a = await signedUp(raid);
    const b = await signedUp(raid, 3);
    const c = await signedUp(raid, 0, a);

    const filled = await move(leader.cookie, raid.id, [{ id: a.record.id, slot: 3 }]);
    expect(filled.statusCode).toBe(409);
    expect(filled.json().error).toBe('Raid slot is already filled.');

    expect((await move(leader.cookie, raid.id, [{ id: leaderRecord.id, slot: 0 }])).statusCode).toBe(400);
    expect((await move(leader.cookie, raid.id, [{ id: a.record.id, slot: 11 }])).statusCode).toBe(400);

    const twoOfOne = await move(leader.cookie, raid.id, [
      { id: a.record.id, slot: 4 },
      { id: c.record.id, slot: 5 },
    ]);
    expect(twoOfOne.statusCode).toBe(409);
    expect(twoOfOne.json().error).toBe('Another character is already in the raid roster');

    const elsewhere = (await raidWith()).raid;
    const stranger = await signedUp(elsewhere);
    expect((await move(leader.cookie, raid.id, [{ id: stranger.record.id, slot: 4 }])).statusCode).toBe(404);
    expect([await slotOf(a.record.id), await slotOf(b.record.id), await slotOf(c.record.id)]).toEqual([
      0, 3, 0,
    ]);
  });

  it('refuses moves once the roster is approved or the raid is closed', async () => {
    const approved = await raidWith({ preliminary_raid_rosters: true, roster_approved: true });
    const a = await signedUp(approved.raid);
    const locked = await move(approved.leader.cookie, approved.raid.id, [{ id: a.record.id, slot: 2 }]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe('The roster has been approved and is locked');

    const canceled = await raidWith({ canceled: true, canceled_reason: 'No tanks' });
    const b = await signedUp(canceled.raid);
    const closed = await move(canceled.leader.cookie, canceled.raid.id, [{ id: b.record.id, slot: 2 }]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe('The raid has been completed or canceled');
  });

  it('gives a contested slot to exactly one of 20 parallel moves', async () => {
    const { raid, leader } = await raidWith();
    const contenders = [];
    for (let i = 0; i < 20; i++) contenders.push(await signedUp(raid));
    const responses = await Promise.all(
      contenders.map((contender) => move(leader.cookie, raid.id, [{ id: contender.record.id, slot: 9 }])),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const response of refused) expect(response.json().error).toBe('Raid slot is already filled.');
    const holders = await t.deps.db
      .selectFrom('records')
      .select('id')
      .where('raid_id', '=', raid.id)
      .where('slot', '=', 9)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('never holds a slot twice when a swap races a cancel', async () => {
    for (let round = 0; round < 5; round++) {
      const { raid, leader } = await raidWith();
      const a = await signedUp(raid, 2);
      const b = await signedUp(raid, 3);
      const c = await signedUp(raid);
      const [swap, , place] = await Promise.all([
        move(leader.cookie, raid.id, [
          { id: a.record.id, slot: 3 },
          { id: b.record.id, slot: 2 },
        ]),
        post('/api/refreshRecords', b.cookie, { raid: raid.id, chars: [], cancel: true, reason: 'Sorry' }),
        move(leader.cookie, raid.id, [{ id: c.record.id, slot: 2 }]),
      ]);
      expect([200, 404]).toContain(swap.statusCode);
      expect([200, 409]).toContain(place.statusCode);
      const rows = await t.deps.db
        .selectFrom('records')
        .select(['id', 'slot'])
        .where('raid_id', '=', raid.id)
        .execute();
      const slots = rows.filter((row) => row.slot > 0).map((row) => row.slot);
      expect(new Set(slots).size).toBe(slots.length);
      expect(rows.some((row) => row.id === b.record.id)).toBe(false);
    }
  });

  it('suspends a placed character in similar raids and restores it when it leaves the roster', async () => {
    const [first, second, third] = similarDates();
    const { raid, leader } = await raidWith({ date: first });
    const similar = (await raidWith({ date: second })).raid;
    const otherZone = (await raidWith({ date: third, zone: raid.zone + 1 })).raid;
    const player1 = await signedUp(raid);
    const elsewhere = await createRecord(t.deps.db, similar, {
      charId: player1.character.id,
      userId: player1.user.id,
    });
    const unrelated = await createRecord(t.deps.db, otherZone, {
      charId: player1.character.id,
      userId: player1.user.id,
    });

    await move(leader.cookie, raid.id, [{ id: player1.record.id, slot: 4 }]);
    const listed = async (raidId: number) =>
      (await t.app.inject({ url: `/api/records?raid=${raidId}&subdomain=wotlk` }))
        .json()
        .map((row: { id: number }) => row.id);
    expect(await listed(similar.id)).not.toContain(elsewhere.id);
    expect(await listed(otherZone.id)).toContain(unrelated.id);

    await move(leader.cookie, raid.id, [{ id: player1.record.id, slot: 0 }]);
    expect(await listed(similar.id)).toContain(elsewhere.id);
  });

  it('brings the suspended sign-ups back when the raid holding the roster is canceled', async () => {
    const [first, second] = similarDates();
    const { raid, leader } = await raidWith({ date: first });
    const similar = (await raidWith({ date: second })).raid;
    const player1 = await signedUp(raid);
    const elsewhere = await createRecord(t.deps.db, similar, {
      charId: player1.character.id,
      userId: player1.user.id,
    });
    expect((await move(leader.cookie, raid.id, [{ id: player1.record.id, slot: 4 }])).statusCode).toBe(200);
    const events: string[] = [];
    const stop = t.deps.events.on((event) => {
      if (event.type === 'recordsChanged' && event.raidIds.includes(similar.id)) events.push(event.type);
    });

    const canceled = await post('/api/refreshRaid', leader.cookie, {
      id: raid.id,
      canceled: 1,
      reason: 'No tank',
    });
    stop();

    expect(canceled.statusCode).toBe(200);
    const listed = (await t.app.inject({ url: `/api/records?raid=${similar.id}&subdomain=wotlk` })).json();
    expect(listed.map((row: { id: number }) => row.id)).toContain(elsewhere.id);
    expect(events).toEqual(['recordsChanged']);
  });
});

describe('POST /api/approveRoster', () => {
  const approve = (cookie: string | null, raid: number) => post('/api/approveRoster', cookie, { raid });

  it('approves a preliminary roster once, for the leader only', async () => {
    const { raid, leader } = await raidWith({ preliminary_raid_rosters: true });
    expect((await approve(null, raid.id)).statusCode).toBe(401);
    const stranger = await player();
    expect((await approve(stranger.cookie, raid.id)).statusCode).toBe(403);
    expect((await approve(leader.cookie, raid.id)).json()).toEqual({ success: true });
    const row = await t.deps.db
      .selectFrom('raids')
      .select('roster_approved')
      .where('id', '=', raid.id)
      .executeTakeFirst();
    expect(row?.roster_approved).toBe(true);
    const again = await approve(leader.cookie, raid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('The roster has been approved and is locked');
  });

  it('refuses a raid without a preliminary roster and a finished raid', async () => {
    const plain = await raidWith();
    expect((await approve(plain.leader.cookie, plain.raid.id)).statusCode).toBe(409);
    const finished = await raidWith({
      preliminary_raid_rosters: true,
      date: new Date(Date.now() - 2 * 3_600_000),
    });
    const response = await approve(finished.leader.cookie, finished.raid.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('The raid has been completed or canceled');
  });
});

describe('POST /api/setSpec', () => {
  const setSpec = (cookie: string | null, record: number, spec: number) =>
    post('/api/setSpec', cookie, { record, spec });

  it("changes the record to another spec of the character's class and writes the history", async () => {
    const { raid, leader } = await raidWith();
    const { record, character, cookie } = await signedUp(raid);
    expect((await setSpec(null, record.id, 73)).statusCode).toBe(401);
    expect((await setSpec(cookie, record.id, 73)).statusCode).toBe(403);
    // Retribution is a paladin's spec, not a warrior's.
    expect((await setSpec(leader.cookie, record.id, 70)).statusCode).toBe(400);
    expect((await setSpec(leader.cookie, 999_999, 73)).statusCode).toBe(404);

    expect((await setSpec(leader.cookie, record.id, 73)).json()).toEqual({ success: true });
    const row = await t.deps.db
      .selectFrom('records')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ spec_id: 73, role: 1 });
    const history = await t.deps.db
      .selectFrom('history')
      .selectAll()
      .where('raid_id', '=', raid.id)
      .executeTakeFirst();
    expect(history).toMatchObject({
      event: 'editSpec',
      prev_char_name: character.name,
      prev_spec: 'Arms',
      prev_image: 'warrior_arms.svg',
      next_spec: 'Protection',
      next_image: 'warrior_protection.svg',
      next_role: 1,
    });
  });

  it('refuses a change in a canceled raid', async () => {
    const { raid, leader } = await raidWith({ canceled: true, canceled_reason: 'No tanks' });
    const { record } = await signedUp(raid);
    expect((await setSpec(leader.cookie, record.id, 73)).statusCode).toBe(409);
  });
});
