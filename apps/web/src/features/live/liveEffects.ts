import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
import type { QueryClient } from '@tanstack/react-query';
import type { RaidsAnswerData } from './liveQueryKeys.js';
import { charsKey, isActiveListKey, listsKey, raidKey, recordsKey } from './liveQueryKeys.js';
import type { HighlightStore } from './highlights.js';
import type { LiveConnection } from './liveConnection.js';
import type { RecordProgressStore } from './recordProgress.js';
import type { ToastRequest } from '../toasts/toastContext.js';

export interface LiveEffectDeps {
  queryClient: QueryClient;
  /** The expansion part of the query keys (`expansionScope()`). */
  scope: string;
  toast: (toast: ToastRequest) => void;
  /** Texts in the interface language at the moment they are shown. */
  texts: () => { raidCreated: string; openRaid: string; slotFilled: string };
  highlights: HighlightStore;
  progress: RecordProgressStore;
  playAlert: () => void;
}

function cachedActiveRaidIds(queryClient: QueryClient, scope: string): Set<number> {
  const ids = new Set<number>();
  for (const [key, data] of queryClient.getQueriesData<RaidsAnswerData>({ queryKey: listsKey(scope) })) {
    if (isActiveListKey(key)) for (const raid of data?.data ?? []) ids.add(raid.id);
  }
  return ids;
}

/**
 * Reloads the lists; raids that were in no active list before and are in one now stay highlighted for
 * 10 seconds. A list loading for the first time highlights nothing.
 */
export async function reloadLists({ queryClient, scope, highlights }: LiveEffectDeps): Promise<void> {
  const before = cachedActiveRaidIds(queryClient, scope);
  await queryClient.invalidateQueries({ queryKey: listsKey(scope) });
  if (before.size === 0) return;
  const added = [...cachedActiveRaidIds(queryClient, scope)].filter((id) => !before.has(id));
  highlights.mark('raid', added);
}

const byDate = (a: Raid, b: Raid) => a.date.localeCompare(b.date) || a.id - b.id;

/** Puts the changed raid in place in every cached list; active lists stay sorted by date (soonest first). */
export function replaceListedRaid(queryClient: QueryClient, scope: string, raid: Raid): void {
  for (const [key, data] of queryClient.getQueriesData<RaidsAnswerData>({ queryKey: listsKey(scope) })) {
    if (!data?.data.some((listed) => listed.id === raid.id)) continue;
    const replaced = data.data.map((listed) => (listed.id === raid.id ? raid : listed));
    if (isActiveListKey(key)) replaced.sort(byDate);
    queryClient.setQueryData<RaidsAnswerData>(key, { ...data, data: replaced });
  }
}

function cachedRecordIds(queryClient: QueryClient, scope: string, raidId: number): Set<number> | null {
  const fromRecords = queryClient.getQueryData<unknown>(recordsKey(scope, raidId));
  const fromRaid = queryClient.getQueryData<Raid>(raidKey(scope, raidId))?.records;
  const records = Array.isArray(fromRecords) ? (fromRecords as RaidRecord[]) : fromRaid;
  return records ? new Set(records.map((record) => record.id)) : null;
}

/** The new records replace the cached ones; records new to a roster already on screen are highlighted. */
export function applyRecords(deps: LiveEffectDeps, { raid, records, error }: RecordsUpdated): void {
  const { queryClient, scope } = deps;
  const before = cachedRecordIds(queryClient, scope, raid);
  // A fetch still in flight was sent before this change; left alone, its older answer would overwrite it.
  void queryClient.cancelQueries({ queryKey: recordsKey(scope, raid) });
  void queryClient.cancelQueries({ queryKey: raidKey(scope, raid) });
  queryClient.setQueriesData<unknown>({ queryKey: recordsKey(scope, raid) }, (old: unknown) =>
    Array.isArray(old) ? records : old,
  );
  queryClient.setQueryData<Raid>(raidKey(scope, raid), (old) => (old?.records ? { ...old, records } : old));
  if (before)
    deps.highlights.mark(
      'record',
      records.filter((record) => !before.has(record.id)).map((r) => r.id),
    );
  if (error) deps.toast({ variant: 'danger', text: deps.texts().slotFilled });
}

/**
 * The effect of each server event of SPEC section 4 "Live events". `viewedRaids` are the raids whose rooms
 * the page joined (a raid view is open). Returns the function that detaches them all.
 */
export function attachLiveEffects(connection: LiveConnection, deps: LiveEffectDeps): () => void {
  const { queryClient, scope } = deps;
  const invalidateChars = () => queryClient.invalidateQueries({ queryKey: charsKey(scope) });

  const detach = [
    connection.on('raidsUpdated', () => void reloadLists(deps)),
    connection.on('raidCreated', (raid) => {
      deps.highlights.mark('raid', [raid.id]);
      const { raidCreated, openRaid } = deps.texts();
      deps.toast({
        variant: 'success',
        text: raidCreated,
        action: { label: openRaid, to: `/raids/${raid.id}` },
      });
    }),
    connection.on('raidUpdated', (raid) => {
      replaceListedRaid(queryClient, scope, raid);
      void queryClient.invalidateQueries({ queryKey: raidKey(scope, raid.id) });
      if (connection.joinedRaids().includes(raid.id)) deps.playAlert();
    }),
    connection.on('recordsUpdated', (payload) => applyRecords(deps, payload)),
    connection.on('recordProgress', (payload) => deps.progress.set(payload)),
    connection.on('charsUpdated', () => void invalidateChars()),
    // Events sent while the connection was down are gone: catch up on everything the page shows.
    connection.onChange((change) => {
      if (change !== 'restored') return;
      void reloadLists(deps);
      for (const raidId of connection.joinedRaids()) {
        void queryClient.invalidateQueries({ queryKey: raidKey(scope, raidId) });
        void queryClient.invalidateQueries({ queryKey: recordsKey(scope, raidId) });
      }
      void invalidateChars();
    }),
  ];
  return () => {
    for (const off of detach) off();
  };
}
