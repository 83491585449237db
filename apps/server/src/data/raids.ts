import { expansionKeys } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { RosterApprovalState } from '@raid/domain/rules/raidLifecycle';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { Database, RaidRow, RaidsTable } from '../db/schema.js';
import { fail } from '../http/appError.js';

/** Whether the raid's GDKP ledger is hidden from visitors: its pot is then shown nowhere public either. */
export const gdkpHidden = sql<boolean | null>`(gdkp_ledgers.rules ->> 'hiddenFromVisitors')::boolean`.as(
  'gdkp_hidden',
);

/**
 * A raid with what its page shows: leader, guild, template, and the counts the triggers of migration 0004 keep
 * on the row (roster by role, sign-ups, history entries).
 */
export function raidViews(db: Executor) {
  return db
    .selectFrom('raids')
    .innerJoin('users', 'users.id', 'raids.user_id')
    .leftJoin('guilds', 'guilds.id', 'raids.discord_server')
    .leftJoin('auto_raids', 'auto_raids.id', 'raids.auto_raid_id')
    .leftJoin('gdkp_ledgers', 'gdkp_ledgers.raid_id', 'raids.id')
    .leftJoin('teams', 'teams.id', 'raids.team_id')
    .selectAll('raids')
    .select([
      'users.username',
      'users.global_name',
      'users.discriminator',
      'users.avatar',
      'guilds.name as guild_name',
      'guilds.icon as guild_icon',
      'auto_raids.day_of_week as auto_day_of_week',
      'auto_raids.start_day_of_week as auto_start_day_of_week',
      'auto_raids.start_time as auto_start_time',
      'gdkp_ledgers.pot_copper as gdkp_pot_copper',
      gdkpHidden,
      'teams.name as team_name',
    ]);
}

export type RaidView = Awaited<ReturnType<ReturnType<typeof raidViews>['executeTakeFirstOrThrow']>>;

export function findRaidView(db: Db, expansion: ExpansionKey, id: number): Promise<RaidView | undefined> {
  return raidViews(db).where('raids.id', '=', id).where('raids.expansion', '=', expansion).executeTakeFirst();
}

/** The raid's view whatever its expansion: a Discord button names only the raid. */
export function findRaidViewById(db: Db, id: number): Promise<RaidView | undefined> {
  return raidViews(db).where('raids.id', '=', id).executeTakeFirst();
}

/**
 * The Discord server's raids still open for sign-up (not canceled, not yet completed), soonest first, in every
 * expansion: naming them all lets raids_by_guild (expansion, discord_server, date) serve the query.
 */
export function openRaidViewsOfGuild(db: Db, guildId: string, startedAfter: Date, limit: number) {
  return raidViews(db)
    .where('raids.expansion', 'in', expansionKeys)
    .where('raids.discord_server', '=', guildId)
    .where('raids.canceled', '=', false)
    .where('raids.date', '>', startedAfter)
    .orderBy('raids.date')
    .orderBy('raids.id')
    .limit(limit)
    .execute();
}

/** The leaders of the raid's team (issue 30), who manage it as its leader does; none for a community raid. */
// No quoted literal in it: the lock that reads it is then sent with its BEGIN (foldedBegin.ts).
export const teamLeaders = sql<string[]>`coalesce(
  (SELECT array_agg(team_leaders.user_id) FROM team_leaders WHERE team_leaders.team_id = raids.team_id),
  ARRAY[]::text[]
)`.as('team_leaders');

export function findRaid(db: Executor, raidId: number, expansion: ExpansionKey) {
  return db
    .selectFrom('raids')
    .selectAll()
    .select(teamLeaders)
    .where('id', '=', raidId)
    .where('expansion', '=', expansion)
    .executeTakeFirst();
}

/** The statement of lockRaid, for sending it with what must follow it (statementsTogether.ts). */
export function lockRaidQuery(trx: Transaction<Database>, expansion: ExpansionKey, id: number) {
  return trx
    .selectFrom('raids')
    .selectAll()
    .select(teamLeaders)
    .where('id', '=', id)
    .where('expansion', '=', expansion)
    .forUpdate();
}

