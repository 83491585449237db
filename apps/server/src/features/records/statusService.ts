import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { isSignUpOpen } from '@raid/domain/rules/raidLifecycle';
import type { SignUpStatus } from '@raid/domain/schemas/record';
import { sql } from 'kysely';
import type { AppDeps } from '../../app.js';
import type { SignUpStatusColumn, UserRow } from '../../db/schema.js';
import { fail } from '../../http/appError.js';
import { lockRaid } from '../raids/repository.js';
import { findRecordWithRaid } from './repository.js';

/**
 * Sets Tentative / Late / Absence on the caller's own record (SPEC section 4 "Sign-up"); pressing the same status
 * again removes it. Late needs a roster slot, checked in the same statement.
 */
export async function setStatus(
  deps: Pick<AppDeps, 'db' | 'events' | 'now'>,
  user: UserRow,
  expansion: ExpansionKey,
  payload: { record: number; status: SignUpStatus },
): Promise<void> {
  const record = (await findRecordWithRaid(deps.db, payload.record, expansion)) ?? fail('notFound');
  if (record.user_id !== user.id) fail('forbidden');
  if (record.raid_user_id === user.id) fail('statusInOwnRaid');
  if (!isSignUpOpen({ date: record.raid_date, canceled: record.raid_canceled }, deps.now()))
    fail('raidClosed');

  const toggled = sql<SignUpStatusColumn | null>`case when status = ${payload.status} then null else ${payload.status} end`;
  // The raid's lock first, as every change of its records takes it: the records version the change stamps
  // locks the raid's row, and taking it after the record's would deadlock with a roster move.
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockRaid(trx, expansion, record.raid_id))) fail('notFound');
    return trx
      .updateTable('records')
      .set({ status: toggled, updated_at: deps.now() })
      .where('id', '=', record.id)
      .$if(payload.status === 'late', (query) =>
        query.where((eb) => eb.or([eb('slot', '>', 0), eb('status', '=', 'late')])),
      )
      .executeTakeFirst();
  });
  if (updated.numUpdatedRows === 0n) fail('notInComposition');
  deps.events.emit({ type: 'recordsChanged', expansion, raidIds: [record.raid_id], userIds: [user.id] });
}
