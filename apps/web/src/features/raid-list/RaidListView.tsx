import { ARCHIVE_PAGE_SIZE } from '@raid/domain/rules/pagination';
import { useState } from 'react';
import { Alert, Button, Collapse } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useRaidList } from '../../api/raids.js';
import { useInit } from '../../api/session.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { useMinuteTick } from '../../ui/useMinuteTick.js';
import { useExpansion } from '../expansion/useExpansion.js';
import { useListExpiryReload } from '../live/hooks.js';
import { useBackGesture } from '../navigation/useBackGesture.js';
import { useDialogParam } from '../navigation/dialogParam.js';
import { ArchivePagination } from './ArchivePagination.js';
import { EmptyState } from './EmptyState.js';
import { FilterPanel } from './FilterPanel.js';
import { lastOpenedRaid, rememberOpenedRaid } from './lastOpenedRaid.js';
import { RaidCard } from './RaidCard.js';
import { isFiltered } from './raidFilters.js';
import { RaidListSkeleton } from './RaidListSkeleton.js';
import { RaidListToolbar } from './RaidListToolbar.js';
import { ScrollToTopButton } from './ScrollToTopButton.js';
import { useListPage } from './useListPage.js';
import { useRaidFilters } from './useRaidFilters.js';
import './raidList.css';

interface RaidListViewProps {
  /** A user's raids (their profile); the main list when neither this nor `guild` is set. */
  user?: string;
  /** A community's raids (its page). */
  guild?: string;
}

function RaidListContent({ expansion, user, guild }: RaidListViewProps & { expansion: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const viewer = useInit().data?.user ?? null;
  const gameData = useGameData();
  const { open } = useDialogParam();
  const { archive, page, setArchive, setPage } = useListPage();
  const { filters, setFilter, reset } = useRaidFilters(!user && !guild ? expansion : null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useRaidList({ filters, archive, page, user, guild });
  const now = useMinuteTick();
  useListExpiryReload(list.data?.data, !archive);

  const showCreate = !guild && (!user || user === viewer?.id);
  useBackGesture(() => navigate('/'), !showCreate);
  const filtered = isFiltered(filters);
  const lastOpened = lastOpenedRaid();

  let body;
  if (list.isPending) {
    body = <RaidListSkeleton />;
  } else if (list.isError) {
    body = (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-3">
        <span>{errorText(list.error, language, t)}</span>
        <Button variant="outline-light" size="sm" onClick={() => void list.refetch()}>
          {t('errors.retry')}
        </Button>
      </Alert>
    );
  } else if (list.data.data.length === 0) {
    body = <EmptyState archive={archive} filtered={filtered} onResetFilters={reset} />;
  } else {
    body = (
      <div className="raid-list" aria-busy={list.isPlaceholderData}>
        {list.data.data.map((raid) => (
          <RaidCard
            key={raid.id}
            raid={raid}
            now={now}
            gearScore={gameData.data?.gearScore ?? false}
            lastOpened={raid.id === lastOpened}
            onOpen={rememberOpenedRaid}
          />
        ))}
      </div>
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
        total={list.data?.total}
      />
      <Collapse in={filtersOpen}>
        <div>
          {gameData.data && (
            <FilterPanel gameData={gameData.data} filters={filters} onChange={setFilter} onReset={reset} />
          )}
        </div>
      </Collapse>
      {body}
      {archive && list.data && list.data.total > 0 && (
        <ArchivePagination
          page={page}
          total={list.data.total}
          perPage={list.data.perPage || ARCHIVE_PAGE_SIZE}
          onPage={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
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
  const { key } = useExpansion();
  if (!key) return <RaidListSkeleton />;
  return (
    <RaidListContent key={`${key}:${user ?? ''}:${guild ?? ''}`} expansion={key} user={user} guild={guild} />
  );
}
