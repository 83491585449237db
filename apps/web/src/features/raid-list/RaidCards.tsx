import type { RaidCard as RaidCardData } from '@raid/domain/schemas/raid';
import { useDeferredValue, useEffect, useState } from 'react';
import { useMinuteTick } from '../../ui/useMinuteTick.js';
import { lastOpenedRaid, rememberOpenedRaid } from './lastOpenedRaid.js';
import { RaidCard } from './RaidCard.js';

/** What a phone's window shows of the list, and a little more. */
const FIRST_DRAWN = 6;

/** Whether a list has been drawn since the page loaded: only the first one comes in two steps. */
let drawnBefore = false;

interface RaidCardsProps {
  raids: RaidCardData[];
  /** Wrath shows gear score instead of item level. */
  gearScore: boolean;
  busy: boolean;
}

/**
 * The cards of a list. The page's first list draws a few cards at once and the rest right after, in the
 * background, so the first raid shows sooner; a list shown later (Back from a raid) draws them all at once,
 * since the scroll returns among them.
 */
export function RaidCards({ raids, gearScore, busy }: RaidCardsProps) {
  const [first] = useState(() => !drawnBefore);
  useEffect(() => {
    drawnBefore = true;
  }, []);
  const drawn = useDeferredValue(raids.length, first ? FIRST_DRAWN : raids.length);
  const now = useMinuteTick();
  const lastOpened = lastOpenedRaid();
  return (
    <div className="raid-list" aria-busy={busy}>
      {raids.slice(0, drawn).map((raid) => (
        <RaidCard
          key={raid.id}
          raid={raid}
          now={now}
          gearScore={gearScore}
          lastOpened={raid.id === lastOpened}
          onOpen={rememberOpenedRaid}
        />
      ))}
    </div>
  );
}
