import { createCharacter, createRaid, createRecord, createSession, createUser } from './factories.js';
import type { TestApp } from './testApp.js';

/**
 * The people of the records, roster and change-request tests: a logged-in player, a raid with its leader, a
 * player signed up.
 */
export function recordPlayers(t: TestApp) {
  async function player() {
    const user = await createUser(t.deps.db);
    return { user, cookie: await createSession(t.deps.db, user.id) };
  }

  async function raidWith(overrides: Parameters<typeof createRaid>[2] = {}) {
    const leader = await player();
    const character = await createCharacter(t.deps.db, leader.user.id);
    const raid = await createRaid(t.deps.db, { userId: leader.user.id, charId: character.id }, overrides);
    return { raid, leader };
  }

  /** A player (a new one unless given) with a new character signed up to the raid in the slot. */
  async function signedUp(
    raid: { id: number; size: number },
    slot = 0,
    owner?: Awaited<ReturnType<typeof player>>,
  ) {
    const who = owner ?? (await player());
    const character = await createCharacter(t.deps.db, who.user.id);
    const record = await createRecord(
      t.deps.db,
      raid,
      { charId: character.id, userId: who.user.id },
      { slot },
    );
    return { ...who, character, record };
  }

  return { player, raidWith, signedUp };
}
