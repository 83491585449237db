import { displayName } from '@raid/domain/rules/displayName';
import type { Team } from '@raid/domain/schemas/teams';
import type { leadersOfTeams, membersOfTeams, TeamRow } from '../../data/teams.js';

type MemberRow = Awaited<ReturnType<typeof membersOfTeams>>[number];
type LeaderRow = Awaited<ReturnType<typeof leadersOfTeams>>[number];

export function presentTeam(
  row: TeamRow,
  members: readonly MemberRow[],
  leaders: readonly LeaderRow[],
  roleNames: ReadonlyMap<string, string>,
): Team {
  return {
    id: row.id,
    guildId: row.guild_id,
    name: row.name,
    roleId: row.role_id,
    roleName: row.role_id === null ? null : (roleNames.get(row.role_id) ?? null),
    channelId: row.channel_id,
    schedule: row.schedule,
    benchCredit: row.bench_credit_percent === null ? null : row.bench_credit_percent / 100,
    members: members
      .filter((member) => member.team_id === row.id)
      .map((member) => ({ userId: member.user_id, name: member.name, byRole: member.by_role })),
    leaders: leaders
      .filter((leader) => leader.team_id === row.id)
      .map((leader) => ({
        userId: leader.user_id,
        name:
          leader.name ??
          (leader.username === null
            ? leader.user_id
            : displayName({
                username: leader.username,
                global_name: leader.global_name,
                discriminator: null,
              })),
      })),
  };
}
