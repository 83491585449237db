import { expansionKeys } from '@raid/domain/catalogue/expansions';
import type { Db } from '../db/database.js';
import { raidViews } from './raids.js';

/** The user whose feed secret hashes to this, if any. */
export function userByFeedHash(db: Db, hash: string) {
  return db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('calendar_secret_hash', '=', hash)
    .executeTakeFirst();
}

export async function feedSecretOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('calendar_secret')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.calendar_secret ?? null;
}

/**
 * Sets the user's feed secret; with `onlyIfNone` a secret set meanwhile (another tab's first visit) stays.
 * Answers whether the row changed.
 */
export async function setFeedSecret(
  db: Db,
  userId: string,
  secret: { secret: string; hash: string },
  onlyIfNone: boolean,
): Promise<boolean> {
  let query = db
    .updateTable('users')
    .set({ calendar_secret: secret.secret, calendar_secret_hash: secret.hash })
    .where('id', '=', userId);
  if (onlyIfNone) query = query.where('calendar_secret', 'is', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Raids starting after `since` in which the user has a visible record, any expansion, soonest first. */
export function raidViewsOfUser(db: Db, userId: string, since: Date, limit: number) {
  return raidViews(db)
    .where('raids.date', '>', since)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('records')
          .select('records.id')
          .whereRef('records.raid_id', '=', 'raids.id')
          .where('records.user_id', '=', userId)
          .where('records.suspended_by_raid_id', 'is', null),
      ),
    )
    .orderBy('raids.date')
    .orderBy('raids.id')
    .limit(limit)
    .execute();
}

/** The user's visible records in these raids, with their characters' names. */
export function recordsOfUser(db: Db, userId: string, raidIds: number[]) {
  if (raidIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('records')
    .innerJoin('characters', 'characters.id', 'records.char_id')
    .select([
      'records.raid_id',
      'records.slot',
      'records.status',
      'records.leader',
      'records.byer',
      'records.spec_id',
      'records.updated_at',
      'characters.name',
    ])
    .where('records.user_id', '=', userId)
    .where('records.raid_id', 'in', raidIds)
    .where('records.suspended_by_raid_id', 'is', null)
    .orderBy('records.slot', 'desc')
    .orderBy('records.id')
    .execute();
}

export type FeedRecord = Awaited<ReturnType<typeof recordsOfUser>>[number];

/**
 * The Discord server's raids starting after `since`, canceled ones included (a subscribed calendar removes an
 * event only when told it is canceled), in every expansion so raids_by_guild serves the query.
 */
export function raidViewsOfGuild(db: Db, guildId: string, since: Date, limit: number) {
  return raidViews(db)
    .where('raids.expansion', 'in', expansionKeys)
    .where('raids.discord_server', '=', guildId)
    .where('raids.date', '>', since)
    .orderBy('raids.date')
    .orderBy('raids.id')
    .limit(limit)
    .execute();
}

/** A team's raids (issue 30), as the community feed reads its server's. */
export function raidViewsOfTeam(db: Db, teamId: number, since: Date, limit: number) {
  return raidViews(db)
    .where('raids.expansion', 'in', expansionKeys)
    .where('raids.team_id', '=', teamId)
    .where('raids.date', '>', since)
    .orderBy('raids.date')
    .orderBy('raids.id')
    .limit(limit)
    .execute();
}

export function teamOfFeed(db: Db, teamId: number) {
  return db
    .selectFrom('teams')
    .leftJoin('guilds', 'guilds.id', 'teams.guild_id')
    .select(['teams.name', 'teams.guild_id', 'guilds.name as guild_name'])
    .where('teams.id', '=', teamId)
    .executeTakeFirst();
}

export async function guildKnown(db: Db, guildId: string): Promise<boolean> {
  const row = await db.selectFrom('guilds').select('id').where('id', '=', guildId).executeTakeFirst();
  return row !== undefined;
}
