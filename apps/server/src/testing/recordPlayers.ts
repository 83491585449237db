import { createCharacter, createRaid, createSession, createUser } from './factories.js';
import type { TestApp } from './testApp.js';

/** The people of the records, roster and change-request tests: a logged-in player, a raid with its leader. */
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

  return { player, raidWith };
}
