import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raidFixture } from '../../testing/fixtures.js';
import { FakeSocket } from './fakeSocket.js';
import { HighlightStore } from './highlights.js';
import { LiveConnection } from './liveConnection.js';
import { attachLiveEffects, type LiveEffectDeps } from './liveEffects.js';
import { charsKey, raidKey, recordsKey } from './liveQueryKeys.js';
import { charsKey as apiCharsKey } from '../../api/chars.js';
import { expansionScope } from '../../api/queryScope.js';
import { raidKey as apiRaidKey } from '../../api/raid.js';
import { recordsKey as apiRecordsKey } from '../../api/records.js';
import { RecordProgressStore } from './recordProgress.js';

const scope = 'wotlk';
const activeKey = ['raids', scope, { archive: false, page: 1, filters: {} }];
const raid = (id: number, date: string, overrides: Partial<Raid> = {}) =>
  raidFixture({ id, date, ...overrides });
const list = (...raids: Raid[]) => ({ data: raids, page: 1, perPage: 0, total: raids.length });
const rec = (id: number, slot: number) => ({ id, slot }) as RaidRecord;

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
async function observe(queryClient: QueryClient, queryKey: unknown[], queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toBeDefined());
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('live events', () => {
  it('touch the very query keys the api hooks use', () => {
    const scope = expansionScope();
    expect(raidKey(scope, 3)).toEqual(apiRaidKey(3));
    expect(recordsKey(scope, 3)).toEqual(apiRecordsKey(3));
    expect(charsKey(scope)).toEqual(apiCharsKey());
  });

  it('raidsUpdated reloads the lists and highlights the raids new to them for 10 seconds', async () => {
    const { socket, queryClient, deps } = setUp();
    let answer = list(raid(1, '2026-12-01T18:00:00.000Z'));
    const fetchList = vi.fn(async () => answer);
    await observe(queryClient, activeKey, fetchList);
    answer = list(raid(1, '2026-12-01T18:00:00.000Z'), raid(2, '2026-12-02T18:00:00.000Z'));

    let clock = 1_000;
    deps.highlights = new HighlightStore(() => clock);
    socket.serverSends('raidsUpdated');
    await vi.waitFor(() => expect(deps.highlights.has('raid', 2)).toBe(true));
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(deps.highlights.has('raid', 1)).toBe(false);
    clock += 9_999;
    expect(deps.highlights.has('raid', 2)).toBe(true);
    clock += 1;
    expect(deps.highlights.has('raid', 2)).toBe(false);
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

  it('raidUpdated replaces the raid in the lists, re-sorts the active ones by date and reloads the raid', async () => {
    const { socket, queryClient, connection, deps } = setUp();
    const archiveKey = ['raids', scope, { archive: true, page: 1, filters: {} }];
    queryClient.setQueryData(
      activeKey,
      list(raid(1, '2026-12-01T18:00:00.000Z'), raid(2, '2026-12-02T18:00:00.000Z')),
    );
    queryClient.setQueryData(
      archiveKey,
      list(raid(1, '2026-12-01T18:00:00.000Z'), raid(3, '2026-01-01T18:00:00.000Z')),
    );
    const fetchRaid = vi.fn(async () => raid(1, '2026-12-03T18:00:00.000Z', { records: [] }));
    await observe(queryClient, ['raid', scope, 1], fetchRaid);

    socket.serverSends('raidUpdated', raid(1, '2026-12-03T18:00:00.000Z'));
    const active = queryClient.getQueryData<{ data: Raid[] }>(activeKey);
    expect(active?.data.map((listed) => [listed.id, listed.date])).toEqual([
      [2, '2026-12-02T18:00:00.000Z'],
      [1, '2026-12-03T18:00:00.000Z'],
    ]);
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

  it('recordsUpdated replaces the records, highlights new ones and warns about a filled slot', () => {
    const { socket, queryClient, deps } = setUp();
    queryClient.setQueryData(
      ['raid', scope, 5],
      raid(5, '2026-12-01T18:00:00.000Z', { records: [rec(1, 1)] }),
    );
    queryClient.setQueryData(['records', scope, 6], [rec(10, 0)]);

    socket.serverSends('recordsUpdated', { raid: 5, records: [rec(1, 2), rec(2, 0)] });
    expect(queryClient.getQueryData<Raid>(['raid', scope, 5])?.records).toEqual([rec(1, 2), rec(2, 0)]);
    expect(deps.highlights.has('record', 2)).toBe(true);
    expect(deps.highlights.has('record', 1)).toBe(false);
    expect(deps.toast).not.toHaveBeenCalled();

    socket.serverSends('recordsUpdated', { raid: 6, records: [rec(10, 1)], error: true });
    expect(queryClient.getQueryData(['records', scope, 6])).toEqual([rec(10, 1)]);
    expect(deps.toast).toHaveBeenCalledWith({ variant: 'danger', text: 'Raid slot is already filled.' });
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
    await observe(queryClient, ['chars', scope, 'mine'], mine);
    await observe(queryClient, ['chars', 'classic', 'mine'], other);
    socket.serverSends('charsUpdated');
    await vi.waitFor(() => expect(mine).toHaveBeenCalledTimes(2));
    await flush();
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('after a restored connection catches up on the lists and the joined raids; detached, it does nothing', async () => {
    const { socket, queryClient, connection, detach } = setUp();
    const fetchList = vi.fn(async () => list());
    const fetchRaid = vi.fn(async () => raid(8, '2026-12-01T18:00:00.000Z'));
    await observe(queryClient, activeKey, fetchList);
    await observe(queryClient, ['raid', scope, 8], fetchRaid);
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
