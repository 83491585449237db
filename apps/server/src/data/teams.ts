import type { TeamMemberRow } from '@raid/domain/rules/teams';
import type { TeamNight } from '@raid/domain/schemas/teams';
import type { Selectable, Transaction } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { Database, TeamsTable } from '../db/schema.js';

type Trx = Transaction<Database>;
export type TeamRow = Selectable<TeamsTable>;

export interface TeamColumns {
  guild_id: string;
  name: string;
  role_id: string | null;
  channel_id: string | null;
  schedule: TeamNight[];
  bench_credit_percent: number | null;
}

export function teamsOfGuild(db: Executor, guildId: string): Promise<TeamRow[]> {
  return db.selectFrom('teams').selectAll().where('guild_id', '=', guildId).orderBy('name').execute();
}

/** The teams the user is a member or a leader of, in every community, by name. */
export function teamsOfUser(db: Executor, userId: string): Promise<TeamRow[]> {
  return db
    .selectFrom('teams')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('team_members').select('team_id').where('user_id', '=', userId)),
        eb('id', 'in', eb.selectFrom('team_leaders').select('team_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('name')
    .execute();
}

export function findTeam(db: Executor, id: number): Promise<TeamRow | undefined> {
  return db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The team's row, locked until the transaction ends so two saves (or a save and a role sync) queue up. */
export function lockTeam(trx: Trx, id: number): Promise<TeamRow | undefined> {
  return trx.selectFrom('teams').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Members of these teams, by hand first then by role, each by name. */
export function membersOfTeams(db: Executor, teamIds: readonly number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('team_members')
    .select(['team_id', 'user_id', 'name', 'by_role'])
    .where('team_id', 'in', teamIds)
    .orderBy('by_role')
    .orderBy('name')
    .execute();
}

/** Leaders of these teams, named from the members' rows or, for a leader who is not a member, from users. */
export function leadersOfTeams(db: Executor, teamIds: readonly number[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('team_leaders')
    .leftJoin('team_members', (join) =>
      join
        .onRef('team_members.team_id', '=', 'team_leaders.team_id')
        .onRef('team_members.user_id', '=', 'team_leaders.user_id'),
    )
    .leftJoin('users', 'users.id', 'team_leaders.user_id')
    .select([
      'team_leaders.team_id',
      'team_leaders.user_id',
      'team_members.name',
      'users.global_name',
      'users.username',
    ])
    .where('team_leaders.team_id', 'in', teamIds)
    .orderBy('team_leaders.user_id')
    .execute();
}

/** The user ids of the team's members: whom its raids expect and put first. */
export async function teamMemberIds(db: Executor, teamId: number): Promise<string[]> {
  const rows = await db.selectFrom('team_members').select('user_id').where('team_id', '=', teamId).execute();
  return rows.map((row) => row.user_id);
}

export async function teamLeaderIds(db: Executor, teamId: number): Promise<string[]> {
  const rows = await db.selectFrom('team_leaders').select('user_id').where('team_id', '=', teamId).execute();
  return rows.map((row) => row.user_id);
}

export async function teamMembersNamed(db: Executor, teamId: number) {
  return db
    .selectFrom('team_members')
    .select(['user_id as userId', 'name'])
    .where('team_id', '=', teamId)
    .execute();
}

export async function isTeamLeader(db: Executor, teamId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_leaders')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertTeam(trx: Trx, columns: TeamColumns, now: Date): Promise<number> {
  const row = await trx
    .insertInto('teams')
    .values({ ...columns, schedule: JSON.stringify(columns.schedule), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTeam(trx: Trx, id: number, columns: TeamColumns, now: Date): Promise<void> {
  await trx
    .updateTable('teams')
    .set({ ...columns, schedule: JSON.stringify(columns.schedule), updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces the team's members (both kinds) with these rows. */
export async function replaceMembers(
  trx: Trx,
  teamId: number,
  rows: readonly TeamMemberRow[],
): Promise<void> {
  await trx.deleteFrom('team_members').where('team_id', '=', teamId).execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('team_members')
    .values(
      rows.map((row) => ({ team_id: teamId, user_id: row.userId, name: row.name, by_role: row.byRole })),
    )
    .execute();
}

/** The team's member rows as stored: a role sync keeps those picked by hand and compares the rest. */
export function memberRows(db: Executor, teamId: number): Promise<TeamMemberRow[]> {
  return db
    .selectFrom('team_members')
    .select(['user_id as userId', 'name', 'by_role as byRole'])
    .where('team_id', '=', teamId)
    .execute();
}

export async function replaceLeaders(trx: Trx, teamId: number, userIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('team_leaders').where('team_id', '=', teamId).execute();
  if (userIds.length === 0) return;
  await trx
    .insertInto('team_leaders')
    .values(userIds.map((userId) => ({ team_id: teamId, user_id: userId })))
    .execute();
}

export async function markRolesSynced(trx: Trx, teamId: number, now: Date): Promise<void> {
  await trx.updateTable('teams').set({ roles_synced_at: now }).where('id', '=', teamId).execute();
}

export async function deleteTeamRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('teams').where('id', '=', id).execute();
}

/** Discord servers with a team whose members follow a role: what the scheduled sync walks. */
export async function guildsWithRoleTeams(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('teams')
    .select('guild_id')
    .distinct()
    .where('role_id', 'is not', null)
    .execute();
  return rows.map((row) => row.guild_id);
}

export function roleTeamsOfGuild(db: Executor, guildId: string) {
  return db
    .selectFrom('teams')
    .select(['id', 'role_id'])
    .where('guild_id', '=', guildId)
    .where('role_id', 'is not', null)
    .$narrowType<{ role_id: string }>()
    .execute();
}
