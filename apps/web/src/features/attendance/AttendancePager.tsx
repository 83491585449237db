import { pageCount } from '@raid/domain/rules/pagination';
import { useT } from '../../i18n/useT.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.js';

interface AttendancePagerProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** Previous and next page of the table: a community's players rarely fill more than a few. */
export function AttendancePager({ page, total, perPage, onPage }: AttendancePagerProps) {
  const t = useT();
  const last = pageCount(total, perPage);
  return (
    <nav className="attendance-pager" aria-label={t('attendance.pages')}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('attendance.previous')}
      >
        <ChevronLeftIcon size={16} />
      </button>
      <span className="text-body-secondary small">{t('attendance.page', { page, count: last })}</span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
        aria-label={t('attendance.next')}
      >
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
