import { showScrollToTop } from '@raid/domain/rules/interfaceConstants';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.js';
import { ArrowUpIcon } from '../../ui/icons.js';

/** The round button that appears after 300 px of scroll (SPEC section 2). */
export function ScrollToTopButton() {
  const t = useT();
  // Hidden until mounted, as the server draws it: the effect reads the scroll at once.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(showScrollToTop(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    // Back to the list restores its scroll around the first render: a scroll before the listener came is read now.
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top-button"
      aria-label={t('raidList.scrollToTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
