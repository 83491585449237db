import { mergeTeamMembers } from '@raid/domain/rules/teams';
import { demoGuilds, demoUsers } from '@raid/stand-ins/demoWorld';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

const CORE_MEMBERS = ['210000000000000002', '210000000000000003', '210000000000000004', '210000000000000006'];
const CORE_LEADER = '210000000000000006';
const RAIDERS_LEADER = '210000000000000005';

/** The name Discord's member list gives (no nicknames in the demo): the global name, else the username. */
function memberName(userId: string): string {
  const user = demoUsers.find((candidate) => candidate.id === userId);
  return user?.global_name ?? user?.username ?? userId;
}

/**
 * Two teams in the first demo community (issue 30): "Core", whose members are picked by hand and led by Anduin
 * (who holds no role: no server leader), and "Raiders", everyone holding the Raider role as the Discord stand-in has it, led by
 * Illidan (a Raider, no server leader either); each with raid nights and the schedule channel. Of the community's raids in each expansion, newest
 * first, every third belongs to Core and the one after it to Raiders, completed ones included, so the list
 * filter, the feeds and the attendance table have team raids to show.
 */
export async function insertDemoTeams(trx: Transaction<Database>): Promise<void> {
  const [guild] = demoGuilds;
  const raider = guild?.roles.find((role) => role.name === 'Raider');
  const channel = guild?.channels.find((candidate) => candidate.type === 0);
  if (!guild || !raider || !channel) return;
  const named = (ids: readonly string[]) => ids.map((userId) => ({ userId, name: memberName(userId) }));
  const holders = guild.members.filter((member) => member.roles.includes(raider.id)).map((m) => m.userId);
  const teams = [
    {
      name: 'Core',
      role_id: null,
      schedule: [{ dayOfWeek: 3, time: '18:30' }],
      members: named(CORE_MEMBERS),
    },
    {
      name: 'Raiders',
      role_id: raider.id,
      schedule: [
        { dayOfWeek: 0, time: '18:00' },
        { dayOfWeek: 4, time: '18:30' },
      ],
      members: [],
    },
  ];
  const ids: number[] = [];
  for (const [index, team] of teams.entries()) {
    const row = await trx
      .insertInto('teams')
      .values({
        guild_id: guild.id,
        name: team.name,
        role_id: team.role_id,
        channel_id: channel.id,
        schedule: JSON.stringify(team.schedule),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    const members = mergeTeamMembers(team.members, team.role_id ? named(holders) : []);
    await trx
      .insertInto('team_members')
      .values(
        members.map((member) => ({
          team_id: row.id,
          user_id: member.userId,
          name: member.name,
          by_role: member.byRole,
        })),
      )
      .execute();
    await trx
      .insertInto('team_leaders')
      .values({ team_id: row.id, user_id: index === 0 ? CORE_LEADER : RAIDERS_LEADER })
      .execute();
  }
  const raids = await trx
    .selectFrom('raids')
    .select(['id', 'expansion'])
    .where('discord_server', '=', guild.id)
    .orderBy('expansion')
    .orderBy('date', 'desc')
    .orderBy('id')
    .execute();
  let position = 0;
  for (const [index, raid] of raids.entries()) {
    // Counted per expansion from its latest raid, so every expansion's upcoming raids include both teams'.
    position = index > 0 && raids[index - 1]?.expansion === raid.expansion ? position + 1 : 0;
    const team = ids[position % 3];
    if (team === undefined) continue;
    await trx.updateTable('raids').set({ team_id: team }).where('id', '=', raid.id).execute();
  }
}
