import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { ReportOutcome } from '@raid/domain/rules/raidReports';
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { RaidReportsTable, WclGuildLinksTable } from '../db/schema.js';

export function linkedReport(db: Executor, raidId: number) {
  return db.selectFrom('raid_reports').selectAll().where('raid_id', '=', raidId).executeTakeFirst();
}

/** The raid's characters as the report is matched against them: records not held by a similar raid. */
export function raidCharacters(db: Executor, raidId: number) {
  return db
    .selectFrom('records as r')
    .innerJoin('characters as c', 'c.id', 'r.char_id')
    .select(['r.char_id', 'r.user_id', 'r.slot', 'c.name', 'c.server'])
    .where('r.raid_id', '=', raidId)
    .where('r.suspended_by_raid_id', 'is', null)
    .orderBy('r.slot')
    .orderBy('r.id')
    .execute();
}

/** Our live characters of the expansion with one of these names (any case), the report's participants. */
export function charactersNamed(db: Executor, expansion: ExpansionKey, names: readonly string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('characters')
    .select(['id', 'user_id', 'name', 'server'])
    .where('expansion', '=', expansion)
    .where('deleted', '=', false)
    .where(sql<string>`lower(name)`, 'in', [...new Set(names.map((name) => name.toLowerCase()))])
    .orderBy('id')
    .execute();
}

export function guildLink(db: Executor, guildId: string, expansion: ExpansionKey) {
  return db
    .selectFrom('wcl_guild_links')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('expansion', '=', expansion)
    .executeTakeFirst();
}

export async function saveGuildLink(db: Executor, link: Insertable<WclGuildLinksTable>): Promise<void> {
  await db
    .insertInto('wcl_guild_links')
    .values(link)
    .onConflict((conflict) =>
      conflict.columns(['guild_id', 'expansion']).doUpdateSet({
        wcl_guild_id: link.wcl_guild_id ?? null,
        name: link.name ?? null,
        server: link.server ?? null,
        updated_at: link.updated_at,
      }),
    )
    .execute();
}

export async function removeGuildLink(db: Executor, guildId: string, expansion: ExpansionKey): Promise<void> {
  await db
    .deleteFrom('wcl_guild_links')
    .where('guild_id', '=', guildId)
    .where('expansion', '=', expansion)
    .execute();
}

export function saveReportLink(db: Executor, link: Insertable<RaidReportsTable>) {
  return db
    .insertInto('raid_reports')
    .values(link)
    .onConflict((conflict) =>
      conflict.column('raid_id').doUpdateSet({
        site: link.site,
        code: link.code,
        title: link.title,
        start_time: link.start_time,
        end_time: link.end_time,
        confirmed_by: link.confirmed_by,
        confirmed_at: link.confirmed_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A report confirmed before gave some players their outcome: taken back, so the new report decides alone. */
export async function dropReportAttendance(db: Executor, raidId: number): Promise<void> {
  await db.deleteFrom('attendance').where('raid_id', '=', raidId).where('source', '=', 'report').execute();
}

/** The report's outcomes, over whatever the sign-ups gave (one row per raid and player). */
export async function writeReportAttendance(
  db: Executor,
  place: { raid_id: number; guild_id: string; expansion: ExpansionKey; zone: number; date: Date },
  outcomes: readonly ReportOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await db
    .insertInto('attendance')
    .values(
      outcomes.map((row) => ({
        ...place,
        user_id: row.userId,
        char_id: row.charId,
        outcome: row.outcome,
        source: 'report' as const,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['raid_id', 'user_id']).doUpdateSet((eb) => ({
        outcome: eb.ref('excluded.outcome'),
        char_id: eb.ref('excluded.char_id'),
        source: 'report',
        member_name: null,
      })),
    )
    .execute();
}
