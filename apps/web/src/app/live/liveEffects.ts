import type { Raid, RaidCard, RaidListAnswer } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { byDateThenId } from '@raid/domain/rules/dateOrder';
import { mergeRecordsDelta, recordsDeltaAction } from '@raid/domain/rules/recordsDelta';
import { LIST_RELOAD_INTERVAL_MS } from '@raid/domain/rules/listReload';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
import type { QueryClient } from '@tanstack/react-query';
import { isActiveListKey, queryKeys } from '../../api/queryKeys.js';
import type { ActiveRaidPages } from '../../api/raids.js';
import { isPagedList, listedRaids, type CachedList } from './cachedLists.js';
import type { HighlightStore } from './highlights.js';
import type { LiveConnection } from './liveConnection.js';
import { onceAfter } from './onceAfter.js';
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
  for (const [key, data] of queryClient.getQueriesData<CachedList>({
    queryKey: queryKeys.raidLists(scope),
  })) {
    if (isActiveListKey(key)) for (const raid of listedRaids(data)) ids.add(raid.id);
  }
  return ids;
}

/**
 * Reloads the lists (every loaded page of an active list); raids that were in no active list before and are in
 * one now stay highlighted for 10 seconds. A list loading for the first time highlights nothing.
 */
async function reloadLists({ queryClient, scope, highlights }: LiveEffectDeps): Promise<void> {
  const before = cachedActiveRaidIds(queryClient, scope);
  await queryClient.invalidateQueries({ queryKey: queryKeys.raidLists(scope) });
  if (before.size === 0) return;
  const added = [...cachedActiveRaidIds(queryClient, scope)].filter((id) => !before.has(id));
  highlights.mark('raid', added);
}

/** The loaded pages sorted as one list, cut again into pages of their old lengths. */
function sortAcrossPages(pages: RaidCard[][]): RaidCard[][] {
  const sorted = pages.flat().sort(byDateThenId);
  let start = 0;
  return pages.map((page) => sorted.slice(start, (start += page.length)));
}

/**
 * Puts the changed raid in place in every cached list, in whichever loaded page holds it; active lists stay
 * sorted by date (soonest first). Lists keep cards: the raid's records stay out of them.
 */
function replaceListedRaid(queryClient: QueryClient, scope: string, raid: Raid): void {
  const { records, recordsVersion, ...card } = raid;
  const replace = (raids: RaidCard[]) => raids.map((listed) => (listed.id === raid.id ? card : listed));
  for (const [key, data] of queryClient.getQueriesData<CachedList>({
    queryKey: queryKeys.raidLists(scope),
  })) {
    if (!data || !listedRaids(data).some((listed) => listed.id === raid.id)) continue;
    if (isPagedList(data)) {
      const replaced = data.pages.map((page) => replace(page.data));
      const pages = isActiveListKey(key) ? sortAcrossPages(replaced) : replaced;
      const paged: ActiveRaidPages = {
        ...data,
        pages: data.pages.map((page, index) => ({ ...page, data: pages[index] ?? page.data })),
      };
      queryClient.setQueryData(key, paged);
    } else {
      const replaced = replace(data.data);
      if (isActiveListKey(key)) replaced.sort(byDateThenId);
      const page: RaidListAnswer = { ...data, data: replaced };
      queryClient.setQueryData(key, page);
    }
  }
}

/**
 * Shows the changed raid (date, requirements, everything but its records) in an open raid view at once; the
 * reload that follows brings its records. The cached records stay: `recordsUpdated` deltas count from their
 * version, which the event does not carry.
 */
function replaceViewedRaid(queryClient: QueryClient, scope: string, raid: Raid): void {
  const { records, recordsVersion, ...fields } = raid;
  queryClient.setQueryData<Raid>(queryKeys.raid(raid.id, scope), (old) =>
    old ? { ...old, ...fields } : old,
  );
}

function cachedRecords(queryClient: QueryClient, scope: string, raidId: number): RaidRecord[] | undefined {
  const fromRecords = queryClient.getQueryData<unknown>(queryKeys.records(raidId, scope));
  return Array.isArray(fromRecords)
    ? (fromRecords as RaidRecord[])
    : queryClient.getQueryData<Raid>(queryKeys.raid(raidId, scope))?.records;
}

