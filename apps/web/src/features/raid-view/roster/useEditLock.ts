import { MOBILE_MAX_WIDTH } from '@raid/domain/rules/interfaceConstants';
import { useLayoutEffect, useState } from 'react';
import { drawsServerPage } from '../../../ui/renderClock.js';

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * The edit lock of SPEC section 4: on a phone (768 px or less) dragging is locked until the leader unlocks it,
 * so scrolling the roster never moves a player; elsewhere it starts unlocked. The server, not knowing the width,
 * draws it locked (the safe side); a wider page unlocks once hydrated, before its next paint.
 */
export function useEditLock(): [locked: boolean, setLocked: (locked: boolean) => void] {
  const onPhone = () => window.matchMedia(mobileQuery).matches;
  const [locked, setLocked] = useState(() => drawsServerPage() || onPhone());
  useLayoutEffect(() => setLocked(onPhone()), []);
  return [locked, setLocked];
}
