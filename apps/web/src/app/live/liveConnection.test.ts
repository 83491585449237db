import { SOCKET_OPTIONS } from '@raid/domain/rules/interfaceConstants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fakeSocket.js';
import { LiveConnection, type ConnectionChange } from './liveConnection.js';
import { createLiveSocket } from './liveSocket.js';

function started() {
  const socket = new FakeSocket();
  const connection = new LiveConnection(socket.asSocket());
  const changes: ConnectionChange[] = [];
  connection.onChange((change) => changes.push(change));
  connection.start();
  socket.accept();
  return { socket, connection, changes };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live socket', () => {
  it('uses the spec’s reconnection settings and the page’s expansion, and waits to be started', () => {
    const socket = createLiveSocket('wotlk');
    expect(socket.io.reconnectionAttempts()).toBe(SOCKET_OPTIONS.reconnectionAttempts);
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.reconnectionDelayMax()).toBe(5000);
    expect(socket.io.timeout()).toBe(20_000);
    expect(socket.io.opts.query).toEqual({ subdomain: 'wotlk' });
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
    expect(createLiveSocket(null).io.opts.query).toBeUndefined();
  });
});

describe('LiveConnection', () => {
  it('connects once, then identifies and joins the raids asked for', () => {
    const { socket, connection } = started();
    connection.start();
    expect(socket.connectCalls).toBe(1);
    connection.setIdentity({ id: '1', username: 'jaina' });
    const leave = connection.joinRaid(7);
    expect(socket.sentOf('identify')).toEqual([
      [{ id: null, username: null }],
      [{ id: '1', username: 'jaina' }],
    ]);
    expect(socket.sentOf('joinRaid')).toEqual([[7]]);
    leave();
    leave();
    expect(socket.sentOf('leaveRaid')).toEqual([[7]]);
    expect(connection.joinedRaids()).toEqual([]);
  });

  it('shares a raid room between two holders and leaves it with the last one', () => {
    const { socket, connection } = started();
    const first = connection.joinRaid(7);
    const second = connection.joinRaid(7);
    first();
    expect(socket.sentOf('joinRaid')).toEqual([[7]]);
    expect(socket.sentOf('leaveRaid')).toEqual([]);
    second();
    expect(socket.sentOf('leaveRaid')).toEqual([[7]]);
  });

  it('after a lost connection comes back: re-identifies, re-joins, keeps listening', () => {
    const { socket, connection, changes } = started();
    connection.setIdentity({ id: '1', username: 'jaina' });
    connection.joinRaid(7);
    connection.joinRaid(9);
    const created = vi.fn();
    connection.on('raidCreated', created);
    socket.sent.length = 0;

    socket.drop('transport close');
    expect(changes).toEqual(['lost']);
    expect(console.warn).toHaveBeenCalled();

    socket.accept();
    expect(changes).toEqual(['lost', 'restored']);
    expect(socket.sentOf('identify')).toEqual([[{ id: '1', username: 'jaina' }]]);
    expect(socket.sentOf('joinRaid')).toEqual([[7], [9]]);

    socket.serverSends('raidCreated', { id: 5 });
    expect(created).toHaveBeenCalledWith({ id: 5 });
  });

  it('tries again itself when the server closed the socket', () => {
    const { socket, changes } = started();
    socket.drop('io server disconnect');
    expect(changes).toEqual(['lost']);
    expect(socket.connectCalls).toBe(2);
  });

  it('reconnects quietly with the new session when the user changes (login)', () => {
    const { socket, connection, changes } = started();
    connection.setIdentity({ id: null, username: null });
    expect(socket.connectCalls).toBe(1);
    connection.setIdentity({ id: '1', username: 'jaina' });
    expect(socket.connected).toBe(false);
    expect(socket.connectCalls).toBe(2);
    socket.accept();
    expect(changes).toEqual([]);
    expect(socket.sentOf('identify').at(-1)).toEqual([{ id: '1', username: 'jaina' }]);
    // The same user again (a refetch of /api/init) changes nothing.
    connection.setIdentity({ id: '1', username: 'jaina' });
    expect(socket.connectCalls).toBe(2);
  });

  it('lets handlers go and stops', () => {
    const { socket, connection } = started();
    const updated = vi.fn();
    const off = connection.on('raidsUpdated', updated);
    off();
    socket.serverSends('raidsUpdated');
    expect(updated).not.toHaveBeenCalled();
    connection.stop();
    expect(socket.connected).toBe(false);
  });
});
