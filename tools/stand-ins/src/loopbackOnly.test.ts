import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startDiscordStandIn } from './discordStandIn.js';
import { startWclStandIn } from './wclStandIn.js';

/** This machine's addresses that other machines can reach. */
const outsideAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal && entry.family === 'IPv4')
  .map((entry) => entry?.address ?? '');

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe.each([
  ['Discord', startDiscordStandIn],
  ['Warcraft Logs', startWclStandIn],
])('the %s stand-in', (_name, start) => {
  it('listens on 127.0.0.1 only: its demo logins are not for other machines', async () => {
    const standIn = await start();
    try {
      const url = new URL(standIn.url);
      expect(url.hostname).toBe('127.0.0.1');
      const port = Number(url.port);
      expect(await reachable('127.0.0.1', port)).toBe(true);
      expect(outsideAddresses.length).toBeGreaterThan(0);
      for (const address of outsideAddresses) expect(await reachable(address, port)).toBe(false);
    } finally {
      await standIn.close();
    }
  });
});
