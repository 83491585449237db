import { logsFigure } from '@raid/domain/rules/requirements';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../../demo/seedDemoWorld.js';
import { createSession } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();

beforeAll(async () => {
  await seedDemoWorld(t.deps.db, new Date());
});

async function get<T>(url: string, cookie: string): Promise<T> {
  const response = await t.app.inject({ url: `${url}&subdomain=wotlk`, headers: { cookie } });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

/**
 * Upcoming, public demo raids asking for logs, with a roster member who is neither the leader nor a buyer. The
 * earliest upcoming demo raid starts tomorrow at 19:00 UTC, so an hour ahead picks the same raids at any time of
 * day; a day ahead dropped that raid every evening and picked other members.
 */
async function demoRosterMembers() {
  return t.deps.db
    .selectFrom('records')
    .innerJoin('raids', 'raids.id', 'records.raid_id')
    .select([
      'records.raid_id',
      'records.char_id',
      'records.user_id',
      'records.spec_id',
      'raids.user_id as leader_id',
    ])
    .where('raids.expansion', '=', 'wotlk')
    .where('raids.date', '>', new Date(Date.now() + 3_600_000))
    .where('raids.canceled', '=', false)
    .where('raids.private', '=', false)
    .where('raids.required_logs', '>', 0)
    .where('records.leader', '=', false)
    .where('records.byer', '=', false)
    .where('records.slot', '>', 0)
    .orderBy('records.id')
    .limit(3)
    .execute();
}

describe('one figure per character and spec (issue 13)', () => {
  it('the card, the roster, the popover and a new sign-up check show the same logs and item level', async () => {
    const members = await demoRosterMembers();
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) {
      const owner = await createSession(t.deps.db, member.user_id);
      const leader = await createSession(t.deps.db, member.leader_id);

      const cards = await get<Array<{ id: number; logs: number | null; ilvl: number | null }>>(
        '/api/chars?',
        owner,
      );
      const card = cards.find((character) => character.id === member.char_id);
      const roster = await get<Array<{ charID: number; logs: number | null; ilvl: number | null }>>(
        `/api/records?raid=${member.raid_id}`,
        owner,
      );
      const row = roster.find((record) => record.charID === member.char_id);
      const popover = await get<{ log: number | null; ilvl: number | null }>(
        `/api/charInfo?raid=${member.raid_id}&char=${member.char_id}&spec=${member.spec_id}`,
        leader,
      );
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/refreshRecords?subdomain=wotlk',
        headers: { cookie: owner },
        payload: { raid: member.raid_id, chars: [member.char_id] },
      });
      const [result] = check.json().results as Array<{
        result: string;
        logs: number | null;
        ilvl: number | null;
      }>;

      const shown = (figures: { logs: number | null; ilvl: number | null } | undefined) => [
        logsFigure(figures?.logs ?? null),
        figures?.ilvl ?? null,
      ];
      const expected = shown(card);
      expect(expected[0], 'the card has logs').toBeTypeOf('number');
      expect(expected[1], 'the card has an item level').toBeTypeOf('number');
      expect(shown(row), 'roster').toEqual(expected);
      expect(shown({ logs: popover.log, ilvl: popover.ilvl }), 'popover').toEqual(expected);
      expect(result?.result).toBe('success');
      expect(shown(result), 'sign-up check').toEqual(expected);
    }
  });
});
