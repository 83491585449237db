import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** All raids of the expansion, from the maintained totals. */
const totalRaids = (expansion: ExpansionKey) =>
  sql<number>`(SELECT coalesce(sum(raids), 0)::int FROM raid_totals WHERE expansion = ${expansion})`.as(
    'totalRaids',
  );

/**
 * Raid leaders of the expansion, most raids first: with `id`, that one user whether or not they lead any.
 * Their realm and loot system are the ones most of their raids here use, else their stored preference (one
 * value for every expansion, and set by few): docs/decisions.md "Raid leaders' server and loot".
 * `raids` counts raids led in the expansion, `total` raids led everywhere, `totalRaids` all raids of the
 * expansion (docs/decisions.md "Users table share"). Read from the totals the raids' triggers keep, so the
 * cost follows the number of leaders, not of raids.
 */
export async function raidLeaders(db: Db, expansion: ExpansionKey, id?: string) {
  const led = db
    .selectFrom('raid_totals')
    .select(['user_id', sql<number>`sum(raids)::int`.as('raids')])
    .where('expansion', '=', expansion)
    .$if(id !== undefined, (query) => query.where('user_id', '=', id ?? ''))
    .groupBy('user_id')
    .having(sql`sum(raids)`, '>', 0);
  const everywhere = db
    .selectFrom('raid_totals')
    .select(['user_id', sql<number>`sum(raids)::int`.as('total')])
    .$if(id !== undefined, (query) => query.where('user_id', '=', id ?? ''))
    .$if(id === undefined, (query) =>
      query.where('user_id', 'in', (eb) =>
        eb.selectFrom('raid_totals as here').select('here.user_id').where('here.expansion', '=', expansion),
      ),
    )
    .groupBy('user_id');
  return db
    .selectFrom('users as u')
    .$if(id === undefined, (query) => query.innerJoin(led.as('led'), 'led.user_id', 'u.id'))
    .$if(id !== undefined, (query) => query.leftJoin(led.as('led'), 'led.user_id', 'u.id'))
    .leftJoin(everywhere.as('everywhere'), 'everywhere.user_id', 'u.id')
    .leftJoin(mostUsed(db, expansion, 'user_id', 'server').as('realm'), 'realm.owner_id', 'u.id')
    .leftJoin(mostUsed(db, expansion, 'user_id', 'loot_system').as('loot'), 'loot.owner_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.global_name',
      'u.discriminator',
      'u.avatar',
      'u.premium',
      sql<number | null>`coalesce(realm.value, u.preferred_server)`.as('server'),
      sql<number | null>`coalesce(loot.value, u.preferred_loot_system)`.as('lootSystem'),
      sql<number>`coalesce(led.raids, 0)`.as('raids'),
      sql<number>`coalesce(everywhere.total, 0)`.as('total'),
      totalRaids(expansion),
    ])
    .$if(id !== undefined, (query) => query.where('u.id', '=', id ?? ''))
    .orderBy('raids', 'desc')
    .orderBy('u.id')
    .execute();
}

/**
 * Per community or leader of the expansion (`owner`), the realm or loot system most of its raids use (ties:
 * the lowest id). The result's `owner_id` is the community's or the leader's id.
 */
function mostUsed(
  db: Db,
  expansion: ExpansionKey,
  owner: 'guild_id' | 'user_id',
  column: 'server' | 'loot_system',
) {
  return db
    .selectFrom((inner) =>
      inner
        .selectFrom('raid_totals')
        .select([`${owner} as owner_id`, `${column} as value`, sql<number>`sum(raids)`.as('n')])
        .where('expansion', '=', expansion)
        .groupBy([owner, column])
        .as('uses'),
    )
    .distinctOn('uses.owner_id')
    .select(['uses.owner_id', 'uses.value'])
    .where('uses.n', '>', 0)
    .orderBy('uses.owner_id')
    .orderBy('uses.n', 'desc')
    .orderBy('uses.value');
}

/**
 * Communities with raids in the expansion, most raids first: the realm and loot system their raids use most,
 * and premium when the community's owner is. With `id`, that one community whether or not it has raids here.
 */
export async function communities(db: Db, expansion: ExpansionKey, id?: string) {
  const raidsHere = db
    .selectFrom('raid_totals')
    .select(['guild_id', sql<number>`sum(raids)::int`.as('raids')])
    .where('expansion', '=', expansion)
    .$if(id !== undefined, (query) => query.where('guild_id', '=', id ?? ''))
    .groupBy('guild_id')
    .having(sql`sum(raids)`, '>', 0);
  return db
    .selectFrom('guilds as g')
    .$if(id === undefined, (query) => query.innerJoin(raidsHere.as('here'), 'here.guild_id', 'g.id'))
    .$if(id !== undefined, (query) => query.leftJoin(raidsHere.as('here'), 'here.guild_id', 'g.id'))
    .leftJoin(mostUsed(db, expansion, 'guild_id', 'server').as('realm'), 'realm.owner_id', 'g.id')
    .leftJoin(mostUsed(db, expansion, 'guild_id', 'loot_system').as('loot'), 'loot.owner_id', 'g.id')
    .leftJoin('users as owner', 'owner.id', 'g.owner_id')
    .select([
      'g.id',
      'g.name',
      'g.icon',
      sql<number | null>`realm.value`.as('server'),
      sql<number | null>`loot.value`.as('lootSystem'),
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

/** Rises whenever what the raid leaders or communities tables show may have changed (migration 0006). */
export async function publicTablesVersion(db: Db): Promise<string> {
  const { rows } = await sql<{
    version: string;
  }>`SELECT last_value::text || ':' || is_called::text AS version FROM public_tables_version`.execute(db);
  return rows[0]?.version ?? '';
}
