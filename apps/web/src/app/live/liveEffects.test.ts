import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { RecordsUpdated } from '@raid/domain/schemas/socketEvents';
import { InfiniteQueryObserver, QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raidFixture } from '../../testing/fixtures.js';
import { recordFixture } from '../../testing/recordFixture.js';
import { FakeSocket } from '../../testing/fakeSocket.js';
import { HighlightStore } from './highlights.js';
import { LiveConnection } from './liveConnection.js';
import { attachLiveEffects, type LiveEffectDeps } from './liveEffects.js';
import { queryKeys } from '../../api/queryKeys.js';
import type { RaidFilters } from '../../api/raids.js';
import { RecordProgressStore } from './recordProgress.js';

const scope = 'wotlk';
const filters: RaidFilters = {
  server: null,
  faction: null,
  zone: null,
  size: null,
  difficulty: null,
  lootSystem: null,
  team: null,
};
const activeKey = queryKeys.raidList({ archive: false, filters }, scope);
const raid = (id: number, date: string, overrides: Partial<Raid> = {}) =>
  raidFixture({ id, date, ...overrides });
const list = (...raids: Raid[]) => ({ data: raids, page: 1, perPage: 0, total: raids.length });
/** An active list's loaded pages, as the infinite query keeps them. */
const pages = (...loaded: Raid[][]) => ({
  pages: loaded.map((data, index) => ({ data, page: index + 1, perPage: 2, total: 99 })),
  pageParams: loaded.map((_, index) => index + 1),
});
const rec = (id: number, slot: number) => ({ id, slot }) as RaidRecord;
/** A whole record as the server sends it; `minute` orders the sign-up list. */
const record = (id: number, slot: number, minute = 0) =>
  recordFixture({ id, slot, date: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString() });
const delta = (raidId: number, from: number, version: number): RecordsUpdated => ({
  raid: raidId,
  from,
  version,
  changed: [],
  removed: [],
});

function setUp() {
  const socket = new FakeSocket();
  const connection = new LiveConnection(socket.asSocket());
  connection.start();
  socket.accept();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const deps: LiveEffectDeps = {
    queryClient,
    scope,
    toast: vi.fn(),
    texts: () => ({
      raidCreated: 'Raid created',
      openRaid: 'Open raid',
      slotFilled: 'Raid slot is already filled.',
    }),
    highlights: new HighlightStore(),
    progress: new RecordProgressStore(),
    playAlert: vi.fn(),
  };
  const detach = attachLiveEffects(connection, deps);
  return { socket, connection, queryClient, deps, detach };
}

