import { describe, expect, it, vi } from 'vitest';
import { DeferredSocket } from './deferredSocket.js';
import { FakeSocket } from '../../testing/fakeSocket.js';
import { LiveConnection } from './liveConnection.js';

describe('the deferred socket', () => {
  it('loads the socket on the first connect, once the page is idle, and hands over handlers and the connect', async () => {
    const real = new FakeSocket();
    let pageIdle: () => void = () => undefined;
    const load = vi.fn(async () => real);
    const deferred = new DeferredSocket(load, () => new Promise((resolve) => (pageIdle = resolve)));
    const connection = new LiveConnection(deferred.asSocket());
    const raidsUpdated = vi.fn();
    connection.on('raidsUpdated', raidsUpdated);
    connection.joinRaid(7);

    connection.start();
    expect(real.connected).toBe(false);
    expect(load).not.toHaveBeenCalled();

    pageIdle();
    await vi.waitFor(() => expect(real.connectCalls).toBe(1));
    real.accept();
    expect(real.sentOf('joinRaid')).toEqual([[7]]);
    real.serverSends('raidsUpdated');
    expect(raidsUpdated).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps working without live updates when the socket cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const deferred = new DeferredSocket(
      () => Promise.reject(new Error('chunk failed')),
      () => Promise.resolve(),
    );
    deferred.connect();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(deferred.connected).toBe(false);
    expect(() => deferred.emit('joinRaid', 1)).not.toThrow();
    warn.mockRestore();
  });
});
