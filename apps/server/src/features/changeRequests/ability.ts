import type { Actor } from '@raid/domain/rules/raidManagers';

/** A change request is answered by the owner of the record it asks to change, and by nobody else. */
export function mayAnswerChangeRequest(actor: Actor, record: { user_id: string }): boolean {
  return actor.id === record.user_id;
}
