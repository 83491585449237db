import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import type { GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import type { Insertable } from 'kysely';
import type { RaidsTable } from '../db/schema.js';
import { createCharacter, createRaid, createRecord, createSession, createUser } from './factories.js';
import type { TestApp } from './testApp.js';

/** A user with a character and a live session. */
export async function gdkpPlayer(t: TestApp) {
  const user = await createUser(t.deps.db);
  const character = await createCharacter(t.deps.db, user.id);
  return { id: user.id, user, character, cookie: await createSession(t.deps.db, user.id) };
}

export type GdkpPlayer = Awaited<ReturnType<typeof gdkpPlayer>>;

/**
 * A loot-bidding raid: its leader (slot 1), a player in the roster (slot 2), a banker with a record in the
 * roster (slot 3) and named banker, and an outsider with no part in it.
 */
export async function gdkpRaidScene(t: TestApp, overrides: Partial<Insertable<RaidsTable>> = {}) {
  const [leader, player, banker, outsider] = await Promise.all([
    gdkpPlayer(t),
    gdkpPlayer(t),
    gdkpPlayer(t),
    gdkpPlayer(t),
  ]);
  const raid = await createRaid(
    t.deps.db,
    { userId: leader.id, charId: leader.character.id },
    { loot_system: LOOT_BIDDING_SYSTEM_ID, ...overrides },
  );
  const leaderRecord = await t.deps.db
    .selectFrom('records')
    .selectAll()
    .where('raid_id', '=', raid.id)
    .executeTakeFirstOrThrow();
  const playerRecord = await createRecord(
    t.deps.db,
    raid,
    { charId: player.character.id, userId: player.id },
    { slot: 2 },
  );
  const bankerRecord = await createRecord(
    t.deps.db,
    raid,
    { charId: banker.character.id, userId: banker.id },
    { slot: 3 },
  );
  await t.deps.db
    .insertInto('gdkp_ledgers')
    .values({ raid_id: raid.id, rules: JSON.stringify({}) })
    .execute();
  await t.deps.db.insertInto('gdkp_bankers').values({ raid_id: raid.id, user_id: banker.id }).execute();
  return { raid, leader, player, banker, outsider, leaderRecord, playerRecord, bankerRecord };
}

export type GdkpRaidScene = Awaited<ReturnType<typeof gdkpRaidScene>>;

export function gdkpPost(t: TestApp, path: string, cookie: string | null, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `${path}?subdomain=wotlk`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

export async function readLedger(t: TestApp, raidId: number, cookie: string | null = null) {
  const response = await t.app.inject({
    url: `/api/gdkp?raid=${raidId}&subdomain=wotlk`,
    headers: cookie ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json<GdkpLedgerAnswer & { code?: string }>() };
}
