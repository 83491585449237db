import { ARCHIVE_PAGE_SIZE } from '@raid/domain/rules/pagination';
import type { RaidCard as RaidCardData } from '@raid/domain/schemas/raid';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { loadedRaids, useActiveRaids, useArchivePage } from '../../api/raids.js';
import { useInit } from '../../api/session.js';
import { useTeams } from '../../api/teams.js';
import { withAllStrings } from '../../i18n/i18n.js';

import { useExpansion } from '../../app/expansion/useExpansion.js';
import { useListExpiryReload } from '../../app/live/hooks.js';
import { useBackGesture } from '../../app/navigation/useBackGesture.js';
import { useDialogParam } from '../../app/navigation/dialogParam.js';
import { EmptyState } from './EmptyState.js';
import { LoadMore } from './LoadMore.js';
import { RaidCards } from './RaidCards.js';
import { isFiltered } from './raidFilters.js';
import { RaidListSkeleton } from './RaidListSkeleton.js';
import { RaidListToolbar } from './RaidListToolbar.js';
import { ScrollToTopButton } from './ScrollToTopButton.js';
import { useListPage } from './useListPage.js';
import { useRaidFilters } from './useRaidFilters.js';
import { useReturnToOpenedRaid } from './useReturnToOpenedRaid.js';
import './raidList.css';

// Shown only once asked for (the filter button, the archive), so they load then, not with the first page.
const FilterPanel = lazy(
  withAllStrings(() => import('./FilterPanel.js').then((module) => ({ default: module.FilterPanel }))),
);
const ArchivePagination = lazy(
  withAllStrings(() =>
    import('./ArchivePagination.js').then((module) => ({ default: module.ArchivePagination })),
  ),
);

interface RaidListViewProps {
  /** A user's raids (their profile); the main list when neither this nor `guild` is set. */
  user?: string;
  /** A community's raids (its page). */
  guild?: string;
}

function RaidListContent({ expansion, user, guild }: RaidListViewProps & { expansion: string }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const viewer = useInit().data?.user ?? null;
  const gameData = useGameData();
  const { open } = useDialogParam();
  const { archive, page, setArchive, setPage } = useListPage();
  const { filters, setFilter, reset } = useRaidFilters(!user && !guild ? expansion : null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A community's teams on its page; elsewhere the viewer's own teams (a visitor has none).
  const teams = useTeams(guild ?? null, filtersOpen).data?.teams ?? [];
  const scope = { filters, user, guild };
  const active = useActiveRaids(scope, !archive);
  const archived = useArchivePage(scope, page, archive);
  const activeRaids = useMemo(() => loadedRaids(active.data?.pages), [active.data]);
  useListExpiryReload(activeRaids, !archive);

  const list = archive ? archived : active;
  const arrived: RaidCardData[] | undefined = archive ? archived.data?.data : active.data && activeRaids;
  // New cards are drawn in the background in slices; until then the previous state stays (skeleton or cards).
  const raids = useDeferredValue(arrived);
  const drawing = raids !== arrived;
  const total = archive ? archived.data?.total : active.data?.pages[0]?.total;
  useReturnToOpenedRaid(raids !== undefined);

  const showCreate = !guild && (!user || user === viewer?.id);
  useBackGesture(() => navigate('/'), !showCreate);
  const filtered = isFiltered(filters);

  let body;
  if (!raids && list.isError) {
    body = (
      <div
        className="alert alert-danger d-flex align-items-center justify-content-between gap-3"
        role="alert"
      >
        <span>{errorText(list.error, language, t)}</span>
        <button type="button" className="btn btn-outline-light btn-sm" onClick={() => void list.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  } else if (!raids) {
    body = <RaidListSkeleton />;
  } else if (raids.length === 0) {
    body = <EmptyState archive={archive} filtered={filtered} onResetFilters={reset} />;
  } else {
    body = (
      <RaidCards
        raids={raids}
        gearScore={gameData.data?.gearScore ?? false}
        busy={archive && archived.isPlaceholderData}
      />
    );
  }

  return (
    <div className="raid-list-view">
      <RaidListToolbar
        primary={
          showCreate
            ? { kind: 'create', onCreate: () => open('createRaid') }
            : { kind: 'back', onBack: () => navigate('/') }
        }
        archive={archive}
        onArchiveChange={setArchive}
        filtered={filtered}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((shown) => !shown)}
        total={total}
      />
      {filtersOpen && gameData.data && (
        <Suspense fallback={null}>
          <FilterPanel
            gameData={gameData.data}
            teams={teams}
            filters={filters}
            onChange={setFilter}
            onReset={reset}
          />
        </Suspense>
      )}
      {body}
      {!archive && raids && active.hasNextPage && (
        <LoadMore
          loaded={raids.length}
          busy={active.isFetching || drawing}
          error={active.isFetchNextPageError ? errorText(active.error, language, t) : null}
          onLoad={() => void active.fetchNextPage({ cancelRefetch: false })}
        />
      )}
      {archive && archived.data && archived.data.total > 0 && (
        <Suspense fallback={null}>
          <ArchivePagination
            page={page}
            total={archived.data.total}
            perPage={archived.data.perPage || ARCHIVE_PAGE_SIZE}
            onPage={(next) => {
              setPage(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </Suspense>
      )}
      <ScrollToTopButton />
    </div>
  );
}

/**
 * The raid list of SPEC section 2, shared by the main page, user profiles and community pages. It waits for
 * the page's expansion to be known, because the main list restores that expansion's filters.
 */
export function RaidListView({ user, guild }: RaidListViewProps) {
  // The list appears in the background, in slices, rather than in the task that brings /api/init.
  const key = useDeferredValue(useExpansion().key);
  if (!key) return <RaidListSkeleton />;
  return (
    <RaidListContent key={`${key}:${user ?? ''}:${guild ?? ''}`} expansion={key} user={user} guild={guild} />
  );
}
