import { mergeTeamMembers } from '@raid/domain/rules/teams';
import type { SaveTeamPayload, TeamsAnswer } from '@raid/domain/schemas/teams';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import type { DiscordGuildDetails, DiscordListedMember } from '../../integrations/discord/discordGateway.js';
import { canLeadInGuild } from '../../access/guildLeadership.js';
import { rememberGuild } from '../../data/guilds.js';
import { isTextChannel } from '../../presenters/guildSettings.js';
import { presentTeam } from './presenter.js';
import {
  deleteTeamRow,
  findTeam,
  insertTeam,
  leadersOfTeams,
  lockTeam,
  markRolesSynced,
  membersOfTeams,
  replaceLeaders,
  replaceMembers,
  teamsOfGuild,
  teamsOfUser,
  updateTeam,
} from '../../data/teams.js';
import { ROLE_SYNC_MAX_AGE_MS, syncRoleTeams } from './roleSync.js';

type TeamDeps = Pick<AppDeps, 'db' | 'discord' | 'now' | 'events'>;

/** The same bound as the nudges' expected members. */
const MAX_MEMBERS = 5_000;

/** Roles a member can hold (not @everyone, not a bot's own), highest first, as Discord lists them. */
function assignableRoles(guild: DiscordGuildDetails) {
  return guild.roles
    .filter((role) => role.id !== guild.id && !role.managed)
    .sort((a, b) => b.position - a.position);
}

/**
 * `GET /api/teams?guild=`: the community's teams for anyone, as the community page is. Role teams whose copy
 * of Discord's members is older than ROLE_SYNC_MAX_AGE_MS are read anew first. Those who lead the server also
 * get what the team dialog offers: its roles, text channels and members.
 */
export async function listTeams(
  deps: TeamDeps,
  user: UserRow | null,
  guildId: string | undefined,
): Promise<TeamsAnswer> {
  if (guildId === undefined) return ownTeams(deps, user);
  const now = deps.now().getTime();
  const stale = (await teamsOfGuild(deps.db, guildId)).some(
    (team) =>
      team.role_id !== null &&
      (team.roles_synced_at === null || now - team.roles_synced_at.getTime() > ROLE_SYNC_MAX_AGE_MS),
  );
  if (stale) await syncRoleTeams(deps, guildId);
  const [rows, guild, mayManage] = await Promise.all([
    teamsOfGuild(deps.db, guildId),
    deps.discord.guild(guildId).catch(() => null),
    user ? canLeadInGuild(deps, user.id, guildId) : Promise.resolve(false),
  ]);
  const ids = rows.map((row) => row.id);
  const [members, leaders] = await Promise.all([membersOfTeams(deps.db, ids), leadersOfTeams(deps.db, ids)]);
  const roles = guild ? assignableRoles(guild) : [];
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));
  const teams = rows.map((row) => presentTeam(row, members, leaders, roleNames));
  if (!mayManage || !guild) return { teams, mayManage: false, roles: [], channels: [], members: [] };
  const listed = await deps.discord.guildMembers(guildId, MAX_MEMBERS);
  return {
    teams,
    mayManage,
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    channels: [...guild.channels]
      .filter(isTextChannel)
      .sort((a, b) => a.position - b.position)
      .map((channel) => ({ id: channel.id, name: channel.name })),
    members: listed
      .map((member) => ({ id: member.userId, name: member.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The caller's own teams in every community (a visitor has none). */
async function ownTeams(deps: TeamDeps, user: UserRow | null): Promise<TeamsAnswer> {
  const rows = user ? await teamsOfUser(deps.db, user.id) : [];
  const ids = rows.map((row) => row.id);
  const [members, leaders] = await Promise.all([membersOfTeams(deps.db, ids), leadersOfTeams(deps.db, ids)]);
  const teams = rows.map((row) => presentTeam(row, members, leaders, new Map()));
  return { teams, mayManage: false, roles: [], channels: [], members: [] };
}

/** The Discord server, when the user leads it; 403 otherwise, 404 when the bot is not there. */
async function ledGuild(deps: TeamDeps, user: UserRow, guildId: string): Promise<DiscordGuildDetails> {
  if (!(await canLeadInGuild(deps, user.id, guildId))) fail('forbidden');
  return (await deps.discord.guild(guildId)) ?? fail('notFound');
}

/** Each of `ids` must be a member of the server (refused by `field` otherwise); answers them with their names. */
function membersNamed(listed: readonly DiscordListedMember[], ids: readonly string[], field: string) {
  const byId = new Map(listed.map((member) => [member.userId, member]));
  return [...new Set(ids)].map((id) => {
    const member = byId.get(id) ?? refuseField(field);
    return { userId: id, name: member.name };
  });
}

/**
 * `POST /api/saveTeam`: a new team, or a whole team edited, by a leader of its Discord server. The role must be
 * one a member can hold, the channel a text channel, members and leaders members of the server; the role's
 * holders join at once. The name is unique in the community (teamNameTaken).
 */
export async function saveTeam(
  deps: TeamDeps,
  user: UserRow,
  input: SaveTeamPayload,
): Promise<{ success: true; id: number }> {
  const guild = await ledGuild(deps, user, input.guild);
  if (input.roleId !== null && !assignableRoles(guild).some((role) => role.id === input.roleId)) {
    refuseField('roleId');
  }
  if (input.channelId !== null && !guild.channels.some((c) => c.id === input.channelId && isTextChannel(c))) {
    refuseField('channelId');
  }
  const listed = await deps.discord.guildMembers(guild.id, MAX_MEMBERS);
  const picked = membersNamed(listed, input.members, 'members');
  const leaders = membersNamed(listed, input.leaders, 'leaders').map((leader) => leader.userId);
  const holders =
    input.roleId === null ? [] : listed.filter((member) => member.roles.includes(input.roleId ?? ''));
  const columns = {
    guild_id: guild.id,
    name: input.name,
    role_id: input.roleId,
    channel_id: input.channelId,
    schedule: input.schedule,
    bench_credit_percent: input.benchCredit === null ? null : Math.round(input.benchCredit * 100),
  };
  const now = deps.now();
  const saved = await deps.db.transaction().execute(async (trx) => {
    await rememberGuild(trx, guild, now);
    let id = input.id;
    if (id === undefined) {
      id = await insertTeam(trx, columns, now);
    } else {
      const stored = await lockTeam(trx, id);
      if (!stored || stored.guild_id !== guild.id) fail('notFound');
      await updateTeam(trx, id, columns, now);
    }
    await replaceMembers(trx, id, mergeTeamMembers(picked, holders));
    await replaceLeaders(trx, id, leaders);
    if (input.roleId !== null) await markRolesSynced(trx, id, now);
    return { success: true as const, id };
  });
  deps.events.emit({ type: 'teamsChanged', guildId: guild.id });
  return saved;
}

/** `POST /api/deleteTeam`: its raids and templates stay, for the whole community. */
export async function deleteTeam(deps: TeamDeps, user: UserRow, id: number): Promise<{ success: true }> {
  const team = (await findTeam(deps.db, id)) ?? fail('notFound');
  if (!(await canLeadInGuild(deps, user.id, team.guild_id))) fail('forbidden');
  await deleteTeamRow(deps.db, id);
  deps.events.emit({ type: 'teamsChanged', guildId: team.guild_id });
  return { success: true };
}
