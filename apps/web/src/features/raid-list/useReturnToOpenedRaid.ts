import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { lastOpenedRaid, lastOpenedRaidTop, rememberOpenedRaid } from './lastOpenedRaid.js';

/** After the browser's next two frames: by then it has drawn the cards near the window at their real height. */
function afterLayoutSettles(run: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(run);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Back from a raid puts its card where it was in the window. The scroll offset is restored first, but cards
 * off screen take an estimated height until drawn, so the same offset can land on another card; once the
 * cards near the window are drawn, this moves the opened card back into its place. The position is used once,
 * so a later reload does not jump.
 */
export function useReturnToOpenedRaid(listShown: boolean): void {
  const navigationType = useNavigationType();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !listShown) return;
    const id = lastOpenedRaid();
    const top = lastOpenedRaidTop();
    const finish = () => {
      done.current = true;
      if (id !== null) rememberOpenedRaid(id);
    };
    if (id === null || top === null || navigationType !== 'POP') return finish();
    return afterLayoutSettles(() => {
      finish();
      const card = document.querySelector(`[data-raid-id="${id}"]`);
      if (card) window.scrollBy(0, card.getBoundingClientRect().top - top);
    });
  }, [listShown, navigationType]);
}