/** The raid row, locked until the transaction ends so concurrent edits of it queue up. */
export function lockRaid(trx: Transaction<Database>, expansion: ExpansionKey, id: number) {
  return lockRaidQuery(trx, expansion, id).executeTakeFirst();
}

/** The leader's other non-canceled raid starting at the same moment ('A raid with this date already exists'). */
export async function raidAtSameDate(
  db: Executor,
  raid: { expansion: ExpansionKey; userId: string; date: Date; exceptId?: number },
): Promise<number | null> {
  let query = db
    .selectFrom('raids')
    .select('id')
    .where('expansion', '=', raid.expansion)
    .where('user_id', '=', raid.userId)
    .where('date', '=', raid.date)
    .where('canceled', '=', false);
  if (raid.exceptId !== undefined) query = query.where('id', '!=', raid.exceptId);
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}

export async function updateRaid(db: Executor, id: number, columns: Updateable<RaidsTable>) {
  await db.updateTable('raids').set(columns).where('id', '=', id).execute();
}

export async function raidLeaderId(db: Executor, id: number): Promise<string> {
  const raid = await db.selectFrom('raids').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
  return raid.user_id;
}

/** Cancels the character's raids that started after `startedAfter` (not yet completed); answers their ids. */
export async function cancelRaidsLedByCharacter(
  trx: Transaction<Database>,
  charId: number,
  startedAfter: Date,
  reason: string,
  now: Date,
): Promise<number[]> {
  const raids = await trx
    .updateTable('raids')
    .set({ canceled: true, canceled_reason: reason, is_archive: true, updated_at: now })
    .where('char_id', '=', charId)
    .where('canceled', '=', false)
    .where('date', '>', startedAfter)
    .returning('id')
    .execute();
  return raids.map((raid) => raid.id);
}

/** Raids with an active Discord post that started by `startedBy` (at most 100 per call); answers their ids. */
export async function postedRaidsStartedBy(db: Db, startedBy: Date): Promise<number[]> {
  const raids = await db
    .selectFrom('raids')
    .select('id')
    .where('discord_message', 'is not', null)
    .where('discord_message_status', '=', 'active')
    .where('canceled', '=', false)
    .where('date', '<=', startedBy)
    .limit(100)
    .execute();
  return raids.map((raid) => raid.id);
}

/**
 * Approves a preliminary roster not yet approved; false when it already was. The condition is checked in SQL so
 * that of two approvals racing, one wins.
 */
