import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { ARCHIVE_PAGE_SIZE, pageOffset } from '@raid/domain/rules/pagination';
import { COMPLETION_DELAY_MS } from '@raid/domain/rules/raidLifecycle';
import type { RaidsAnswer, RaidsQuery } from '@raid/domain/schemas/raid';
import type { AppDeps } from '../../app.js';
import { fail } from '../../http/appError.js';
import { presentRaid } from './presenter.js';
import { presentRecord } from './recordPresenter.js';
import { findRaidView, listRaidViews, recordViews } from './repository.js';

/**
 * The active list is not paginated by the web (it shows every upcoming raid); the bound only keeps one answer
 * from growing without limit.
 */
export const ACTIVE_LIST_LIMIT = 500;

/** `GET /api/raids`: one raid with its records (`id`), the active list, or a page of the archive. */
export async function findRaids(
  deps: AppDeps,
  expansion: ExpansionKey,
  query: RaidsQuery,
): Promise<RaidsAnswer> {
  const now = deps.now();
  if (query.id !== undefined) {
    const view = (await findRaidView(deps.db, expansion, query.id)) ?? fail('raidNotFound');
    const records = await recordViews(deps.db, view.id);
    const raid = presentRaid(
      view,
      now,
      records.map((record) => presentRecord(record, expansion)),
    );
    return { data: [raid], page: 1, perPage: 1, total: 1 };
  }

  const archive = query.archive === '1';
  const perPage = archive ? (query.perPage ?? ARCHIVE_PAGE_SIZE) : ACTIVE_LIST_LIMIT;
  const page = archive ? (query.page ?? 1) : 1;
  const { rows, total } = await listRaidViews(deps.db, {
    expansion,
    archive,
    completedBefore: new Date(now.getTime() - COMPLETION_DELAY_MS),
    filters: query,
    limit: perPage,
    offset: pageOffset(page, perPage),
  });
  return { data: rows.map((row) => presentRaid(row, now)), page, perPage, total };
}
