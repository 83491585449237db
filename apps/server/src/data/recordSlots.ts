import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { SIGN_UP_LIST_SLOT } from '@raid/domain/rules/rosterMoves';
import { sql, type InferResult, type QueryCreator, type Transaction } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database, RaidRow } from '../db/schema.js';
import { runTogether } from '../db/statementsTogether.js';
import { lockRaidQuery } from './raids.js';
import { recordViewQuery, rosterPlacesOf, rosterPlacesQuery, type RecordView } from './records.js';

/** A record as the presenter needs it, with the records version its last change stamped it with. */
export type StampedRecordView = RecordView & { version: number };

/** The raid's visible records as the roster rules see them. */
function rosterRecordsQuery(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .select(['id', 'user_id', 'char_id', 'slot', 'leader', 'status', 'preference'])
    .where('raid_id', '=', raidId)
    .where('suspended_by_raid_id', 'is', null);
}

/**
 * The raid's row lock and its roster (as the roster rules see it) read right after it, in one round trip
 * (statementsTogether.ts): a roster move's watchers wait for every round trip before its broadcast. The read
 * still runs once the lock is taken, with a snapshot of its own, so it sees what the lock's previous holder
 * committed. `locked` is undefined when the expansion has no such raid (the roster read then finds nothing).
 */
export async function lockRaidWithRoster(
  trx: Transaction<Database>,
  expansion: ExpansionKey,
  raidId: number,
) {
  const lock = lockRaidQuery(trx, expansion, raidId);
  const roster = rosterRecordsQuery(trx, raidId);
  const [lockedRows = [], rosterRows = []] = await runTogether(trx, [lock, roster]);
  const [locked] = lockedRows as InferResult<typeof lock>;
  return { locked, records: locked ? (rosterRows as InferResult<typeof roster>) : [] };
}

/** Every record beyond a smaller raid's last slot goes back to the sign-up list, except the leader's. */
export async function returnRecordsBeyondSlot(trx: Transaction<Database>, raidId: number, size: number) {
  await trx
    .updateTable('records')
    .set({ slot: SIGN_UP_LIST_SLOT })
    .where('raid_id', '=', raidId)
    .where('slot', '>', size)
    .where('leader', '=', false)
    .execute();
}

/** The raid's records holding a slot, hidden ones included: they hold it too. */
export function slottedRecords(trx: Transaction<Database>, raidId: number) {
  return trx
    .selectFrom('records')
    .select(['id', 'user_id as userID', 'slot', 'leader'])
    .where('raid_id', '=', raidId)
    .where('slot', '>', SIGN_UP_LIST_SLOT)
    .execute();
}

export async function returnSlotToSignUpList(trx: Transaction<Database>, raidId: number, slot: number) {
  await trx
    .updateTable('records')
    .set({ slot: SIGN_UP_LIST_SLOT })
    .where('raid_id', '=', raidId)
    .where('slot', '=', slot)
    .execute();
}

export async function setRecordSlot(trx: Transaction<Database>, recordId: number, slot: number) {
  await trx.updateTable('records').set({ slot }).where('id', '=', recordId).execute();
}

export async function setLeaderRecordCharacter(
  trx: Transaction<Database>,
  raidId: number,
  character: { char_id: number; spec_id: number; role: number },
) {
  await trx
    .updateTable('records')
    .set(character)
    .where('raid_id', '=', raidId)
    .where('leader', '=', true)
    .execute();
}

/** The sign-ups these raids' rosters suspended in similar raids come back; answers whose they are. */
export function releaseSuspendedBy(trx: Transaction<Database>, raidIds: readonly number[], now: Date) {
  return trx
    .updateTable('records')
    .set({ suspended_by_raid_id: null, updated_at: now })
    .where('suspended_by_raid_id', 'in', raidIds)
    .returning(['raid_id', 'user_id'])
    .execute();
}

/** The record's slot as it is now: read under the raid's lock, it cannot change before the transaction ends. */
export async function currentSlot(trx: Transaction<Database>, recordId: number): Promise<number> {
  const record = await trx
    .selectFrom('records')
    .select('slot')
    .where('id', '=', recordId)
    .executeTakeFirstOrThrow();
  return record.slot;
}

/** For each character already in the roster of one of the raids, that raid's id. */
export async function rosterPlacesIn(
  db: Executor,
  raidIds: readonly number[],
  charIds: readonly number[],
): Promise<Map<number, number>> {
  if (raidIds.length === 0 || charIds.length === 0) return new Map();
  return rosterPlacesOf(await rosterPlacesQuery(db, raidIds, charIds).execute());
}

/** The distinct raids of changed record rows. */
const raidsOf = (rows: ReadonlyArray<{ raid_id: number }>) => [...new Set(rows.map((row) => row.raid_id))];