export async function markRosterApproved(db: Db, raidId: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('raids')
    .set({ roster_approved: true, updated_at: now })
    .where('id', '=', raidId)
    .where('preliminary_raid_rosters', '=', true)
    .where('roster_approved', '=', false)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * What the completion and reminder jobs need of a raid (or of every raid that started after `startedAfter`), not
 * canceled ones: its start, the start last reminded of, and its guild's reminder lead time.
 */
export function raidSchedules(db: Db, raids: { id: number } | { startedAfter: Date }) {
  let query = db
    .selectFrom('raids')
    .leftJoin('guilds', 'guilds.id', 'raids.discord_server')
    .select(['raids.id', 'raids.date', 'raids.reminder_sent_for', 'guilds.reminder_minutes'])
    .where('raids.canceled', '=', false);
  query =
    'id' in raids
      ? query.where('raids.id', '=', raids.id)
      : query.where('raids.date', '>', raids.startedAfter);
  return query.execute();
}

export function insertRaid(trx: Transaction<Database>, raid: Insertable<RaidsTable>) {
  return trx.insertInto('raids').values(raid).returning(['id', 'size']).executeTakeFirstOrThrow();
}

/** What completing a raid needs to know: it is still there, not canceled, and starts when the job says. */
export function raidForCompletion(db: Db, id: number) {
  return db
    .selectFrom('raids')
    .select(['expansion', 'date', 'canceled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findRaidOfGuild(db: Db, id: number, guildId: string) {
  return db
    .selectFrom('raids')
    .select('id')
    .where('id', '=', id)
    .where('discord_server', '=', guildId)
    .executeTakeFirst();
}

/**
 * The other not canceled raids of the expansion, realm, zone, size and difficulty as `raid` that start within
 * `window` (from inclusive, to exclusive): the query, sent alone or with other reads.
 */
export function raidsLikeInWindow(db: Executor, raid: RaidRow, window: { from: Date; to: Date }) {
  return db
    .selectFrom('raids')
    .selectAll()
    .where('expansion', '=', raid.expansion)
    .where('server', '=', raid.server)
    .where('zone', '=', raid.zone)
    .where('size', '=', raid.size)
    .where('difficulty', '=', raid.difficulty)
    .where('date', '>=', window.from)
    .where('date', '<', window.to)
    .where('canceled', '=', false)
    .where('id', '!=', raid.id);
}

/** What the reminder job checks before sending: the raid is still on, at the start and lead time it was set for. */
export function raidForReminder(db: Db, id: number) {
  return db
    .selectFrom('raids')
    .innerJoin('guilds', 'guilds.id', 'raids.discord_server')
    .select(['raids.expansion', 'raids.date', 'raids.canceled', 'guilds.reminder_minutes'])
    .where('raids.id', '=', id)
    .executeTakeFirst();
}

/**
 * Marks the raid's start `date` as reminded unless it already is (or the raid moved or was canceled); answers
 * whether this call did, so only one sender reminds.
 */
export async function claimReminder(trx: Transaction<Database>, id: number, date: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('raids')
    .set({ reminder_sent_for: date })
    .where('id', '=', id)
    .where('date', '=', date)
    .where('canceled', '=', false)
    .where((eb) => eb.or([eb('reminder_sent_for', 'is', null), eb('reminder_sent_for', '!=', date)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Raids starting after `now` and by `latestStart` whose reminder time has come and that were not reminded. */
export function raidsOwingReminders(db: Db, now: Date, latestStart: Date) {
  return db
    .selectFrom('raids')
    .innerJoin('guilds', 'guilds.id', 'raids.discord_server')
    .select(['raids.id', 'raids.date', 'guilds.reminder_minutes'])
    .where('raids.canceled', '=', false)
    .where('raids.date', '>', now)
    .where('raids.date', '<=', latestStart)
    .where('guilds.reminder_minutes', 'is not', null)
    .where(sql<Date>`raids.date - guilds.reminder_minutes * interval '1 minute'`, '<=', now)
    .where((eb) =>
      eb.or([
        eb('raids.reminder_sent_for', 'is', null),
        eb('raids.reminder_sent_for', '!=', eb.ref('raids.date')),
      ]),
    )
    .$narrowType<{ reminder_minutes: number }>()
    .execute();
}

/** What syncing the raid's Discord post and event needs beyond its view: its state there and its leader's. */
export function raidDiscordState(db: Db, id: number) {
  return db
    .selectFrom('raids')
    .innerJoin('users', 'users.id', 'raids.user_id')
    .select([
      'raids.expansion',
      'raids.discord_message_status',
      'raids.discord_event',
      'users.language',
      'users.premium',
      'users.use_discord_events',
    ])
    .where('raids.id', '=', id)
    .executeTakeFirst();
}

/** The channel the raid was posted to, whatever its expansion. */
export function raidChannel(db: Executor, id: number) {
  return db.selectFrom('raids').select('discord_channel').where('id', '=', id).executeTakeFirst();
}

/** The raid of the caller's expansion, or 404 'Raid not found' (another expansion's raid is not there). */
export async function raidOrNotFound(
  db: Executor,
  raidId: number,
  expansion: ExpansionKey,
): Promise<RaidRow & { team_leaders: string[] }> {
  return (await findRaid(db, raidId, expansion)) ?? fail('raidNotFound');
}

/** The raid's roster approval as the domain's lifecycle rules read it (isRosterLocked, canApproveRoster). */
export function approvalState(raid: RaidRow): RosterApprovalState {
  return {
    date: raid.date,
    canceled: raid.canceled,
    preliminaryRaidRosters: raid.preliminary_raid_rosters,
    rosterApproved: raid.roster_approved,
  };
}
