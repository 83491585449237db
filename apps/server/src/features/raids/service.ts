import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { ACTIVE_PAGE_SIZE, ARCHIVE_PAGE_SIZE, pageOffset } from '@raid/domain/rules/pagination';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { RaidListAnswer, RaidsAnswer, RaidsQuery } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../appDeps.js';
import { fail } from '../../http/appError.js';
import { listRaidCards } from './listRepository.js';
import { presentRaid, presentRaidCard } from './presenter.js';
import { presentRecord } from './recordPresenter.js';
import { recordViews } from '../records/repository.js';
import { findRaidView } from './repository.js';

/** `GET /api/raids?id=`: one raid with its records. */
export async function findRaid(deps: AppDeps, expansion: ExpansionKey, id: number): Promise<RaidsAnswer> {
  const view = (await findRaidView(deps.db, expansion, id)) ?? fail('raidNotFound');
  const records = await recordViews(deps.db, view.id);
  const raid = presentRaid(
    view,
    deps.now(),
    records.map((record) => presentRecord(record, expansion)),
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
