import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { saveHoldsMode, type RaidMode } from '@raid/domain/rules/lockoutModes';
import { sql, type InferResult, type Insertable, type SqlBool } from 'kysely';
import type { Executor } from '../db/database.js';
import type { LockoutSavesTable } from '../db/schema.js';
import type { ReadTogether } from '../db/statementsTogether.js';

/** What a save check needs of a raid. */
interface SavesRaid {
  id: number;
  expansion: ExpansionKey;
  date: Date;
  zones: readonly number[];
  mode: RaidMode;
}

/** Adds saves; one already known (same character, zone and reset) is left as it is. Answers how many it added. */
export async function insertSaves(db: Executor, rows: ReadonlyArray<Insertable<LockoutSavesTable>>) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('lockout_saves')
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(['char_id', 'zone', 'saved_until', 'size', 'difficulty']).doNothing(),
    )
    .returning('id')
    .execute();
  return inserted.length;
}

/** The characters' saves that have not reset at `now`, soonest reset first. */
export function currentSaves(db: Executor, charIds: readonly number[], now: Date) {
  if (charIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lockout_saves')
    .select(['id', 'char_id', 'zone', 'saved_until', 'raid_id', 'size', 'difficulty'])
    .where('char_id', 'in', [...charIds])
    .where('saved_until', '>', now)
    .orderBy('saved_until')
    .orderBy('id')
    .execute();
}

/** The character's save to the zone until then, of that size and difficulty (null: none said). */
export function findSave(
  db: Executor,
  save: { charId: number; zone: number; savedUntil: Date; size: number | null; difficulty: number | null },
) {
  return db
    .selectFrom('lockout_saves')
    .select(['id', 'zone', 'saved_until', 'raid_id', 'size', 'difficulty'])
    .where('char_id', '=', save.charId)
    .where('zone', '=', save.zone)
    .where('saved_until', '=', save.savedUntil)
    .where(sql<SqlBool>`size IS NOT DISTINCT FROM ${save.size}::smallint`)
    .where(sql<SqlBool>`difficulty IS NOT DISTINCT FROM ${save.difficulty}::smallint`)
    .executeTakeFirst();
}

/** A save with the account of its character, for the owner check. */
export function saveWithOwner(db: Executor, id: number) {
  return db
    .selectFrom('lockout_saves')
    .innerJoin('characters', 'characters.id', 'lockout_saves.char_id')
    .select(['lockout_saves.id', 'lockout_saves.raid_id', 'characters.user_id'])
    .where('lockout_saves.id', '=', id)
    .executeTakeFirst();
}

export async function deleteSave(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('lockout_saves').where('id', '=', id).execute();
}

/**
 * The characters (of `charIds`) saved to one of the raid's zones in the reset period holding its start, by
 * another raid run in a mode sharing its lockout or by hand: character id → the latest such save's end.
 */
export async function savesCovering(
  db: Executor,
  charIds: readonly number[],
  raid: SavesRaid,
): Promise<Map<number, Date>> {
  const read = savesCoveringRead(db, charIds, raid);
  return read.answer(read.query ? await read.query.execute() : []);
}

/** savesCovering as a read to send with others (statementsTogether.ts): no statement when nothing can be saved. */
export function savesCoveringRead(
  db: Executor,
  charIds: readonly number[],
  raid: SavesRaid,
): ReadTogether<Map<number, Date>, ReturnType<typeof savesQuery>> {
  const { zones } = raid;
  if (charIds.length === 0 || zones.length === 0) return { query: null, answer: () => new Map() };
  return {
    query: savesQuery(db, charIds, raid),
    answer: (found) => {
      const rows = (found as SaveRow[]).filter((save) => saveHoldsMode(raid.expansion, save, raid.mode));
      const latest = new Map<number, Date>();
      for (const row of rows) {
        const known = latest.get(row.char_id);
        if (!known || known < row.saved_until) latest.set(row.char_id, row.saved_until);
      }
      return latest;
    },
  };
}

function savesQuery(db: Executor, charIds: readonly number[], raid: SavesRaid) {
  const { zones, date } = raid;
  return db
    .selectFrom('lockout_saves')
    .select(['char_id', 'saved_until', 'zone', 'size', 'difficulty'])
    .where('char_id', 'in', [...charIds])
    .where('zone', 'in', [...zones])
    .where('saved_from', '<=', date)
    .where('saved_until', '>', date)
    .where((eb) => eb.or([eb('raid_id', 'is', null), eb('raid_id', '!=', raid.id)]));
}

type SaveRow = InferResult<ReturnType<typeof savesQuery>>[number];

/** A completed raid's roster: its visible records in a slot, with what a save needs of the raid. */
export function rosterForSaves(db: Executor, raidId: number) {
  return db
    .selectFrom('records')
    .innerJoin('raids', 'raids.id', 'records.raid_id')
    .select([
      'records.char_id',
      'raids.expansion',
      'raids.server',
      'raids.date',
      'raids.zone',
      'raids.zone2',
      'raids.zone3',
      'raids.size',
      'raids.difficulty',
      'raids.canceled',
    ])
    .where('records.raid_id', '=', raidId)
    .where('records.slot', '>', 0)
    .where('records.suspended_by_raid_id', 'is', null)
    .execute();
}
