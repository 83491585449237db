import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AutoRaidsTable, Database } from '../../db/schema.js';

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
