import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll offsets by history entry, for this page's lifetime. */
const positions = new Map<string, number>();

/**
 * Back and Forward return to where the page was scrolled; a move to another page starts at its top. A change
 * of the query alone (a filter, a dialog opening) keeps the scroll where it is.
 */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(location.key);
  const shownPath = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Each offset goes to the entry on screen when it happened: a scroll the browser makes while the next page
    // replaces this one already belongs to the next page.
    const remember = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    const samePage = shownPath.current === location.pathname;
    shownKey.current = location.key;
    shownPath.current = location.pathname;
    const saved = positions.get(location.key);
    let top = window.scrollY;
    if (navigationType === 'POP' && saved !== undefined) top = saved;
    else if (!samePage && !location.hash) top = 0;
    if (top !== window.scrollY) window.scrollTo(0, top);
    // The new entry starts where it is shown, even if the page is never scrolled before leaving it.
    positions.set(location.key, top);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
