import { useT } from '../../i18n/useT.js';
import { InboxIcon } from '../../ui/icons.js';

interface EmptyStateProps {
  archive: boolean;
  filtered: boolean;
  onResetFilters: () => void;
}

/** 'There are no active raids' (or archived), 'for current filters' when filtered, and 'Reset filter'. */
export function EmptyState({ archive, filtered, onResetFilters }: EmptyStateProps) {
  const t = useT();
  let text: string = archive ? t('raidList.emptyArchived') : t('raidList.emptyActive');
  if (filtered) text = archive ? t('raidList.emptyArchivedFiltered') : t('raidList.emptyActiveFiltered');
  return (
    <div className="empty-state">
      <InboxIcon size={44} className="empty-state-icon" />
      <p className="mb-2">{text}</p>
      {filtered && (
        <button type="button" className="btn btn-link p-0" onClick={onResetFilters}>
          {t('raidList.resetFilter')}
        </button>
      )}
    </div>
  );
}