/** A query with an observer, as a mounted component holds it, so invalidation refetches it. */
async function observe(queryClient: QueryClient, queryKey: QueryKey, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toBeDefined());
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('live events', () => {
  it('raidsUpdated reloads every loaded page and highlights the raids new to them for 10 seconds', async () => {
    const { socket, queryClient, deps } = setUp();
    let answers: Raid[][] = [[raid(1, '2026-12-01T18:00:00.000Z')], [raid(3, '2026-12-03T18:00:00.000Z')]];
    const fetchPage = vi.fn(async ({ pageParam }: { pageParam: number }) => ({
      data: answers[pageParam - 1] ?? [],
      page: pageParam,
      perPage: 1,
      total: 3,
    }));
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: activeKey,
      queryFn: fetchPage,
      initialPageParam: 1,
      getNextPageParam: (last: { page: number }) => last.page + 1,
    });
    observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(queryClient.getQueryData(activeKey)).toBeDefined());
    await observer.fetchNextPage();
    answers = [[raid(1, '2026-12-01T18:00:00.000Z')], [raid(2, '2026-12-02T18:00:00.000Z')]];

    let clock = 1_000;
    deps.highlights = new HighlightStore(() => clock);
    socket.serverSends('raidsUpdated');
    await vi.waitFor(() => expect(deps.highlights.has('raid', 2)).toBe(true));
    expect(fetchPage.mock.calls.map(([context]) => context.pageParam)).toEqual([1, 2, 1, 2]);
    expect(deps.highlights.has('raid', 1)).toBe(false);
    clock += 9_999;
    expect(deps.highlights.has('raid', 2)).toBe(true);
    clock += 1;
    expect(deps.highlights.has('raid', 2)).toBe(false);
  });

  it("recordsUpdated reloads the lists a second later, once for a burst (the server leaves the raid's watchers out of raidsUpdated)", async () => {
    const { socket, queryClient, detach } = setUp();
    const fetchList = vi.fn(async () => list(raid(7, '2026-12-01T18:00:00.000Z')));
    await observe(queryClient, activeKey, fetchList);
    for (const version of [1, 2, 3]) socket.serverSends('recordsUpdated', delta(7, version - 1, version));
    await flush();
    expect(fetchList).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2), { timeout: 2_000 });

    socket.serverSends('recordsUpdated', delta(7, 3, 4));
    detach();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(fetchList).toHaveBeenCalledTimes(2);
  });

  it('raidCreated shows the toast with a link to the raid and highlights it', () => {
    const { socket, deps } = setUp();
    socket.serverSends('raidCreated', raid(41, '2026-12-01T18:00:00.000Z'));
    expect(deps.toast).toHaveBeenCalledWith({
      variant: 'success',
      text: 'Raid created',
      action: { label: 'Open raid', to: '/raids/41' },
    });
    expect(deps.highlights.has('raid', 41)).toBe(true);
  });

  it('raidUpdated replaces the raid in whichever loaded page holds it, keeps the pages sorted by date and reloads the raid', async () => {
    const { socket, queryClient, connection, deps } = setUp();
    const archiveKey = queryKeys.raidList({ archive: true, page: 1, filters }, scope);
    queryClient.setQueryData(
      activeKey,
      pages(
        [raid(1, '2026-12-01T18:00:00.000Z'), raid(2, '2026-12-02T18:00:00.000Z')],
        [raid(4, '2026-12-04T18:00:00.000Z')],
      ),
    );
    queryClient.setQueryData(
      archiveKey,
      list(raid(1, '2026-12-01T18:00:00.000Z'), raid(3, '2026-01-01T18:00:00.000Z')),
    );
    const fetchRaid = vi.fn(async () => raid(1, '2026-12-03T18:00:00.000Z', { records: [] }));
    await observe(queryClient, queryKeys.raid(1, scope), fetchRaid);

    socket.serverSends('raidUpdated', raid(1, '2026-12-05T18:00:00.000Z', { records: [rec(1, 1)] }));
    const active = queryClient.getQueryData<{ pages: { data: Raid[] }[] }>(activeKey);
    expect(active?.pages.map((page) => page.data.map((listed) => [listed.id, listed.date]))).toEqual([
      [
        [2, '2026-12-02T18:00:00.000Z'],
        [4, '2026-12-04T18:00:00.000Z'],
      ],
      [[1, '2026-12-05T18:00:00.000Z']],
    ]);
    expect(active?.pages[1]?.data[0]).not.toHaveProperty('records');
    expect(queryClient.getQueryData<{ data: Raid[] }>(archiveKey)?.data.map((listed) => listed.id)).toEqual([
      1, 3,
    ]);
    await vi.waitFor(() => expect(fetchRaid).toHaveBeenCalledTimes(2));
    expect(deps.playAlert).not.toHaveBeenCalled();

    // In the raid view (its room joined) the reload comes with the alert sound.
    connection.joinRaid(1);
    socket.serverSends('raidUpdated', raid(1, '2026-12-03T18:00:00.000Z'));
    expect(deps.playAlert).toHaveBeenCalledTimes(1);
  });

  it('raidUpdated shows the new date and requirements in an open raid view at once and keeps its records', () => {
    const { socket, queryClient } = setUp();
    const viewed = raid(7, '2026-12-01T18:00:00.000Z', {
      requiredLogs: 10,
      requiredIlvl: 200,
      records: [rec(1, 1)],
      recordsVersion: 4,
    });
    queryClient.setQueryData(queryKeys.raid(7, scope), viewed);

    socket.serverSends(
      'raidUpdated',
      raid(7, '2026-12-03T20:00:00.000Z', { requiredLogs: 50, requiredIlvl: 250, records: [] }),
    );
    const shown = queryClient.getQueryData<Raid>(queryKeys.raid(7, scope));
    expect([shown?.date, shown?.requiredLogs, shown?.requiredIlvl]).toEqual([
      '2026-12-03T20:00:00.000Z',
      50,
      250,
    ]);
    expect([shown?.records, shown?.recordsVersion]).toEqual([[rec(1, 1)], 4]);
  });

  it('recordsUpdated with the whole list replaces the records, highlights new ones and warns about a filled slot', () => {
    const { socket, queryClient, deps } = setUp();
    queryClient.setQueryData(
      queryKeys.raid(5, scope),
      raid(5, '2026-12-01T18:00:00.000Z', { records: [rec(1, 1)], recordsVersion: 3 }),
    );
    queryClient.setQueryData(queryKeys.records(6, scope), [rec(10, 0)]);

    socket.serverSends('recordsUpdated', {
      ...delta(5, 3, 4),
      records: [rec(1, 2), rec(2, 0)],
    });
    const detail = queryClient.getQueryData<Raid>(queryKeys.raid(5, scope));
    expect(detail?.records).toEqual([rec(1, 2), rec(2, 0)]);
    expect(detail?.recordsVersion).toBe(4);
    expect(deps.highlights.has('record', 2)).toBe(true);
    expect(deps.highlights.has('record', 1)).toBe(false);
    expect(deps.toast).not.toHaveBeenCalled();

    socket.serverSends('recordsUpdated', { ...delta(6, 1, 1), records: [rec(10, 1)], error: true });
    expect(queryClient.getQueryData(queryKeys.records(6, scope))).toEqual([rec(10, 1)]);
    expect(deps.toast).toHaveBeenCalledWith({ variant: 'danger', text: 'Raid slot is already filled.' });
  });

  describe('a recordsUpdated delta', () => {
    function cachedRaid(queryClient: QueryClient, version: number | undefined, records: RaidRecord[]) {
      queryClient.setQueryData(
        queryKeys.raid(5, scope),
        raid(5, '2026-12-01T18:00:00.000Z', { records, recordsVersion: version }),
      );
      queryClient.setQueryData(queryKeys.records(5, scope), records);
    }
    const detail = (queryClient: QueryClient) => queryClient.getQueryData<Raid>(queryKeys.raid(5, scope));
    const shown = (queryClient: QueryClient) =>
      queryClient.getQueryData<RaidRecord[]>(queryKeys.records(5, scope));

    it('applies to a raid at its `from` version: changed records in place, in the sort order, version raised', () => {
      const { socket, queryClient } = setUp();
      cachedRaid(queryClient, 7, [record(1, 1), record(2, 0, 10), record(3, 0, 20)]);
      socket.serverSends('recordsUpdated', {
        ...delta(5, 7, 8),
        changed: [record(3, 2, 20), record(4, 0, 15)],
      });
      const expected = [record(1, 1), record(3, 2, 20), record(2, 0, 10), record(4, 0, 15)];
      expect(shown(queryClient)).toEqual(expected);
      expect(detail(queryClient)?.records).toEqual(expected);
      expect(detail(queryClient)?.recordsVersion).toBe(8);
    });

    it('drops the removed records', () => {
      const { socket, queryClient } = setUp();
      cachedRaid(queryClient, 2, [record(1, 1), record(2, 0, 10)]);
      socket.serverSends('recordsUpdated', { ...delta(5, 2, 3), removed: [2] });
      expect(shown(queryClient)).toEqual([record(1, 1)]);
      expect(detail(queryClient)?.records).toEqual([record(1, 1)]);
    });

    it('highlights the records new to the raid, not the ones that only moved', () => {
      const { socket, queryClient, deps } = setUp();
      cachedRaid(queryClient, 2, [record(1, 0, 5)]);
      socket.serverSends('recordsUpdated', {
        ...delta(5, 2, 3),
        changed: [record(1, 1, 5), record(9, 0, 30)],
      });
      expect(deps.highlights.has('record', 9)).toBe(true);
      expect(deps.highlights.has('record', 1)).toBe(false);
    });

    it('is ignored by a raid already at its version or later', () => {
      const { socket, queryClient, deps } = setUp();
      cachedRaid(queryClient, 5, [record(1, 1)]);
      socket.serverSends('recordsUpdated', { ...delta(5, 3, 4), changed: [record(7, 0, 1)], removed: [1] });
      socket.serverSends('recordsUpdated', { ...delta(5, 4, 5), changed: [record(7, 0, 1)] });
      expect(shown(queryClient)).toEqual([record(1, 1)]);
      expect(detail(queryClient)?.recordsVersion).toBe(5);
      expect(deps.highlights.has('record', 7)).toBe(false);
    });

    it('after a missed change loads the raid and its records again instead of applying', async () => {
      const { socket, queryClient } = setUp();
      let records = [record(1, 1)];
      let version = 6;
      await observe(queryClient, queryKeys.raid(5, scope), async () =>
        raid(5, '2026-12-01T18:00:00.000Z', { records, recordsVersion: version }),
      );
      await observe(queryClient, queryKeys.records(5, scope), async () => records);
      records = [record(1, 1), record(2, 0, 10), record(3, 0, 20)];
      version = 9;

      socket.serverSends('recordsUpdated', { ...delta(5, 8, 9), changed: [record(3, 0, 20)] });
      expect(shown(queryClient)).toEqual([record(1, 1)]);
      await vi.waitFor(() => expect(detail(queryClient)?.recordsVersion).toBe(9));
      await vi.waitFor(() => expect(shown(queryClient)).toEqual(records));
    });

    it('without a known version (no raid detail cached) loads the records again', async () => {
      const { socket, queryClient } = setUp();
      let answer = [record(1, 1)];
      await observe(queryClient, queryKeys.records(5, scope), async () => answer);
      answer = [record(1, 1), record(2, 0, 10)];
      socket.serverSends('recordsUpdated', { ...delta(5, 1, 2), changed: [record(2, 0, 10)] });
      await vi.waitFor(() => expect(shown(queryClient)).toEqual(answer));
    });
  });

  it('recordProgress keeps the percent per character', () => {
    const { socket, deps } = setUp();
    socket.serverSends('recordProgress', { char: 3, status: 'checking', percent: 0 });
    socket.serverSends('recordProgress', { char: 4, status: 'done', percent: 50 });
    expect(deps.progress.get(3)).toEqual({ char: 3, status: 'checking', percent: 0 });
    expect(deps.progress.get()).toEqual({ char: 4, status: 'done', percent: 50 });
  });

  it('charsUpdated refetches the characters of this expansion only', async () => {
    const { socket, queryClient } = setUp();
    const mine = vi.fn(async () => []);
    const other = vi.fn(async () => []);
    await observe(queryClient, queryKeys.chars(scope), mine);
    await observe(queryClient, ['chars', 'classic', 'mine'], other);
    socket.serverSends('charsUpdated');
    await vi.waitFor(() => expect(mine).toHaveBeenCalledTimes(2));
    await flush();
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('raidStale reloads that raid alone, without the alert', async () => {
    const { socket, queryClient, deps } = setUp();
    const stale = vi.fn(async () => raid(8, '2026-12-01T18:00:00.000Z'));
    const other = vi.fn(async () => raid(9, '2026-12-02T18:00:00.000Z'));
    await observe(queryClient, queryKeys.raid(8, scope), stale);
    await observe(queryClient, queryKeys.raid(9, scope), other);
    socket.serverSends('raidStale', { raid: 8 });
    await vi.waitFor(() => expect(stale).toHaveBeenCalledTimes(2));
    await flush();
    expect(other).toHaveBeenCalledTimes(1);
    expect(deps.playAlert).not.toHaveBeenCalled();
  });

  it('gdkpUpdated reloads that raid’s ledger alone and shows its new pot in the raid at once', async () => {
    const { socket, queryClient } = setUp();
    const ledger = vi.fn(async () => ({ version: 2 }));
    const otherLedger = vi.fn(async () => ({ version: 0 }));
    await observe(queryClient, queryKeys.gdkp(8), ledger);
    await observe(queryClient, queryKeys.gdkp(9), otherLedger);
    queryClient.setQueryData(queryKeys.raid(8, scope), raid(8, '2026-12-01T18:00:00.000Z', { potCopper: 0 }));
    socket.serverSends('gdkpUpdated', { raid: 8, version: 3, potCopper: 120_000_000 });
    expect(queryClient.getQueryData<Raid>(queryKeys.raid(8, scope))?.potCopper).toBe(120_000_000);
    await vi.waitFor(() => expect(ledger).toHaveBeenCalledTimes(2));
    await flush();
    expect(otherLedger).toHaveBeenCalledTimes(1);
  });

  it('after a restored connection catches up on the lists and the joined raids; detached, it does nothing', async () => {
    const { socket, queryClient, connection, detach } = setUp();
    const fetchList = vi.fn(async () => list());
    const fetchRaid = vi.fn(async () => raid(8, '2026-12-01T18:00:00.000Z'));
    await observe(queryClient, activeKey, fetchList);
    await observe(queryClient, queryKeys.raid(8, scope), fetchRaid);
    connection.joinRaid(8);
    socket.drop();
    socket.accept();
    await vi.waitFor(() => expect(fetchRaid).toHaveBeenCalledTimes(2));
    expect(fetchList).toHaveBeenCalledTimes(2);

    detach();
    socket.serverSends('raidsUpdated');
    await flush();
    expect(fetchList).toHaveBeenCalledTimes(2);
  });
});
