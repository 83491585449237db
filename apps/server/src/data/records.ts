import type { ExpansionKey } from '@raid/domain/catalogue/types';
import {
  sql,
  type InferResult,
  type Insertable,
  type QueryCreator,
  type SqlBool,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database, RecordsTable, SignUpStatusColumn } from '../db/schema.js';
import { saveHoldsRaidMode } from './lockoutSql.js';
import { lockRaidQuery, teamLeaders } from './raids.js';
import { runTogether } from '../db/statementsTogether.js';
import { sendWithCommit } from '../db/statementsWithCommit.js';

/** A record joined with its character, its owner and whether a change request is waiting on it. */
export interface RecordView {
  id: number;
  raid_id: number;
  user_id: string;
  char_id: number;
  slot: number;
  role: number;
  leader: boolean;
  byer: boolean;
  logs: number | null;
  ilvl: number | null;
  spec_id: number;
  status: SignUpStatusColumn | null;
  created_at: Date;
  suspended_by_raid_id: number | null;
  preference: number;
  char_name: string;
  char_class: number;
  char_spec2: number;
  username: string;
  global_name: string | null;
  discriminator: string | null;
  /** EXISTS(...) as the driver returns it. */
  active_change_request: SqlBool;
  /** The end of a save of the character that holds it in the raid's reset (issue 30), or null. */
  saved_until: Date | null;
}

/**
 * Records joined with what the presenter needs: character, owner, and a waiting change request. `db` may name
 * a WITH clause `records` (rows an UPDATE returns) in place of the table.
 */
export function recordViewQuery(db: QueryCreator<Database>) {
  return (
    db
      .selectFrom('records')
      .innerJoin('characters', 'characters.id', 'records.char_id')
      .innerJoin('users', 'users.id', 'records.user_id')
      .select([
        'records.id',
        'records.raid_id',
        'records.user_id',
        'records.char_id',
        'records.slot',
        'records.role',
        'records.leader',
        'records.byer',
        'records.logs',
        'records.ilvl',
        'records.spec_id',
        'records.status',
        'records.created_at',
        'records.suspended_by_raid_id',
        'records.preference',
        'characters.name as char_name',
        'characters.class as char_class',
        'characters.spec2 as char_spec2',
        'users.username',
        'users.global_name',
        'users.discriminator',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('change_requests')
              .select('change_requests.id')
              .whereRef('change_requests.record_id', '=', 'records.id')
              .where('change_requests.status', '=', 'active'),
          )
          .$castTo<boolean>()
          .as('active_change_request'),
      )
      // Saved to one of the raid's zones in the raid's reset period, by another raid or by hand (issue 30), in a
      // mode sharing the raid's lockout (the domain's rule, written as SQL by saveHoldsRaidMode).
      .select(
        sql<Date | null>`(SELECT max(s.saved_until) FROM lockout_saves s JOIN raids r ON r.id = records.raid_id
        WHERE s.char_id = records.char_id AND s.zone IN (r.zone, r.zone2, r.zone3)
          AND s.saved_from <= r.date AND s.saved_until > r.date AND s.raid_id IS DISTINCT FROM r.id
          AND ${saveHoldsRaidMode})`.as('saved_until'),
      )
  );
}

/**
 * The raid's visible records (not suspended by a similar raid) as the presenter needs them: the roster by
 * slot, then the sign-up list by sign-up time.
 */
export function recordViews(db: Executor, raidId: number): Promise<RecordView[]> {
  return recordViewQuery(db)
    .where('records.raid_id', '=', raidId)
    .where('records.suspended_by_raid_id', 'is', null)
    .orderBy(sql`records.slot = 0`)
    .orderBy('records.slot')
    .orderBy('records.created_at')
    .orderBy('records.id')
    .execute();
}

/**
 * In one statement (so one snapshot, one round trip): the raid's records version, the records changed after
 * `since` (hidden ones included: they left the lists) and the ids of those deleted after it. Without `since`,
 * the changes of the current version. Null for a raid that is gone.
 */
export async function recordChangesSince(db: Executor, raidId: number, since: number | undefined) {
  const after = sql<number>`coalesce(${since ?? null}::bigint, (SELECT records_version - 1 FROM raids WHERE id = ${raidId}))`;
  const rows = await db
    .selectFrom('raids')
    .leftJoin(
      recordViewQuery(db)
        .where('records.raid_id', '=', raidId)
        .where('records.version', '>', after)
        .as('changed'),
      (join) => join.onTrue(),
    )
    .selectAll('changed')
    .select([
      'raids.records_version as raid_version',
      sql<number>`${after}`.as('after'),
      sql<
        number[]
      >`array(SELECT record_id FROM record_removals WHERE raid_id = raids.id AND version > ${after})`.as(
        'removed_ids',
      ),
    ])
    .where('raids.id', '=', raidId)
    .execute();
  const first = rows[0];
  if (!first) return null;
  return {
    after: first.after,
    version: first.raid_version,
    removed: first.removed_ids,
    changed: rows.filter((row): row is typeof row & RecordView => row.id !== null),
  };
}

