import { raidListAnswer } from '@raid/domain/schemas/raid';
import { describe, expect, it } from 'vitest';
import { createCharacter, createGuild, createUser, snowflake } from '../../testing/factories.js';
import { useTestApp } from '../../testing/testApp.js';

const HOUR = 3_600_000;
// Cataclysm: no other test of this file writes there, so the whole archive is this test's.
const CATA_REALM = 0;

const t = useTestApp();

/** Raids of one expansion spread over past and coming days, several per day, some canceled or archived ahead. */
async function spreadRaids(now: Date): Promise<void> {
  const leader = await createUser(t.deps.db);
  const character = await createCharacter(t.deps.db, leader.id, { expansion: 'cata' });
  const guild = snowflake();
  await createGuild(t.deps.db, { id: guild, owner_id: leader.id });
  const offsetsInHours = [
    // ahead: active, canceled, archived early
    30, 29, 5, 2,
    // the cutoff's day and just around the cutoff (an hour ago)
    -0.5, -0.9, -1.1, -1.5, -3,
    // earlier days, several a day, some at the same moment
    -20, -20, -21, -26, -30, -49, -50, -50, -73, -75, -100, -101, -102, -130, -170, -171, -200,
  ];
  for (const [index, hours] of offsetsInHours.entries()) {
    await t.deps.db
      .insertInto('raids')
      .values({
        expansion: 'cata',
        user_id: leader.id,
        char_id: character.id,
        date: new Date(now.getTime() + hours * HOUR + index),
        server: CATA_REALM,
        faction: 1,
        zone: 1,
        size: 25,
        difficulty: 1,
        loot_system: 1,
        discord_server: guild,
        discord_channel: snowflake(),
        canceled: hours === 29 || hours === -20,
        canceled_reason: hours === 29 || hours === -20 ? 'No tanks' : null,
        is_archive: hours === 5,
      })
      .execute();
  }
}

async function archiveIds(now: Date): Promise<number[]> {
  const rows = await t.deps.db
    .selectFrom('raids')
    .select('id')
    .where('expansion', '=', 'cata')
    .where((eb) =>
      eb.or([
        eb('is_archive', '=', true),
        eb('canceled', '=', true),
        eb('date', '<=', new Date(now.getTime() - HOUR)),
      ]),
    )
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

describe('the whole archive, paged by day counts', () => {
  it('answers every page as skipping the newer raids would, with its total', async () => {
    const now = new Date();
    await spreadRaids(now);
    const expected = await archiveIds(now);
    expect(expected.length).toBe(22);

    // Without filters the day counts find the page; a filter takes the covering index's way.
    for (const [filter, perPage] of [
      ['', 1],
      ['', 3],
      ['', 7],
      ['', 100],
      ['&lootSystem=1', 3],
      ['&faction=1', 7],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / perPage) + 1; page++) {
        const response = await t.app.inject({
          url: `/api/raids?subdomain=cata&archive=1&perPage=${perPage}&page=${page}${filter}`,
        });
        const answer = raidListAnswer.parse(response.json());
        expect(answer.total).toBe(expected.length);
        seen.push(...answer.data.map((raid) => raid.id));
      }
      expect(seen).toEqual(expected);
    }
  });
});
