import { Button, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const { primary, archive, filtered, filtersOpen } = props;
  return (
    <div className="raid-list-toolbar">
      {primary.kind === 'create' ? (
        <Button variant="primary" className="toolbar-primary" onClick={primary.onCreate}>
          <PlusIcon size={18} />
          <span>{t('raidList.create')}</span>
        </Button>
      ) : (
        <Button variant="outline-light" className="toolbar-primary" onClick={primary.onBack}>
          <ArrowLeftIcon size={18} />
          <span>{t('nav.allRaids')}</span>
        </Button>
      )}
      <ToggleButtonGroup
        type="radio"
        name="raid-list-view"
        value={archive ? 'archive' : 'active'}
        onChange={(value: string) => props.onArchiveChange(value === 'archive')}
        aria-label={t('raidList.view')}
      >
        <ToggleButton id="raid-list-active" value="active" variant="outline-secondary">
          {t('raidList.active')}
        </ToggleButton>
        <ToggleButton id="raid-list-archive" value="archive" variant="outline-secondary">
          {t('raidList.archived')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="outline-secondary"
        className="filter-toggle"
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
      </Button>
      {props.total !== undefined && (
        <span className="raid-list-count" aria-live="polite">
          {t('raidList.count', { count: props.total })}
        </span>
      )}
    </div>
  );
}
