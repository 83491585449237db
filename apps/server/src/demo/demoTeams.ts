import { mergeTeamMembers } from '@raid/domain/rules/teams';
import { demoGuilds, demoUsers } from '@raid/stand-ins/demoWorld';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
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
 * Illidan (a Raider, no server leader either); each with raid nights and the schedule channel. Of the community's
 * completed raids in each expansion, newest first, of its upcoming ones, soonest first, and of the rest, every
 * third belongs to Core and the one after it to Raiders, so the list filter, the feeds and the attendance table
 * have team raids to show, and Core's next raid has a completed raid of Core before it.
 */
export async function insertDemoTeams(trx: Transaction<Database>, now: Date): Promise<void> {
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
    .select(['id', 'expansion', 'date', 'canceled'])
    .where('discord_server', '=', guild.id)
    .orderBy('date')
    .orderBy('id')
    .execute();
  const completedBy = now.getTime() - COMPLETION_DELAY_MS;
  const completed = (raid: (typeof raids)[number]) => !raid.canceled && raid.date.getTime() <= completedBy;
  const upcoming = (raid: (typeof raids)[number]) => !raid.canceled && raid.date > now;
  for (const expansion of new Set(raids.map((raid) => raid.expansion))) {
    const own = raids.filter((raid) => raid.expansion === expansion);
    // Completed raids newest first, upcoming ones soonest first, then the rest (running, canceled): Core's latest
    // completed raid and its next one stand either side of now, so its sign-up list has a team history to count
    // sit-outs over (demoPriority.ts).
    const ordered = [
      own.filter(completed).reverse(),
      own.filter(upcoming),
      own.filter((raid) => !completed(raid) && !upcoming(raid)),
    ];
    for (const group of ordered) {
      for (const [position, raid] of group.entries()) {
        const team = ids[position % 3];
        if (team === undefined) continue;
        await trx.updateTable('raids').set({ team_id: team }).where('id', '=', raid.id).execute();
      }
    }
  }
}
