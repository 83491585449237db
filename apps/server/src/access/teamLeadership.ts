import type { AppDeps } from '../appDeps.js';
import { refuseField } from '../http/appError.js';
import { canLeadInGuild } from './guildLeadership.js';
import { mayLeadRaidThere } from '@raid/domain/rules/raidManagers';
import { findTeam, isTeamLeader } from '../data/teams.js';

/**
 * May this user lead a raid of this Discord server, for this team or the whole community? A team must be one
 * of that server's (else the `team` field is refused); its leaders may, without leading the server.
 */
export async function mayLeadRaidIn(
  deps: Pick<AppDeps, 'db' | 'discord'>,
  userId: string,
  place: { guildId: string; teamId: number | null },
): Promise<boolean> {
  let leadsTeam = false;
  if (place.teamId !== null) {
    const team = await findTeam(deps.db, place.teamId);
    if (!team || team.guild_id !== place.guildId) refuseField('team');
    leadsTeam = await isTeamLeader(deps.db, place.teamId, userId);
  }
  // The team's leader needs no answer of Discord's.
  const leadsGuild = !leadsTeam && (await canLeadInGuild(deps, userId, place.guildId));
  return mayLeadRaidThere({ leadsGuild, leadsTeam });
}
