import type { Db } from '../db/database.js';

/** Leader roles and schedule channels share one shape: (guild, Discord id) pairs. */
const tables = {
  leaderRoles: { table: 'guild_leader_roles', column: 'role_id' },
  scheduleChannels: { table: 'guild_schedule_channels', column: 'channel_id' },
} as const;

export type GuildIdListKind = keyof typeof tables;

export async function guildIdRows(
  db: Db,
  kind: GuildIdListKind,
  guildIds: readonly string[],
): Promise<Array<{ guildId: string; id: string }>> {
  if (guildIds.length === 0) return [];
  const { table, column } = tables[kind];
  return db
    .selectFrom(table)
    .select(['guild_id as guildId', `${column} as id`])
    .where('guild_id', 'in', guildIds)
    .orderBy('guild_id')
    .orderBy(column)
    .execute();
}

export async function guildIdList(
  db: Db,
  kind: GuildIdListKind,
  guildIds: readonly string[],
): Promise<string[]> {
  const rows = await guildIdRows(db, kind, guildIds);
  return rows.map((row) => row.id);
}

export async function addGuildId(db: Db, kind: GuildIdListKind, guildId: string, id: string): Promise<void> {
  const insert =
    kind === 'leaderRoles'
      ? db.insertInto('guild_leader_roles').values({ guild_id: guildId, role_id: id })
      : db.insertInto('guild_schedule_channels').values({ guild_id: guildId, channel_id: id });
  // Adding an id already there is not an error: the list is the same afterwards.
  await insert.onConflict((conflict) => conflict.doNothing()).execute();
}

export async function removeGuildId(
  db: Db,
  kind: GuildIdListKind,
  guildId: string,
  id: string,
): Promise<void> {
  const { table, column } = tables[kind];
  await db.deleteFrom(table).where('guild_id', '=', guildId).where(column, '=', id).execute();
}
