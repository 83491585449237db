import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RecordView } from '../raids/recordPresenter.js';

export type Executor = Db | Transaction<Database>;

export function findRaid(db: Executor, raidId: number, expansion: ExpansionKey) {
  return db
    .selectFrom('raids')
    .selectAll()
    .where('id', '=', raidId)
    .where('expansion', '=', expansion)
    .executeTakeFirst();
}

/** Records joined with what the presenter needs: character, owner, and a waiting change request. */
function recordViewQuery(db: Executor) {
  return db
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
 * slot and the one-roster-place rule, and the records the characters already have (hidden ones too).
 */
export async function signUpRecords(trx: Transaction<Database>, raidId: number, charIds: readonly number[]) {
  const rows = await trx
    .selectFrom('records')
    .select(['id', 'user_id', 'char_id', 'slot', 'leader', 'status', 'suspended_by_raid_id'])
    .where('raid_id', '=', raidId)
    .where((eb) =>
      eb.or([
        eb.and([eb('slot', '>', 0), eb('suspended_by_raid_id', 'is', null)]),
        eb('char_id', 'in', charIds),
      ]),
    )
    .execute();
  return {
    roster: rows.filter((row) => row.slot > 0 && row.suspended_by_raid_id === null),
    existing: rows.filter((row) => charIds.includes(row.char_id)),
  };
}

/** The raid's visible records as the roster rules see them. */
export function rosterRecords(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .select(['id', 'user_id', 'char_id', 'slot', 'leader', 'status'])
    .where('raid_id', '=', raidId)
    .where('suspended_by_raid_id', 'is', null)
    .execute();
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

/** A live character of the expansion, or undefined. */
export function findCharacter(db: Executor, charId: number, expansion: ExpansionKey) {
  return db
    .selectFrom('characters')
    .selectAll()
    .where('id', '=', charId)
    .where('expansion', '=', expansion)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/** The guild's sign-up questions in their settings order. */
export function guildQuestions(db: Executor, guildId: string) {
  return db
    .selectFrom('questions')
    .select(['id', 'text'])
    .where('guild_id', '=', guildId)
    .orderBy('position')
    .execute();
}

/**
 * Applies roster slot changes without ever holding one slot twice: PostgreSQL checks records_one_per_slot row by
 * row, so a swap goes through the list. Moved records leave their slots first; the leader's record (which must
 * keep a slot) then takes its target, which is free by now; the others follow in one statement.
 */
export async function applySlotChanges(
  trx: Transaction<Database>,
  changes: ReadonlyArray<{ id: number; slot: number; leader: boolean }>,
  now: Date,
): Promise<void> {
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
  if (placed.length === 0) return;
  const target = sql<number>`case records.id ${sql.join(
    placed.map((change) => sql`when ${change.id}::int then ${change.slot}::smallint`),
    sql` `,
  )} end`;
  await trx
    .updateTable('records')
    .set({ slot: target })
    .where(
      'id',
      'in',
      placed.map((change) => change.id),
    )
    .execute();
}