/** Writes a raid's records (and the version they are at) into its records query and its detail. */
function writeRecords(
  queryClient: QueryClient,
  scope: string,
  raidId: number,
  update: (records: RaidRecord[]) => RaidRecord[],
  version: number,
): void {
  // A fetch still in flight was sent before this change; left alone, its older answer would overwrite it.
  void queryClient.cancelQueries({ queryKey: queryKeys.records(raidId, scope) });
  void queryClient.cancelQueries({ queryKey: queryKeys.raid(raidId, scope) });
  queryClient.setQueriesData<unknown>({ queryKey: queryKeys.records(raidId, scope) }, (old: unknown) =>
    Array.isArray(old) ? update(old as RaidRecord[]) : old,
  );
  queryClient.setQueryData<Raid>(queryKeys.raid(raidId, scope), (old) =>
    old?.records ? { ...old, records: update(old.records), recordsVersion: version } : old,
  );
}

/**
 * A raid's records changed (SPEC section 4), by the domain's rule (`recordsDeltaAction`): the whole list
 * replaces the cached one; a delta applies to a cached raid at a version from its start up, is ignored by one
 * already at its version or later, and makes any other (a missed delta, or no version known) load the raid and
 * its records again. Records new to a roster already on screen are highlighted; the refused sender of a drop
 * hears 'Raid slot is already filled.'.
 */
function applyRecords(deps: LiveEffectDeps, update: RecordsUpdated): void {
  const { queryClient, scope } = deps;
  const { raid, version, error } = update;
  const before = cachedRecords(queryClient, scope, raid);
  const known = queryClient.getQueryData<Raid>(queryKeys.raid(raid, scope))?.recordsVersion;
  let arrived: readonly RaidRecord[] = [];

  const action = recordsDeltaAction(known, update);
  if (action === 'apply') {
    writeRecords(queryClient, scope, raid, (old) => mergeRecordsDelta(old, update), version);
    arrived = update.records ?? update.changed;
  } else if (action === 'refetch') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.raid(raid, scope) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.records(raid, scope) });
  }

  if (before) {
    const ids = new Set(before.map((record) => record.id));
    deps.highlights.mark(
      'record',
      arrived.filter((record) => !ids.has(record.id)).map((record) => record.id),
    );
  }
  if (error) deps.toast({ variant: 'danger', text: deps.texts().slotFilled });
}

/**
 * The effect of each server event of SPEC section 4 "Live events". `viewedRaids` are the raids whose rooms
 * the page joined (a raid view is open). Returns the function that detaches them all.
 */
export function attachLiveEffects(connection: LiveConnection, deps: LiveEffectDeps): () => void {
  const { queryClient, scope } = deps;
  const invalidateChars = () => queryClient.invalidateQueries({ queryKey: queryKeys.chars(scope) });
  // A watched raid's records change its card too, and the server leaves its room out of the raidsUpdated
  // that follows such a change (one broadcast to a raid's crowd per move, not two): the lists reload here,
  // at the end of the second, as raidsUpdated would have had them.
  const listsAfterRecords = onceAfter(LIST_RELOAD_INTERVAL_MS, () => void reloadLists(deps));

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
      replaceViewedRaid(queryClient, scope, raid);
      void queryClient.invalidateQueries({ queryKey: queryKeys.raid(raid.id, scope) });
      if (connection.joinedRaids().includes(raid.id)) deps.playAlert();
    }),
    connection.on(
      'raidStale',
      ({ raid }) => void queryClient.invalidateQueries({ queryKey: queryKeys.raid(raid, scope) }),
    ),
    connection.on('recordsUpdated', (payload) => {
      applyRecords(deps, payload);
      listsAfterRecords.call();
    }),
    // The ledger reloads; the pot in the raid's header changes at once.
    connection.on('gdkpUpdated', ({ raid, potCopper }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.gdkp(raid) });
      queryClient.setQueryData<Raid>(queryKeys.raid(raid, scope), (old) =>
        old ? { ...old, potCopper } : old,
      );
    }),
    // Issue 30: a community's teams and a raid's linked report reload where a page shows them.
    connection.on(
      'teamsUpdated',
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.allTeams() }),
    ),
    connection.on('raidReportUpdated', ({ raid }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.raidReport(raid, scope) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAttendance(scope) });
    }),
    connection.on('recordProgress', (payload) => deps.progress.set(payload)),
    connection.on('charsUpdated', () => void invalidateChars()),
    // Events sent while the connection was down are gone: catch up on everything the page shows.
    connection.onChange((change) => {
      if (change !== 'restored') return;
      void reloadLists(deps);
      for (const raidId of connection.joinedRaids()) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.raid(raidId, scope) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.records(raidId, scope) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.gdkp(raidId) });
      }
      void invalidateChars();
    }),
  ];
  return () => {
    for (const off of detach) off();
    listsAfterRecords.cancel();
  };
}
