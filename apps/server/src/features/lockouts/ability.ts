import type { Actor } from '@raid/domain/rules/raidManagers';

/** A save is deleted by the account of its character, and only when added by hand: a raid's save is a fact. */
export function mayDeleteSave(actor: Actor, save: { user_id: string; raid_id: number | null }): boolean {
  return save.raid_id === null && actor.id === save.user_id;
}
