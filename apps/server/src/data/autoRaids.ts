import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { AutoRaidsTable, Database } from '../db/schema.js';

export type AutoRaidRow = Selectable<AutoRaidsTable>;
export type AutoRaidListRow = AutoRaidRow & { guild_name: string | null };

/** The user's templates in this expansion, with their Discord server's name, by weekday and time. */
export function listTemplates(db: Db, userId: string, expansion: ExpansionKey): Promise<AutoRaidListRow[]> {
  return db
    .selectFrom('auto_raids')
    .leftJoin('guilds', 'guilds.id', 'auto_raids.discord_server')
    .selectAll('auto_raids')
    .select('guilds.name as guild_name')
    .where('auto_raids.user_id', '=', userId)
    .where('auto_raids.expansion', '=', expansion)
    .orderBy('auto_raids.day_of_week')
    .orderBy('auto_raids.time')
    .orderBy('auto_raids.id')
    .execute();
}

/** The user's own template, locked until the transaction ends so two saves of it queue up. */
export function lockOwnTemplate(
  trx: Transaction<Database>,
  owner: { userId: string; expansion: ExpansionKey },
  id: number,
): Promise<AutoRaidRow | undefined> {
  return trx
    .selectFrom('auto_raids')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('expansion', '=', owner.expansion)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes the user's own template; the raids it created stay (their auto_raid_id becomes null). */
export async function deleteOwnTemplate(
  db: Db,
  owner: { userId: string; expansion: ExpansionKey },
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('auto_raids')
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('expansion', '=', owner.expansion)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertTemplate(
  trx: Transaction<Database>,
  template: Insertable<AutoRaidsTable>,
): Promise<number> {
  const row = await trx.insertInto('auto_raids').values(template).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTemplate(
  trx: Transaction<Database>,
  id: number,
  columns: Updateable<AutoRaidsTable>,
) {
  await trx.updateTable('auto_raids').set(columns).where('id', '=', id).execute();
}

/** Active templates of Discord servers that have automatic creation (a day and an hour) set. */
export function templatesWithAutoCreation(db: Db) {
  return db
    .selectFrom('auto_raids')
    .innerJoin('guilds', 'guilds.id', 'auto_raids.discord_server')
    .selectAll('auto_raids')
    .select(['guilds.auto_create_day_of_week as create_day', 'guilds.auto_create_hour as create_hour'])
    .where('auto_raids.off', '=', false)
    .where('guilds.auto_create_day_of_week', 'is not', null)
    .where('guilds.auto_create_hour', 'is not', null)
    .$narrowType<{ create_day: number; create_hour: number }>()
    .execute();
}

/** Marks `start` handled unless it already is; answers whether this call did (so only one process tells). */
export async function markTemplateHandled(db: Executor, templateId: number, start: Date): Promise<boolean> {
  const result = await db
    .updateTable('auto_raids')
    .set({ last_created_for: start })
    .where('id', '=', templateId)
    .where((eb) => eb.or([eb('last_created_for', 'is', null), eb('last_created_for', '<', start)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
