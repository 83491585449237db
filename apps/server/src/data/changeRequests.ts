import type { Insertable, Transaction, Updateable } from 'kysely';
import type { ChangeRequestsTable, Database } from '../db/schema.js';

export async function insertChangeRequest(
  trx: Transaction<Database>,
  request: Insertable<ChangeRequestsTable>,
) {
  await trx.insertInto('change_requests').values(request).execute();
}

/** The record's waiting change request, locked so two answers to it queue up. */
export function lockActiveChangeRequest(trx: Transaction<Database>, recordId: number) {
  return trx
    .selectFrom('change_requests')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

/** Writes the owner's answer: accepted or declined, with the reason they gave. */
export async function closeChangeRequest(
  trx: Transaction<Database>,
  id: number,
  answer: Pick<Updateable<ChangeRequestsTable>, 'status' | 'reason' | 'answered_at'>,
) {
  await trx.updateTable('change_requests').set(answer).where('id', '=', id).execute();
}
