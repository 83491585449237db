import { TOAST_DELAY_MS } from '@raid/domain/rules/interfaceConstants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { FakeSocket } from '../../testing/fakeSocket.js';
import { useRaidRoom, useRecordProgress } from './hooks.js';
import { LiveConnection } from './liveConnection.js';
import { LiveProvider } from './LiveProvider.js';

function RaidWatcher({ raidId, charId }: { raidId: number; charId: number }) {
  useRaidRoom(raidId);
  const progress = useRecordProgress(charId);
  return <p>{progress ? `${progress.status} ${progress.percent}%` : ''}</p>;
}

function renderLive(user = userFixture()) {
  fakeServer({ '/api/init': { body: initFixture(user) } });
  const socket = new FakeSocket();
  const connection = new LiveConnection(socket.asSocket());
  const view = renderPage(
    <LiveProvider connection={connection}>
      <RaidWatcher raidId={12} charId={3} />
    </LiveProvider>,
  );
  return { socket, connection, ...view };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('LiveProvider', () => {
  it('connects, tells who is logged in and joins the raid the page shows', async () => {
    const user = userFixture();
    const { socket } = renderLive(user);
    expect(socket.connectCalls).toBe(1);
    act(() => socket.accept());
    expect(socket.sentOf('joinRaid')).toEqual([[12]]);
    await vi.waitFor(() =>
      expect(socket.sentOf('identify').at(-1)).toEqual([{ id: user.id, username: user.username }]),
    );
  });

  it('shows Connection lost, then Connection restored, and joins the raid again', async () => {
    const { socket } = renderLive();
    act(() => socket.accept());
    act(() => socket.drop());
    expect(await screen.findByText('Connection lost')).toBeTruthy();
    act(() => socket.accept());
    expect(await screen.findByText('Connection restored')).toBeTruthy();
    expect(socket.sentOf('joinRaid')).toEqual([[12], [12]]);
  });

  it('keeps Connection lost on screen while the server is away, and replaces it once it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { socket } = renderLive();
      act(() => socket.accept());
      act(() => socket.drop());
      expect(await screen.findByText('Connection lost')).toBeTruthy();
      act(() => vi.advanceTimersByTime(TOAST_DELAY_MS * 6));
      expect(screen.getByText('Connection lost')).toBeTruthy();
      act(() => socket.accept());
      expect(await screen.findByText('Connection restored')).toBeTruthy();
      expect(screen.queryByText('Connection lost')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Raid created with Open raid, the filled-slot warning and the sign-up progress', async () => {
    const { socket } = renderLive();
    act(() => socket.accept());
    act(() => socket.serverSends('raidCreated', raidFixture({ id: 77 })));
    const link = await screen.findByRole('link', { name: 'Open raid' });
    expect(screen.getByText('Raid created')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/raids/77');

    act(() => socket.serverSends('recordsUpdated', { raid: 12, records: [], error: true }));
    expect(await screen.findByText('Raid slot is already filled.')).toBeTruthy();

    act(() => socket.serverSends('recordProgress', { char: 3, status: 'checking', percent: 40 }));
    expect(screen.getByText(/checking 40%/)).toBeTruthy();
  });
});
