import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { BENCH_HISTORY_RAIDS, benchStandings } from '@raid/domain/rules/benches';
import type { SitOutsAnswer } from '@raid/domain/schemas/benches';
import type { AppDeps } from '../../appDeps.js';
import { raidOrNotFound } from '../../data/raids.js';
import { raidParticipants } from '../../realtime/repository.js';
import { benchEntries, scopeRaids } from '../../data/benches.js';
import { findTeam } from '../../data/teams.js';

/**
 * `GET /api/sitOuts`: the bench standings of the raid's players over its community's raids that ran before it, or
 * its team's raids for a team raid (domain rules/benches.ts). Public, as the attendance it is read from.
 */
export async function raidSitOuts(
  deps: Pick<AppDeps, 'db'>,
  expansion: ExpansionKey,
  raidId: number,
): Promise<SitOutsAnswer> {
  const raid = await raidOrNotFound(deps.db, raidId, expansion);
  const [team, raids, players] = await Promise.all([
    raid.team_id === null ? undefined : findTeam(deps.db, raid.team_id),
    scopeRaids(deps.db, {
      guildId: raid.discord_server,
      expansion,
      teamId: raid.team_id,
      before: raid.date,
      limit: BENCH_HISTORY_RAIDS,
    }),
    raidParticipants(deps.db, raid.id),
  ]);
  const standings = benchStandings(await benchEntries(deps.db, raids, players));
  return {
    raid: raid.id,
    team: team?.name ?? null,
    raidsCounted: raids.length,
    players: [...standings].map(([userID, standing]) => ({ userID, ...standing })),
  };
}
