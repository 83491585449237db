import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createCharacter,
  createRaid,
  createRecord,
  createSession,
  createUser,
} from '../testing/factories.js';
import { raidRecordsDelta } from '../presenters/raidRecords.js';
import { useTestApp } from '../testing/testApp.js';

const t = useTestApp();

type Counts = Record<string, unknown>[];

async function readCounts(executor = t.deps.db): Promise<{ raids: Counts; totals: Counts; days: Counts }> {
  const raids = await executor
    .selectFrom('raids')
    .select(['id', 'slots_filled', 'tanks', 'healers', 'dps', 'records_count', 'messages_count'])
    .orderBy('id')
    .execute();
  const totals = await executor
    .selectFrom('raid_totals')
    .select(['expansion', 'user_id', 'guild_id', 'server', 'loot_system', 'raids'])
    .where('raids', '>', 0)
    .orderBy(['expansion', 'user_id', 'guild_id', 'server', 'loot_system'])
    .execute();
  const days = await executor
    .selectFrom('raid_days')
    .select(['expansion', sql<string>`day::text`.as('day'), 'raids', 'open'])
    .where('raids', '>', 0)
    .orderBy(['expansion', 'day'])
    .execute();
  return { raids, totals, days };
}

/** The maintained counts must equal what a recount from the rows gives (recounted in a rolled-back transaction). */
async function expectCountsMatchRecount(): Promise<void> {
  const maintained = await readCounts();
  let recounted: Awaited<ReturnType<typeof readCounts>> | undefined;
  await t.deps.db
    .transaction()
    .execute(async (trx) => {
      await sql`SELECT recount_list_counters()`.execute(trx);
      recounted = await readCounts(trx as never);
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'roll back') throw error;
    });
  expect(maintained).toEqual(recounted);
}

async function player() {
  const user = await createUser(t.deps.db);
  const character = await createCharacter(t.deps.db, user.id);
  return { user, character, cookie: await createSession(t.deps.db, user.id) };
}

async function raidWithLeader(overrides: Parameters<typeof createRaid>[2] = {}) {
  const leader = await player();
  const raid = await createRaid(
    t.deps.db,
    { userId: leader.user.id, charId: leader.character.id },
    overrides,
  );
  return { raid, leader };
}

