import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The built app, as an operator starts it (`npm test` builds it before the tests run). */
const main = fileURLToPath(new URL('../dist/main.bundle.js', import.meta.url));

function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Only what node needs: the test runner's own variables (BASE_URL=/ for Vite, NODE_ENV=test) stay out.
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('a production start without credentials', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'raid-production-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exits non-zero naming every missing variable, before any database or stand-in starts', async () => {
    const { code, stdout, stderr } = await run({ NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    for (const name of [
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
      'DISCORD_BOT_TOKEN',
      'WCL_CLIENT_ID',
      'WCL_CLIENT_SECRET',
      'SESSION_SECRET',
      'BASE_URL',
    ])
      expect(stderr).toContain(`  ${name} `);
    // One message, not a stack trace; and nothing was started.
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stdout).not.toContain('stand-in');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('names an unsafe secret and address when the credentials are there', async () => {
    const { code, stderr } = await run({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DISCORD_CLIENT_ID: 'id',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_BOT_TOKEN: 'token',
      WCL_CLIENT_ID: 'id',
      WCL_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'too-short',
      BASE_URL: 'http://raids.example.org',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n').slice(1)).toEqual([
      '  SESSION_SECRET must be at least 32 characters in production',
      '  BASE_URL must be https:// in production (http:// only for localhost)',
    ]);
  });
});
