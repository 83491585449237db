import type { Actor } from './raidManagers.js';

/** A character is edited and deleted by the account it is linked to, and by nobody else (not even the admin). */
export function mayEditCharacter(actor: Actor, character: { user_id: string }): boolean {
  return actor.id === character.user_id;
}