/**
 * Takes the characters, just placed in `raid`'s roster, off the sign-up lists of the similar raids. Answers
 * the raids whose lists changed.
 */
export async function suspendInSimilarRaids(
  trx: Transaction<Database>,
  raid: RaidRow,
  similarIds: readonly number[],
  charIds: readonly number[],
): Promise<number[]> {
  if (similarIds.length === 0 || charIds.length === 0) return [];
  const rows = await trx
    .updateTable('records')
    .set({ suspended_by_raid_id: raid.id })
    .where('raid_id', 'in', similarIds)
    .where('char_id', 'in', charIds)
    .where('slot', '=', 0)
    .where('suspended_by_raid_id', 'is', null)
    .returning('raid_id')
    .execute();
  return raidsOf(rows);
}

/**
 * Puts the characters, just gone from `raidId`'s roster, back on the sign-up lists it had taken them off.
 * Answers the raids whose lists changed.
 */
export async function restoreSuspendedBy(
  trx: Transaction<Database>,
  raidId: number,
  charIds: readonly number[],
): Promise<number[]> {
  if (charIds.length === 0) return [];
  const rows = await trx
    .updateTable('records')
    .set({ suspended_by_raid_id: null })
    .where('suspended_by_raid_id', '=', raidId)
    .where('char_id', 'in', charIds)
    .returning('raid_id')
    .execute();
  return raidsOf(rows);
}

/** The distinct users holding a slot in the raid, with their language. */
export function rosterMembers(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .innerJoin('users', 'users.id', 'records.user_id')
    .select(['users.id', 'users.language'])
    .distinct()
    .where('records.raid_id', '=', raidId)
    .where('records.suspended_by_raid_id', 'is', null)
    .where('records.slot', '>', 0)
    .execute();
}

/** `CASE records.id WHEN … THEN slot … END` for the changes. */
function slotCase(changes: ReadonlyArray<{ id: number; slot: number }>) {
  return sql<number>`case records.id ${sql.join(
    changes.map((change) => sql`when ${change.id}::int then ${change.slot}::smallint`),
    sql` `,
  )} end`;
}

/**
 * Moves records to empty slots (or to the list) in one statement that also answers them as the presenter needs
 * them: the UPDATE's rows, through a WITH clause named `records`, joined like any read of records.
 */
function moveToEmptySlots(
  trx: Transaction<Database>,
  changes: ReadonlyArray<{ id: number; slot: number }>,
  now: Date,
): Promise<StampedRecordView[]> {
  const moved = trx.with('records', (db) =>
    db
      .updateTable('records')
      .set({ slot: slotCase(changes), updated_at: now })
      .where(
        'id',
        'in',
        changes.map((change) => change.id),
      )
      .returningAll(),
  );
  // The WITH clause has the table's columns as read; the view's query is written against the table.
  return recordViewQuery(moved as unknown as QueryCreator<Database>)
    .select('records.version')
    .execute();
}

/**
 * Applies roster slot changes without ever holding one slot twice: PostgreSQL checks records_one_per_slot row by
 * row. When every target slot is empty now (a drop on a free slot, the usual drag) one statement does it and
 * answers the moved records as the presenter needs them: each round trip here is time every watcher of the raid
 * waits for. Otherwise (null) a swap goes through the list: moved records leave their slots first; the leader's
 * record (which must keep a slot) then takes its target, which is free by now; the others follow in one
 * statement.
 */
export async function applySlotChanges(
  trx: Transaction<Database>,
  changes: ReadonlyArray<{ id: number; slot: number; leader: boolean }>,
  occupiedSlots: ReadonlySet<number>,
  now: Date,
): Promise<StampedRecordView[] | null> {
  if (changes.length === 0) return [];
  if (changes.every((change) => change.slot === 0 || !occupiedSlots.has(change.slot))) {
    return moveToEmptySlots(trx, changes, now);
  }
  const others = changes.filter((change) => !change.leader);
  if (others.length > 0) {
    await trx
      .updateTable('records')
      .set({ slot: 0, updated_at: now })
      .where(
        'id',
        'in',
        others.map((change) => change.id),
      )
      .execute();
  }
  for (const change of changes.filter((candidate) => candidate.leader)) {
    await trx
      .updateTable('records')
      .set({ slot: change.slot, updated_at: now })
      .where('id', '=', change.id)
      .execute();
  }
  const placed = others.filter((change) => change.slot > 0);
  if (placed.length > 0) {
    await trx
      .updateTable('records')
      .set({ slot: slotCase(placed) })
      .where(
        'id',
        'in',
        placed.map((change) => change.id),
      )
      .execute();
  }
  return null;
}
