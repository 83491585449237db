import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { dropTestStream, testRedisEnv } from './socketClients.js';
import { createTestDatabase, type TestDatabase } from './testDatabase.js';
import { freePort } from '../freePort.js';

/** The built server (the bundle), as `npm start` runs it; `npm test` builds it before the tests run. */
const main = fileURLToPath(new URL('../../dist/main.bundle.js', import.meta.url));

/** Why a test of compiled server processes cannot run, or '' when it can. */
export const builtServerMissing = existsSync(main)
  ? ''
  : 'skipped: build apps/server/dist first (npx tsc -b)';

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

/** Compiled server processes on loopback, each on a free port, stopped together at the end of a test file. */
export class ServerProcesses {
  private readonly children: ChildProcess[] = [];

  /** Starts one with these variables on top of the test's environment; answers its base URL once it serves. */
  async start(env: Record<string, string>): Promise<string> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', BASE_URL: base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
      const ok = await fetch(`${base}/api/gameData`)
        .then((answer) => answer.ok)
        .catch(() => false);
      if (ok) return base;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not start: ${output}`);
  }

  async stopAll(): Promise<void> {
    for (const child of this.children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(this.children.map(exited));
  }
}

/**
 * Two compiled server processes on a new test database (and the test's Redis, when TEST_REDIS_URL is set),
 * started at once as in a rolling deploy, for the describe block that calls this; stopped and dropped after
 * it. The fields are set once its beforeAll has run.
 */
export function twoServerProcesses(sessionSecret: string): { database: TestDatabase; a: string; b: string } {
  const redisEnv = testRedisEnv();
  const processes = new ServerProcesses();
  const servers = {} as { database: TestDatabase; a: string; b: string };
  beforeAll(async () => {
    servers.database = await createTestDatabase();
    const env = { ...redisEnv, DATABASE_URL: servers.database.url, SESSION_SECRET: sessionSecret };
    [servers.a, servers.b] = await Promise.all([processes.start(env), processes.start(env)]);
  }, 90_000);
  afterAll(async () => {
    await processes.stopAll();
    await servers.database?.drop();
    await dropTestStream(redisEnv);
  }, 60_000);
  return servers;
}
