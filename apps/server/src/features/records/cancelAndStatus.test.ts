import { lockoutResets } from '@raid/domain/catalogue/common';
import { lockoutResetFor, lockoutWeekStart } from '@raid/domain/rules/similarRaids';
import { describe, expect, it } from 'vitest';
import { createRecord } from '../../testing/factories.js';
import { recordPlayers } from '../../testing/recordPlayers.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const { player, raidWith, signedUp } = recordPlayers(t);

function post(path: string, cookie: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${path}?subdomain=wotlk`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

const cancel = (cookie: string | null, raid: number, reason?: string) =>
  post('/api/refreshRecords', cookie, { raid, chars: [], cancel: true, ...(reason ? { reason } : {}) });

const recordExists = async (id: number) =>
  Boolean(await t.deps.db.selectFrom('records').select('id').where('id', '=', id).executeTakeFirst());

describe('POST /api/refreshRecords (cancel)', () => {
  it('asks a visitor to log in', async () => {
    const { raid } = await raidWith();
    expect((await cancel(null, raid.id)).statusCode).toBe(401);
  });

  it("refuses the leader's cancel in their own raid", async () => {
    const { raid, leader } = await raidWith();
    const response = await cancel(leader.cookie, raid.id, 'busy');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe("You can't cancel your sign-up");
  });

  it('is closed for completed and canceled raids', async () => {
    const completed = (await raidWith({ date: new Date(Date.now() - 2 * 3_600_000) })).raid;
    const canceled = (await raidWith({ canceled: true, canceled_reason: 'No tanks' })).raid;
    for (const raid of [completed, canceled]) {
      const { cookie, record } = await signedUp(raid);
      const response = await cancel(cookie, raid.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("You can't cancel your sign-up");
      expect(await recordExists(record.id)).toBe(true);
    }
  });

  it('removes a list sign-up without a reason and writes the history', async () => {
    const { raid } = await raidWith();
    const { cookie, record, character } = await signedUp(raid);
    const other = await signedUp(raid);
    const response = await cancel(cookie, raid.id);
    expect(response.json()).toEqual({ results: [] });
    expect(await recordExists(record.id)).toBe(false);
    expect(await recordExists(other.record.id)).toBe(true);
    const entries = await t.deps.db
      .selectFrom('history')
      .selectAll()
      .where('raid_id', '=', raid.id)
      .execute();
    expect(entries).toEqual([
      expect.objectContaining({
        event: 'cancelRecord',
        prev_char_name: character.name,
        prev_spec: 'Arms',
        text: null,
      }),
    ]);
  });

  it('needs a reason to leave a roster slot, and then restores the character in similar raids', async () => {
    const reset = lockoutResetFor('EU', lockoutResets);
    const weekStart = lockoutWeekStart(new Date(Date.now() + 8 * 86_400_000), reset);
    const { raid } = await raidWith({ date: new Date(weekStart.getTime() + 2 * 3_600_000) });
    const similar = (await raidWith({ date: new Date(weekStart.getTime() + 5 * 3_600_000) })).raid;
    const { cookie, user, record, character } = await signedUp(raid, 4);
    const suspended = await createRecord(
      t.deps.db,
      similar,
      { charId: character.id, userId: user.id },
      { suspended_by_raid_id: raid.id },
    );

    const withoutReason = await cancel(cookie, raid.id, '   ');
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error).toBe('Enter a reason');
    expect(await recordExists(record.id)).toBe(true);

    expect((await cancel(cookie, raid.id, 'Sick')).statusCode).toBe(200);
    expect(await recordExists(record.id)).toBe(false);
    const history = await t.deps.db
      .selectFrom('history')
      .selectAll()
      .where('raid_id', '=', raid.id)
      .executeTakeFirst();
    expect(history).toMatchObject({ event: 'cancelRecord', prev_char_name: character.name, text: 'Sick' });
    const restored = await t.deps.db
      .selectFrom('records')
      .selectAll()
      .where('id', '=', suspended.id)
      .executeTakeFirst();
    expect(restored?.suspended_by_raid_id).toBeNull();
    const list = await t.app.inject({ url: `/api/records?raid=${similar.id}&subdomain=wotlk` });
    expect(list.json().map((row: { id: number }) => row.id)).toContain(suspended.id);
  });
});

describe('POST /api/setStatus', () => {
  const setStatus = (cookie: string | null, record: number, status: string) =>
    post('/api/setStatus', cookie, { record, status });
  const statusOf = async (id: number) =>
    (await t.deps.db.selectFrom('records').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('asks a visitor to log in and refuses another player', async () => {
    const { raid } = await raidWith();
    const { record } = await signedUp(raid);
    expect((await setStatus(null, record.id, 'tentative')).statusCode).toBe(401);
    const stranger = await player();
    const response = await setStatus(stranger.cookie, record.id, 'tentative');
    expect(response.statusCode).toBe(403);
    expect(await statusOf(record.id)).toBeNull();
  });

  it('answers 404 for an unknown record', async () => {
    const { cookie } = await player();
    expect((await setStatus(cookie, 999_999, 'tentative')).statusCode).toBe(404);
  });

  it('sets a status and removes it when pressed again', async () => {
    const { raid } = await raidWith();
    const { cookie, record } = await signedUp(raid);
    expect((await setStatus(cookie, record.id, 'tentative')).json()).toEqual({ success: true });
    expect(await statusOf(record.id)).toBe('tentative');
    await setStatus(cookie, record.id, 'absence');
    expect(await statusOf(record.id)).toBe('absence');
    await setStatus(cookie, record.id, 'absence');
    expect(await statusOf(record.id)).toBeNull();
  });

  it('allows Late only with a roster slot', async () => {
    const { raid } = await raidWith();
    const listed = await signedUp(raid);
    const response = await setStatus(listed.cookie, listed.record.id, 'late');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('You are not included in the composition');
    const rostered = await signedUp(raid, 3);
    await setStatus(rostered.cookie, rostered.record.id, 'late');
    expect(await statusOf(rostered.record.id)).toBe('late');
  });

  it("refuses a status in the leader's own raid", async () => {
    const { raid, leader } = await raidWith();
    const own = await t.deps.db
      .selectFrom('records')
      .select('id')
      .where('raid_id', '=', raid.id)
      .executeTakeFirstOrThrow();
    const response = await setStatus(leader.cookie, own.id, 'late');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('Unable to set status in own raid');
  });

  it('refuses a status once the raid is completed or canceled', async () => {
    const { raid } = await raidWith({ canceled: true, canceled_reason: 'No tanks' });
    const { cookie, record } = await signedUp(raid);
    const response = await setStatus(cookie, record.id, 'tentative');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('The raid has been completed or canceled');
  });
});
