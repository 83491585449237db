import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { ACTIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE, pageOffset } from '@raid/domain/rules/pagination';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { RaidListAnswer, RaidsAnswer, RaidsQuery } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import { presentRecord } from '../../presenters/records.js';
import { recordViews } from '../../data/records.js';
import { teamLeaderIds, teamMemberIds } from '../../data/teams.js';
import { listRaidCards } from '../../data/raidLists.js';
import { presentRaid, presentRaidCard } from '../../presenters/raids.js';
import { findRaidView } from '../../data/raids.js';

/** `GET /api/raids?id=`: one raid with its records. */
export async function findRaid(deps: AppDeps, expansion: ExpansionKey, id: number): Promise<RaidsAnswer> {
  const view = (await findRaidView(deps.db, expansion, id)) ?? fail('raidNotFound');
  const records = await recordViews(deps.db, view.id);
  const team =
    view.team_id === null
      ? undefined
      : {
          members: await teamMemberIds(deps.db, view.team_id),
          leaders: await teamLeaderIds(deps.db, view.team_id),
        };
  const raid = presentRaid(
    view,
    deps.now(),
    records.map((record) => presentRecord(record, expansion)),
    team,
  );
  return { data: [raid], page: 1, perPage: 1, total: 1 };
}

/** `GET /api/raids`: a page of the active list (soonest first) or of the archive (newest first). */
export async function listRaids(
  deps: AppDeps,
  expansion: ExpansionKey,
  query: RaidsQuery,
): Promise<RaidListAnswer> {
  const now = deps.now();
  const archive = query.archive === '1';
  const perPage = query.perPage ?? (archive ? ARCHIVE_PAGE_SIZE : ACTIVE_PAGE_SIZE);
  const page = query.page ?? 1;
  const { rows, total } = await listRaidCards(deps.db, {
    expansion,
    archive,
    completedBefore: new Date(now.getTime() - COMPLETION_DELAY_MS),
    filters: query,
    limit: perPage,
    offset: pageOffset(page, perPage),
  });
  return { data: rows.map((row) => presentRaidCard(row, now)), page, perPage, total };
}
