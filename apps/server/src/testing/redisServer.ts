import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { freePort } from '../freePort.js';

/** Why a test of a Redis outage cannot run, or '' when it can: it runs a redis-server of its own. */
export const redisServerMissing = spawnSync('redis-server', ['--version']).error
  ? 'skipped: redis-server is not installed (the test runs one of its own to stop and start)'
  : '';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A redis-server child on a loopback port of its own, with nothing saved to disk, that a test stops (SIGKILL: the
 * outage as a crash makes it, every connection cut at once) and starts again on the same port, as an empty Redis
 * after a restart would be. Never the machine's Redis, whose other users an outage would hit.
 */
export class RedisServer {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`redis-server exited ${child.exitCode}`);
      if (await accepts(this.port)) return;
      await sleep(20);
    }
    throw new Error(`redis-server did not listen on ${this.port}`);
  }

  /** Waits until `count` connections besides this check's own are open (clients reconnected after a start). */
  async waitForClients(count: number, timeoutMs = 10_000): Promise<void> {
    const client = createClient({ url: this.url });
    await client.connect();
    try {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const list = await client.clientList();
        if (list.length - 1 >= count) return;
        await sleep(50);
      }
      throw new Error(`fewer than ${count} clients on redis ${this.port} after ${timeoutMs} ms`);
    } finally {
      await client.close();
    }
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
