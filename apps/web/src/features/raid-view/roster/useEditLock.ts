import { MOBILE_MAX_WIDTH } from '@raid/domain/rules/interfaceConstants';
import { useEffect, useState } from 'react';

const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * The edit lock of SPEC section 4: on a phone (768 px or less) dragging is locked until the leader unlocks it,
 * so scrolling the roster never moves a player; elsewhere it starts unlocked. The width is read once mounted: a
 * page the server drew is hydrated as drawn, without a width.
 */
export function useEditLock(): [locked: boolean, setLocked: (locked: boolean) => void] {
  const [locked, setLocked] = useState(false);
  useEffect(() => setLocked(window.matchMedia(mobileQuery).matches), []);
  return [locked, setLocked];
}
