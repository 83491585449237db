import { isSwipeBack } from '@raid/domain/rules/interfaceConstants';
import { useEffect, useRef } from 'react';

/** A modal, an offcanvas or an open menu handles Escape itself; the page must not also go back. */
function overlayOpen(): boolean {
  return Boolean(document.querySelector('.modal.show, .offcanvas.show, .dropdown-menu.show'));
}

/**
 * Calls `onBack` on Escape or on a right swipe of more than 80 px (SPEC section 2 'All raids' back button).
 */
export function useBackGesture(onBack: () => void, enabled = true): void {
  const latest = useRef(onBack);
  latest.current = onBack;

  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || overlayOpen()) return;
      latest.current();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && !overlayOpen() && isSwipeBack(touch.clientX - start.x, touch.clientY - start.y)) {
        latest.current();
      }
      start = null;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [enabled]);
}