/**
 * What a sign-up needs in one read under the raid's lock: the roster (visible records in a slot) for the free
 * slot and the one-roster-place rule, the records the characters already have (hidden ones too), and the
 * user's records with their order of preference (each statement under the lock is time every other sign-up
 * to the raid waits).
 */
export function signUpRecordsQuery(
  trx: Transaction<Database>,
  raidId: number,
  userId: string,
  charIds: readonly number[],
) {
  return trx
    .selectFrom('records')
    .select(['id', 'user_id', 'char_id', 'slot', 'leader', 'status', 'suspended_by_raid_id', 'preference'])
    .where('raid_id', '=', raidId)
    .where((eb) =>
      eb.or([
        eb.and([eb('slot', '>', 0), eb('suspended_by_raid_id', 'is', null)]),
        eb('char_id', 'in', charIds),
        eb('user_id', '=', userId),
      ]),
    );
}

type SignUpRecordRow = InferResult<ReturnType<typeof signUpRecordsQuery>>[number];

/** signUpRecordsQuery's rows as the sign-up uses them. */
export function signUpRecordsOf(rows: SignUpRecordRow[], userId: string, charIds: readonly number[]) {
  return {
    roster: rows.filter((row) => row.slot > 0 && row.suspended_by_raid_id === null),
    existing: rows.filter((row) => charIds.includes(row.char_id)),
    mine: rows.filter((row) => row.user_id === userId),
  };
}

/** The characters' roster places in the raids (recordSlots.ts, rosterPlacesIn). */
export function rosterPlacesQuery(db: Executor, raidIds: readonly number[], charIds: readonly number[]) {
  return db
    .selectFrom('records')
    .select(['char_id', 'raid_id'])
    .where('raid_id', 'in', raidIds)
    .where('char_id', 'in', charIds)
    .where('slot', '>', 0);
}

/** rosterPlacesQuery's rows as character id → the raid whose roster holds it. */
export const rosterPlacesOf = (rows: ReadonlyArray<{ char_id: number; raid_id: number }>) =>
  new Map(rows.map((row) => [row.char_id, row.raid_id]));

/**
 * The raid's row lock and signUpRecords' read right after it, in one round trip (statementsTogether.ts): while
 * a burst of sign-ups queues on the lock, each holder's wait for the process between the two statements was
 * time every other one waited too. The reads still run after the lock is taken, each with a snapshot of its own.
 * With them, the characters' roster places in `similarIds` (the similar raids as read before the lock; the
 * caller reads them again if the locked raid turns out changed).
 */
export async function lockRaidForSignUp(
  trx: Transaction<Database>,
  expansion: ExpansionKey,
  raidId: number,
  userId: string,
  charIds: readonly number[],
  similarIds: readonly number[],
) {
  const lock = lockRaidQuery(trx, expansion, raidId);
  const places = similarIds.length > 0 && charIds.length > 0;
  const [lockedRows = [], recordRows = [], placeRows = []] = await runTogether(trx, [
    lock,
    signUpRecordsQuery(trx, raidId, userId, charIds),
    ...(places ? [rosterPlacesQuery(trx, similarIds, charIds)] : []),
  ]);
  const [locked] = lockedRows as InferResult<typeof lock>;
  return {
    locked,
    read: signUpRecordsOf(recordRows as SignUpRecordRow[], userId, charIds),
    heldElsewhere: rosterPlacesOf(placeRows as Array<{ char_id: number; raid_id: number }>),
  };
}

/** A record with its raid and character, for calls addressed by record id. */
export function findRecordWithRaid(db: Executor, recordId: number, expansion: ExpansionKey) {
  return db
    .selectFrom('records')
    .innerJoin('raids', 'raids.id', 'records.raid_id')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .selectAll('records')
    .select([
      'raids.user_id as raid_user_id',
      'raids.date as raid_date',
      'raids.canceled as raid_canceled',
      'raids.is_archive as raid_is_archive',
      'characters.name as char_name',
      'characters.class as char_class',
      'characters.spec as char_spec',
      'characters.spec2 as char_spec2',
      teamLeaders,
    ])
    .where('records.id', '=', recordId)
    .where('raids.expansion', '=', expansion)
    .executeTakeFirst();
}

export function findRecordOfCharacter(db: Executor, raidId: number, charId: number) {
  return db
    .selectFrom('records')
    .selectAll()
    .where('raid_id', '=', raidId)
    .where('char_id', '=', charId)
    .executeTakeFirst();
}

/** Removes the character's sign-up (not a leader's record) from the raid. */
export async function deleteSignUpOfCharacter(trx: Transaction<Database>, raidId: number, charId: number) {
  await trx
    .deleteFrom('records')
    .where('raid_id', '=', raidId)
    .where('char_id', '=', charId)
    .where('leader', '=', false)
    .execute();
}

