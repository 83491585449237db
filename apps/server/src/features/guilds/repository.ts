import type { Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, GuildsTable } from '../../db/schema.js';

/** What Settings shows and saves of a Discord server. */
const settingsColumns = [
  'id',
  'status_buttons',
  'hidden_fields',
  'use_discord_events',
  'auto_create_day_of_week',
  'auto_create_hour',
  'reminder_minutes',
] as const;

/** Keeps our copy of a Discord server's name and icon fresh (the raid cards and the guilds table show them). */
export async function rememberGuild(
  db: Db,
  guild: { id: string; name: string; icon: string | null; ownerId: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('guilds')
    .values({ id: guild.id, name: guild.name, icon: guild.icon, owner_id: guild.ownerId })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ name: guild.name, icon: guild.icon, owner_id: guild.ownerId, updated_at: now }),
    )
    .execute();
}

export function guildSettings(db: Db, guildId: string) {
  return db.selectFrom('guilds').select(settingsColumns).where('id', '=', guildId).executeTakeFirstOrThrow();
}

/** The guild's settings, its row locked until the transaction ends so two saves of it queue up. */
export function lockGuildSettings(trx: Transaction<Database>, guildId: string) {
  return trx
    .selectFrom('guilds')
    .select(settingsColumns)
    .where('id', '=', guildId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function updateGuildSettings(
  trx: Transaction<Database>,
  guildId: string,
  settings: Updateable<GuildsTable>,
) {
  return trx
    .updateTable('guilds')
    .set(settings)
    .where('id', '=', guildId)
    .returning(settingsColumns)
    .executeTakeFirstOrThrow();
}

/** Locks the guild's row until the transaction ends, so changes to what it owns queue up. */
export async function lockGuild(trx: Transaction<Database>, guildId: string): Promise<void> {
  await trx.selectFrom('guilds').select('id').where('id', '=', guildId).forUpdate().execute();
}
