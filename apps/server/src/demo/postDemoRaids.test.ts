import { describe, expect, it } from 'vitest';
import { createCharacter, createRaid, createUser } from '../testing/factories.js';
import { useTestDatabase } from '../testing/testDatabase.js';
import { postDemoRaids } from './postDemoRaids.js';

const STAND_IN_SERVER = '310000000000000001';
const OTHER_SERVER = '319999999999999999';

describe('postDemoRaids', () => {
  const test = useTestDatabase();

  it("posts again the open raids of the stand-in's servers and leaves other servers' raids as they were", async () => {
    const { db } = test;
    const user = await createUser(db);
    const char = await createCharacter(db, user.id);
    const leader = { userId: user.id, charId: char.id };
    const posted = { discord_message: '500000000000000001', discord_message_status: 'active' as const };
    const inStandIn = await createRaid(db, leader, { ...posted, discord_server: STAND_IN_SERVER });
    const elsewhere = await createRaid(db, leader, {
      ...posted,
      discord_server: OTHER_SERVER,
      date: new Date(Date.now() + 2 * 86_400_000),
    });
    const canceled = await createRaid(db, leader, {
      ...posted,
      discord_server: STAND_IN_SERVER,
      date: new Date(Date.now() + 3 * 86_400_000),
      canceled: true,
      canceled_reason: 'No tanks',
    });

    await expect(postDemoRaids(db, new Date(), [STAND_IN_SERVER])).resolves.toBe(1);

    const raids = await db
      .selectFrom('raids')
      .select(['id', 'discord_message'])
      .where('id', 'in', [inStandIn.id, elsewhere.id, canceled.id])
      .orderBy('id')
      .execute();
    expect(raids).toEqual([
      { id: inStandIn.id, discord_message: null },
      { id: elsewhere.id, discord_message: posted.discord_message },
      { id: canceled.id, discord_message: posted.discord_message },
    ]);
    const queued = await db.selectFrom('discord_outbox').select(['kind', 'raid_id']).execute();
    expect(queued).toEqual([{ kind: 'raidMessage', raid_id: inStandIn.id }]);
  });
});
