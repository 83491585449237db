import { mergeTeamMembers, sameTeamMembers } from '@raid/domain/rules/teams';
import type { AppDeps } from '../../appDeps.js';
import type { DiscordListedMember } from '../../integrations/discord/discordGateway.js';
import {
  guildsWithRoleTeams,
  lockTeam,
  markRolesSynced,
  memberRows,
  replaceMembers,
  roleTeamsOfGuild,
} from '../../data/teams.js';

type SyncDeps = Pick<AppDeps, 'db' | 'discord' | 'now' | 'events'>;

/** The same bound as the nudges' expected members: a raid group larger than this is not a raid group. */
const MAX_MEMBERS = 5_000;

/** A team's members read anew from Discord once this old, when its community's teams are read. */
export const ROLE_SYNC_MAX_AGE_MS = 10 * 60_000;

/**
 * Keeps the members of the server's role teams in step with Discord (issue 30). The product learns roles only
 * through Discord's REST API (the bot keeps no gateway connection, so no GUILD_MEMBER_UPDATE reaches it): the
 * role holders are read from the member list when a team is saved, when the teams are read and the copy is
 * older than ROLE_SYNC_MAX_AGE_MS, and by the scheduled sync (jobs/teamRoleSync.ts). A server the bot cannot see
 * keeps the members last read rather than losing them all. When a team's members changed (who, their name, or
 * whether by hand), open pages are told `teamsChanged` after the commit, as a saved team tells them; a sync that
 * changes nothing writes only its time and tells nothing. Answers how many teams were synced.
 */
export async function syncRoleTeams(deps: SyncDeps, guildId: string): Promise<number> {
  const teams = await roleTeamsOfGuild(deps.db, guildId);
  if (teams.length === 0) return 0;
  let members: DiscordListedMember[];
  try {
    if (!(await deps.discord.guild(guildId))) return 0;
    members = await deps.discord.guildMembers(guildId, MAX_MEMBERS);
  } catch {
    return 0;
  }
  const now = deps.now();
  let changed = false;
  for (const team of teams) {
    const holders = members.filter((member) => member.roles.includes(team.role_id));
    const replaced = await deps.db.transaction().execute(async (trx) => {
      const locked = await lockTeam(trx, team.id);
      if (!locked || locked.role_id !== team.role_id) return false;
      const stored = await memberRows(trx, team.id);
      const merged = mergeTeamMembers(
        stored.filter((member) => !member.byRole),
        holders,
      );
      await markRolesSynced(trx, team.id, now);
      if (sameTeamMembers(stored, merged)) return false;
      await replaceMembers(trx, team.id, merged);
      return true;
    });
    changed ||= replaced;
  }
  if (changed) deps.events.emit({ type: 'teamsChanged', guildId });
  return teams.length;
}

/** Every server with a role team, one after another (the scheduled sync). */
export async function syncAllRoleTeams(deps: SyncDeps): Promise<number> {
  let synced = 0;
  for (const guildId of await guildsWithRoleTeams(deps.db)) synced += await syncRoleTeams(deps, guildId);
  return synced;
}
