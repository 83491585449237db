import { useT } from '../../i18n/useT.js';
import { ArrowLeftIcon, FilterIcon, PlusIcon } from '../../ui/icons.js';

interface RaidListToolbarProps {
  /** Create on the main list and the viewer's own list; elsewhere the 'All raids' back button. */
  primary: { kind: 'create'; onCreate: () => void } | { kind: 'back'; onBack: () => void };
  archive: boolean;
  onArchiveChange: (archive: boolean) => void;
  filtered: boolean;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** How many raids the view holds, once known. */
  total: number | undefined;
}

export function RaidListToolbar(props: RaidListToolbarProps) {
  const t = useT();
  const { primary, archive, filtered, filtersOpen } = props;
  return (
    <div className="raid-list-toolbar">
      {primary.kind === 'create' ? (
        <button type="button" className="btn btn-primary toolbar-primary" onClick={primary.onCreate}>
          <PlusIcon size={18} />
          <span>{t('raidList.create')}</span>
        </button>
      ) : (
        <button type="button" className="btn btn-outline-light toolbar-primary" onClick={primary.onBack}>
          <ArrowLeftIcon size={18} />
          <span>{t('nav.allRaids')}</span>
        </button>
      )}
      <div className="btn-group" role="group" aria-label={t('raidList.view')}>
        <input
          type="radio"
          className="btn-check"
          name="raid-list-view"
          id="raid-list-active"
          autoComplete="off"
          checked={!archive}
          onChange={() => props.onArchiveChange(false)}
        />
        <label className="btn btn-outline-secondary" htmlFor="raid-list-active">
          {t('raidList.active')}
        </label>
        <input
          type="radio"
          className="btn-check"
          name="raid-list-view"
          id="raid-list-archive"
          autoComplete="off"
          checked={archive}
          onChange={() => props.onArchiveChange(true)}
        />
        <label className="btn btn-outline-secondary" htmlFor="raid-list-archive">
          {t('raidList.archived')}
        </label>
      </div>
      <button
        type="button"
        className="btn btn-outline-secondary filter-toggle"
        onClick={props.onToggleFilters}
        aria-expanded={filtersOpen}
        aria-controls="raid-filters"
      >
        <FilterIcon size={16} />
        <span>{t('filters.button')}</span>
        {filtered && (
          <span className="filter-dot">
            <span className="visually-hidden">{t('filters.active')}</span>
          </span>
        )}
      </button>
      {props.total !== undefined && (
        <span className="raid-list-count" aria-live="polite">
          {t('raidList.count', { count: props.total })}
        </span>
      )}
    </div>
  );
}
