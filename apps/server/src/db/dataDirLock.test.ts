import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { takeAppLock } from './embeddedCluster.js';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(holder: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'raid-lock-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, 'app.lock'), String(holder));
  return dir;
}

/**
 * A zombie: `sh` starts a short `sleep` in the background and becomes a long `sleep`, which never reaps it, as an
 * app killed with kill -9 stays until its parent reaps it. Node reaps its own children, so the zombie is a
 * grandchild; the short one outlives the shell's exec, so the shell cannot reap it first.
 */
async function zombiePid(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  cleanups.push(() => {
    parent.kill('SIGKILL');
  });
  const pid = await new Promise<number>((resolve) => {
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return pid;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the DATA_DIR lock (issue 26)', () => {
  it('treats a zombie holder, left by kill -9, as gone', async () => {
    const dir = await dataDir(await zombiePid());
    const release = await takeAppLock(dir);
    expect(await readFile(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('treats a dead holder as gone and refuses a live one', async () => {
    const exited = spawn('true');
    const deadPid = exited.pid ?? 0;
    await new Promise((resolve) => exited.once('exit', resolve));
    const release = await takeAppLock(await dataDir(deadPid));
    await release();

    const live = spawn('sleep', ['60']);
    cleanups.push(() => {
      live.kill('SIGKILL');
    });
    const livePid = live.pid ?? 0;
    await expect(takeAppLock(await dataDir(livePid))).rejects.toThrow(
      `is in use by another running app (pid ${livePid})`,
    );
  });
});