function post(url: string, cookie: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${url}?subdomain=wotlk`, headers: { cookie }, payload });
}

function raidRow(id: number) {
  return t.deps.db.selectFrom('raids').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('maintained list counters', () => {
  it('follow sign-ups, roster moves, role changes, suspensions, cancels, history, raid edits and deletes', async () => {
    const { raid, leader } = await raidWithLeader();
    const similar = await raidWithLeader();
    const players = await Promise.all([1, 2, 3, 4].map(() => player()));
    const records = [];
    for (const [index, who] of players.entries()) {
      records.push(
        await createRecord(
          t.deps.db,
          raid,
          { charId: who.character.id, userId: who.user.id },
          { role: (index % 3) + 1 },
        ),
      );
    }
    await expectCountsMatchRecount();
    expect(await raidRow(raid.id)).toMatchObject({ slots_filled: 1, records_count: 5, dps: 1 });

    // Into the roster, a swap, back to the list.
    const [a, b, c, d] = records.map((record) => record.id) as [number, number, number, number];
    const moved = await post('/api/moveRecords', leader.cookie, {
      raidID: raid.id,
      records: [
        { id: a, slot: 2 },
        { id: b, slot: 3 },
        { id: c, slot: 4 },
      ],
    });
    expect(moved.statusCode).toBe(200);
    await post('/api/moveRecords', leader.cookie, { raidID: raid.id, records: [{ id: a, slot: 3 }] });
    await post('/api/moveRecords', leader.cookie, { raidID: raid.id, records: [{ id: c, slot: 0 }] });
    await expectCountsMatchRecount();
    expect(await raidRow(raid.id)).toMatchObject({ slots_filled: 3, tanks: 1, healers: 1, dps: 1 });

    // A role change, a record held by a similar raid and given back.
    await t.deps.db.updateTable('records').set({ role: 1 }).where('id', '=', b).execute();
    await t.deps.db
      .updateTable('records')
      .set({ suspended_by_raid_id: similar.raid.id })
      .where('id', '=', d)
      .execute();
    await expectCountsMatchRecount();
    await t.deps.db.updateTable('records').set({ suspended_by_raid_id: null }).where('id', '=', d).execute();

    // A player cancels a roster place (with the reason the spec asks for); history entries count as messages.
    const owner = players[0];
    const cancel = await post('/api/refreshRecords', owner?.cookie ?? '', {
      raid: raid.id,
      chars: [],
      cancel: true,
      reason: 'Sick',
    });
    expect(cancel.statusCode).toBe(200);
    await t.deps.db.insertInto('history').values({ raid_id: raid.id, event: 'createRaid' }).execute();
    await expectCountsMatchRecount();

    // A raid edit that moves it to another realm and loot system, a resize, and raids removed outright.
    await t.deps.db
      .updateTable('raids')
      .set({ server: similar.raid.server + 1, loot_system: 2 })
      .where('id', '=', raid.id)
      .execute();
    await t.deps.db.updateTable('raids').set({ size: 10 }).where('id', '=', similar.raid.id).execute();
    await t.deps.db
      .updateTable('raids')
      .set({ date: new Date(Date.now() + 9 * 86_400_000) })
      .where('id', '=', raid.id)
      .execute();
    await expectCountsMatchRecount();
    // The raid is canceled, given back, archived: the day counts' open raids follow.
    const raidRows = t.deps.db.updateTable('raids').where('id', '=', raid.id);
    await raidRows.set({ canceled: true, canceled_reason: 'No tanks' }).execute();
    await expectCountsMatchRecount();
    await raidRows.set({ canceled: false, canceled_reason: null }).execute();
    await raidRows.set({ is_archive: true }).execute();
    await expectCountsMatchRecount();
    await t.deps.db.deleteFrom('raids').where('id', '=', similar.raid.id).execute();
    await expectCountsMatchRecount();
  });

  it('stay equal to a recount after concurrent sign-ups, moves and cancels on one raid', async () => {
    const { raid, leader } = await raidWithLeader();
    const players = await Promise.all(Array.from({ length: 30 }, () => player()));
    const records = await Promise.all(
      players.map((who) => createRecord(t.deps.db, raid, { charId: who.character.id, userId: who.user.id })),
    );
    // Many writers at once: leader moves into contested slots, players leave, new players arrive.
    const late = await Promise.all(Array.from({ length: 10 }, () => player()));
    const work = [
      ...records.slice(0, 20).map((record, index) =>
        post('/api/moveRecords', leader.cookie, {
          raidID: raid.id,
          records: [{ id: record.id, slot: 2 + (index % 8) }],
        }),
      ),
      ...players
        .slice(20)
        .map((who) =>
          post('/api/refreshRecords', who.cookie, { raid: raid.id, chars: [], cancel: true, reason: 'Busy' }),
        ),
      ...late.map((who) =>
        createRecord(t.deps.db, raid, { charId: who.character.id, userId: who.user.id }, { role: 2 }),
      ),
    ];
    await Promise.all(work);
    await expectCountsMatchRecount();
    const row = await raidRow(raid.id);
    expect(row.records_count).toBe(31);
    expect(row.slots_filled).toBeGreaterThan(1);
  });
});

describe('records version', () => {
  it('rises once per transaction that changes the raid records, and names removed records', async () => {
    const { raid, leader } = await raidWithLeader();
    const before = (await raidRow(raid.id)).records_version;
    const who = await player();
    const record = await createRecord(t.deps.db, raid, { charId: who.character.id, userId: who.user.id });
    expect(record.version).toBe(before + 1);

    await post('/api/moveRecords', leader.cookie, { raidID: raid.id, records: [{ id: record.id, slot: 5 }] });
    expect((await raidRow(raid.id)).records_version).toBe(before + 2);

    await post('/api/refreshRecords', who.cookie, { raid: raid.id, chars: [], cancel: true, reason: 'Busy' });
    const removals = await t.deps.db
      .selectFrom('record_removals')
      .selectAll()
      .where('raid_id', '=', raid.id)
      .execute();
    expect(removals).toEqual([{ raid_id: raid.id, record_id: record.id, version: before + 3 }]);
  });

  it('gives live updates what changed after a version: changed records as now, removed and hidden ids', async () => {
    const { raid, leader } = await raidWithLeader();
    const similar = await raidWithLeader();
    const [stays, leaves, held] = await Promise.all([player(), player(), player()]);
    const start = (await raidRow(raid.id)).records_version;
    const kept = await createRecord(t.deps.db, raid, { charId: stays.character.id, userId: stays.user.id });
    await createRecord(t.deps.db, raid, { charId: leaves.character.id, userId: leaves.user.id });
    const hidden = await createRecord(t.deps.db, raid, { charId: held.character.id, userId: held.user.id });
    await post('/api/moveRecords', leader.cookie, { raidID: raid.id, records: [{ id: kept.id, slot: 4 }] });
    await post('/api/refreshRecords', leaves.cookie, {
      raid: raid.id,
      chars: [],
      cancel: true,
      reason: 'Busy',
    });
    await t.deps.db
      .updateTable('records')
      .set({ suspended_by_raid_id: similar.raid.id })
      .where('id', '=', hidden.id)
      .execute();
    const now = (await raidRow(raid.id)).records_version;

    const all = await raidRecordsDelta(t.deps.db, raid.id, 'wotlk', start);
    expect(all).toMatchObject({ from: start, version: now });
    expect(all?.changed.map((record) => [record.id, record.slot])).toEqual([[kept.id, 4]]);
    expect(all?.removed.sort()).toEqual([hidden.id, (await removedIds(raid.id))[0]].sort());

    // Without a starting version: the last change alone.
    expect(await raidRecordsDelta(t.deps.db, raid.id, 'wotlk', undefined)).toEqual({
      from: now - 1,
      version: now,
      changed: [],
      removed: [hidden.id],
    });
    expect(await raidRecordsDelta(t.deps.db, raid.id, 'wotlk', now)).toBeNull();
  });
});

async function removedIds(raidId: number): Promise<number[]> {
  const rows = await t.deps.db
    .selectFrom('record_removals')
    .select('record_id')
    .where('raid_id', '=', raidId)
    .execute();
  return rows.map((row) => row.record_id);
}
