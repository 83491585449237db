import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const totalRaids = (expansion: ExpansionKey) =>
  sql<number>`(SELECT count(*)::int FROM raids WHERE expansion = ${expansion})`.as('totalRaids');

/**
 * Raid leaders of the expansion, most raids first: with `id`, that one user whether or not they lead any.
 * `raids` counts raids led in the expansion, `total` raids led everywhere, `totalRaids` all raids of the
 * expansion (docs/decisions.md "Users table share").
 */
export async function raidLeaders(db: Db, expansion: ExpansionKey, id?: string) {
  const raidsHere = sql<number>`(count(r.id) FILTER (WHERE r.expansion = ${expansion}))::int`;
  return db
    .selectFrom('users as u')
    .leftJoin('raids as r', 'r.user_id', 'u.id')
    .select([
      'u.id',
      'u.username',
      'u.global_name',
      'u.discriminator',
      'u.avatar',
      'u.premium',
      'u.preferred_server',
      'u.preferred_loot_system',
      raidsHere.as('raids'),
      sql<number>`count(r.id)::int`.as('total'),
      totalRaids(expansion),
    ])
    .$if(id !== undefined, (query) => query.where('u.id', '=', id ?? ''))
    .$if(id === undefined, (query) => query.having(raidsHere, '>', 0))
    .groupBy('u.id')
    .orderBy('raids', 'desc')
    .orderBy('u.id')
    .execute();
}

/**
 * Communities with raids in the expansion, most raids first: the realm and loot system their raids use most,
 * and premium when the community's owner is. With `id`, that one community whether or not it has raids here.
 */
export async function communities(db: Db, expansion: ExpansionKey, id?: string) {
  const raids = sql<number>`count(r.id)::int`;
  return db
    .selectFrom('guilds as g')
    .leftJoin('raids as r', (join) =>
      join.onRef('r.discord_server', '=', 'g.id').on('r.expansion', '=', expansion),
    )
    .leftJoin('users as owner', 'owner.id', 'g.owner_id')
    .select([
      'g.id',
      'g.name',
      'g.icon',
      sql<number | null>`mode() WITHIN GROUP (ORDER BY r.server)`.as('server'),
      sql<number | null>`mode() WITHIN GROUP (ORDER BY r.loot_system)`.as('lootSystem'),
      raids.as('raids'),
      totalRaids(expansion),
      sql<boolean>`coalesce(owner.premium, false)`.as('premium'),
    ])
    .$if(id !== undefined, (query) => query.where('g.id', '=', id ?? ''))
    .$if(id === undefined, (query) => query.having(raids, '>', 0))
    .groupBy(['g.id', 'owner.id'])
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
