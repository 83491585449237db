import type { RaidCard } from '@raid/domain/schemas/raid';
import type { RecordProgress } from '@raid/domain/schemas/socketEvents';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { queryKeys } from '../../api/queryKeys.js';
import { playAlertSound } from './alertSound.js';
import { highlights, type HighlightKind } from './highlights.js';
import { LiveContext } from './liveContext.js';
import { listReloadDelay } from './listReload.js';
import { recordProgress } from './recordProgress.js';

/**
 * Follows one raid live while the calling component is shown: joins its room (re-joined after reconnects),
 * so `recordsUpdated` keeps its records fresh and `raidUpdated` reloads it with the alert sound.
 */
export function useRaidRoom(raidId: number | undefined): void {
  const connection = useContext(LiveContext);
  useEffect(() => {
    if (!connection || raidId === undefined || !Number.isInteger(raidId) || raidId <= 0) return;
    return connection.joinRaid(raidId);
  }, [connection, raidId]);
}

/** The latest sign-up check progress of a character (or of any, without one): `{ char, status, percent }`. */
export function useRecordProgress(charId?: number): RecordProgress | undefined {
  // A server-drawn page has no live updates yet (entry-server.tsx).
  return useSyncExternalStore(
    recordProgress.subscribe,
    () => recordProgress.get(charId),
    () => undefined,
  );
}

/** Forgets earlier progress, e.g. when the sign-up dialog sends a new sign-up. */
export function clearRecordProgress(charId?: number): void {
  recordProgress.clear(charId);
}

/** Whether a raid (or record) arrived by a live update less than 10 seconds ago. */
export function useHighlighted(kind: HighlightKind, id: number): boolean {
  return useSyncExternalStore(
    highlights.subscribe,
    () => highlights.has(kind, id),
    () => false,
  );
}

/**
 * The active list reloads when its first active raid completes (start plus 1 hour) and plays the alert
 * sound if it has loaded (SPEC section 4).
 */
export function useListExpiryReload(raids: readonly RaidCard[] | undefined, enabled = true): void {
  const queryClient = useQueryClient();
  const delay = enabled && raids ? listReloadDelay(raids, Date.now()) : null;
  const target = delay === null ? null : Date.now() + delay;
  // Re-arm only when the moment changes, not on every render.
  const moment = target === null ? null : Math.round(target / 1000);
  useEffect(() => {
    if (moment === null) return;
    const timer = setTimeout(
      () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.raidLists() });
        playAlertSound();
      },
      Math.max(0, moment * 1000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [moment, queryClient]);
}
