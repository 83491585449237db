import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import { totalRaids } from '../db/publicTables.js';
import type { Database, GuildsTable } from '../db/schema.js';

/** What Settings shows and saves of a Discord server. */
const settingsColumns = [
  'id',
  'status_buttons',
  'hidden_fields',
  'use_discord_events',
  'auto_create_day_of_week',
  'auto_create_hour',
  'reminder_minutes',
  'expected_roles',
  'nudge_minutes',
  'bench_credit_percent',
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

/**
 * Communities with raids in the expansion, most raids first: the realm and loot system their raids use most,
 * and premium when the community's owner is. With `id`, that one community whether or not it has raids here.
 * Read from the per-community summary the raids' triggers keep (migration 0024).
 */
export async function communities(db: Db, expansion: ExpansionKey, id?: string) {
  const held = db
    .selectFrom('guild_totals')
    .select(['guild_id', 'raids', 'server', 'loot_system'])
    .where('expansion', '=', expansion)
    .where('raids', '>', 0)
    .$if(id !== undefined, (query) => query.where('guild_id', '=', id ?? ''));
  return db
    .selectFrom('guilds as g')
    .$if(id === undefined, (query) => query.innerJoin(held.as('here'), 'here.guild_id', 'g.id'))
    .$if(id !== undefined, (query) => query.leftJoin(held.as('here'), 'here.guild_id', 'g.id'))
    .leftJoin('users as owner', 'owner.id', 'g.owner_id')
    .select([
      'g.id',
      'g.name',
      'g.icon',
      sql<number | null>`here.server`.as('server'),
      sql<number | null>`here.loot_system`.as('lootSystem'),
      sql<number>`coalesce(here.raids, 0)`.as('raids'),
      totalRaids(expansion),
      sql<boolean>`coalesce(owner.premium, false)`.as('premium'),
    ])
    .$if(id !== undefined, (query) => query.where('g.id', '=', id ?? ''))
    .orderBy('raids', 'desc')
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
}

export async function guildOwner(db: Db, guildId: string) {
  return db
    .selectFrom('guilds as g')
    .leftJoin('users as owner', 'owner.id', 'g.owner_id')
    .select(['g.id', 'g.owner_id', 'owner.language'])
    .where('g.id', '=', guildId)
    .executeTakeFirst();
}

export async function scheduleChannelIds(db: Db, guildId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('guild_schedule_channels')
    .select('channel_id')
    .where('guild_id', '=', guildId)
    .execute();
  return new Set(rows.map((row) => row.channel_id));
}
