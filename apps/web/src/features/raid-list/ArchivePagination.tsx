import { pageCount, paginationState, parsePageInput } from '@raid/domain/rules/pagination';
import { useState } from 'react';
import { useT } from '../../i18n/useT.js';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../../ui/icons.js';

interface ArchivePaginationProps {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** First, previous, a page input (Enter loads it, unbounded) 'out of' the page count, next, last. */
export function ArchivePagination({ page, total, perPage, onPage }: ArchivePaginationProps) {
  const t = useT();
  const last = pageCount(total, perPage);
  const state = paginationState(page, total, perPage);
  const [typed, setTyped] = useState({ page, text: String(page) });
  // A page changed elsewhere (buttons, Back) replaces what was typed.
  const text = typed.page === page ? typed.text : String(page);

  return (
    <nav className="archive-pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={state.firstDisabled}
        onClick={() => onPage(1)}
        aria-label={t('pagination.first')}
      >
        <ChevronsLeftIcon size={16} />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={state.previousDisabled}
        onClick={() => onPage(page - 1)}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeftIcon size={16} />
      </button>
      <label className="archive-pagination-page">
        <span className="visually-hidden">{t('pagination.page')}</span>
        <input
          className="form-control form-control-sm"
          inputMode="numeric"
          value={text}
          onChange={(event) => setTyped({ page, text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onPage(parsePageInput(text, page));
          }}
          aria-describedby="archive-page-count"
        />
      </label>
      <span id="archive-page-count" className="text-body-secondary small text-nowrap">
        {t('pagination.outOf', { count: last })}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={state.nextDisabled}
        onClick={() => onPage(page + 1)}
        aria-label={t('pagination.next')}
      >
        <ChevronRightIcon size={16} />
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={state.lastDisabled}
        onClick={() => onPage(last)}
        aria-label={t('pagination.last')}
      >
        <ChevronsRightIcon size={16} />
      </button>
    </nav>
  );
}
