import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/useT.js';

interface LoadMoreProps {
  /** How many raids are loaded: a new page re-arms the watch, since the end may still be in view. */
  loaded: number;
  /** A load of the list is running (the next page, or a reload of the loaded ones): the next waits for it. */
  busy: boolean;
  /** The last attempt failed: the text to show; nothing loads by itself until the button is pressed. */
  error: string | null;
  onLoad: () => void;
}

/** How far below the window the next page starts loading, so scrolling rarely meets the end. */
const AHEAD = '0px 0px 800px 0px';

/**
 * The end of the active list: the next page loads as it comes near the window, or by the button, which is
 * also the way for a keyboard and for browsers without IntersectionObserver.
 */
export function LoadMore({ loaded, busy, error, onLoad }: LoadMoreProps) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  const waiting = busy || error !== null;

  useEffect(() => {
    const element = end.current;
    if (!element || waiting || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded, waiting]);

  return (
    <div className="raid-list-more" ref={end}>
      {error !== null && (
        <p className="text-danger mb-0" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onLoad}>
        {busy && <span className="spinner-border spinner-border-sm" aria-hidden />}
        <span>{busy ? t('app.loading') : t('raidList.loadMore')}</span>
      </button>
    </div>
  );
}