/** Whether anyone but this user has a record in the raid. */
export async function othersHaveRecords(db: Executor, raidId: number, userId: string): Promise<boolean> {
  const other = await db
    .selectFrom('records')
    .select('id')
    .where('raid_id', '=', raidId)
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return Boolean(other);
}

/** Deletes the character's records in raids that started after `startedAfter`; answers what they were. */
export function deleteRecordsOfCharacter(trx: Transaction<Database>, charId: number, startedAfter: Date) {
  return trx
    .deleteFrom('records')
    .using('raids')
    .whereRef('raids.id', '=', 'records.raid_id')
    .where('records.char_id', '=', charId)
    .where('raids.date', '>', startedAfter)
    .returning(['records.raid_id', 'records.role'])
    .execute();
}

export async function updateRecord(
  trx: Transaction<Database>,
  id: number,
  columns: Updateable<RecordsTable>,
) {
  await trx.updateTable('records').set(columns).where('id', '=', id).execute();
}

export async function insertRecord(trx: Transaction<Database>, record: Insertable<RecordsTable>) {
  await trx.insertInto('records').values(record).execute();
}

/** The user's records in the raid with their characters' names: all of them, or those of `charIds`. */
export function userRecordsIn(
  trx: Transaction<Database>,
  raidId: number,
  userId: string,
  charIds: readonly number[],
) {
  return trx
    .selectFrom('records')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .select([
      'records.id',
      'records.char_id',
      'records.slot',
      'records.spec_id',
      'records.role',
      'records.preference',
      'characters.name',
    ])
    .where('records.raid_id', '=', raidId)
    .where('records.user_id', '=', userId)
    .$if(charIds.length > 0, (query) => query.where('records.char_id', 'in', charIds))
    .execute();
}

/** The user's visible records in the raid in their order of preference, for the buttons of its Discord post. */
export function userRecordsWithStatus(db: Executor, raidId: number, userId: string) {
  return db
    .selectFrom('records')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .select(['records.id', 'records.char_id', 'records.slot', 'records.status', 'characters.name'])
    .where('records.raid_id', '=', raidId)
    .where('records.user_id', '=', userId)
    .where('records.suspended_by_raid_id', 'is', null)
    .orderBy('records.preference')
    .orderBy('records.id')
    .execute();
}

export async function deleteRecords(trx: Transaction<Database>, ids: readonly number[]) {
  await trx.deleteFrom('records').where('id', 'in', ids).execute();
}

/**
 * Toggles the record's status: setting the one it has clears it. 'late' only for a record in the roster or
 * already late; false when the record did not qualify.
 */
export async function toggleRecordStatus(
  trx: Transaction<Database>,
  recordId: number,
  status: SignUpStatusColumn,
  now: Date,
): Promise<boolean> {
  const toggled = sql<SignUpStatusColumn | null>`case when status = ${status} then null else ${status} end`;
  const updated = await trx
    .updateTable('records')
    .set({ status: toggled, updated_at: now })
    .where('id', '=', recordId)
    .$if(status === 'late', (query) =>
      query.where((eb) => eb.or([eb('slot', '>', 0), eb('status', '=', 'late')])),
    )
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Forgets the removals remembered for live clients of the raid. */
export async function forgetRecordRemovals(db: Executor, raidId: number) {
  await db.deleteFrom('record_removals').where('raid_id', '=', raidId).execute();
}

/**
 * Adds a sign-up, handed over to go with the transaction's commit (statementsWithCommit.ts): the sign-up under
 * the raid's lock waits for no answer of it, so a burst's next sign-up waits one round trip less.
 */
export function insertSignUpWithCommit(trx: Transaction<Database>, record: Insertable<RecordsTable>) {
  return sendWithCommit(trx, [trx.insertInto('records').values(record)]);
}

/** The visible records of players other than the raid's leader, with their users' notification settings. */
export function othersRecordsWithUsers(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .innerJoin('raids', 'raids.id', 'records.raid_id')
    .innerJoin('users', 'users.id', 'records.user_id')
    .select(['users.id', 'users.language', 'users.only_setup_notifications', 'records.slot'])
    .where('records.raid_id', '=', raidId)
    .where('records.suspended_by_raid_id', 'is', null)
    .whereRef('records.user_id', '!=', 'raids.user_id')
    .execute();
}

/** Numbers the user's records in the raid by `order` (character id → preference), writing only what changed. */
export async function setPreferences(
  trx: Transaction<Database>,
  raidId: number,
  userId: string,
  order: ReadonlyMap<number, number>,
) {
  if (order.size === 0) return;
  const preference = sql<number>`case records.char_id ${sql.join(
    [...order].map(([charId, position]) => sql`when ${charId}::int then ${position}::smallint`),
    sql` `,
  )} end`;
  await trx
    .updateTable('records')
    .set({ preference })
    .where('raid_id', '=', raidId)
    .where('user_id', '=', userId)
    .where('char_id', 'in', [...order.keys()])
    .where(sql<boolean>`preference is distinct from ${preference}`)
    .execute();
}
