import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/freePort.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// The bundle `npm start` runs.
const serverMain = path.join(root, 'apps/server/dist/main.bundle.js');
// WEB_DIST_DIR (read by the server too) points at a build made elsewhere, e.g. one engineer's own.
const webIndex = path.join(process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist'), 'index.html');

export interface RunningApp {
  baseUrl: string;
  /** Everything the app printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
  /** Stops the server process and starts a new one on the same port and DATA_DIR (a deploy, a crash). */
  restart: () => Promise<void>;
  /**
   * The address of the app's database: its embedded cluster in DATA_DIR, found as `npm run admin` finds it (the
   * port the app wrote there; a restart may choose another). For what a person cannot do in seconds through the
   * product, such as letting a raid's start pass (support/raidCompletion.ts).
   */
  databaseUrl: () => Promise<string>;
}

/**
 * The environment without anything that would point the app at real services: the journeys run in demo mode
 * (stand-ins, demo world), which must never be seeded into a database or Discord of the person running them.
 */
function demoEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|REDIS_|DISCORD_|WCL_|ADMIN_USER_ID)/.test(name),
    ),
  );
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the built product exactly as `npm start` does (demo mode: embedded PostgreSQL, stand-ins, demo world)
 * in a child process on a free port with its own DATA_DIR. It builds nothing: `npm test` builds first.
 */
export async function startApp(): Promise<RunningApp> {
  for (const file of [serverMain, webIndex]) {
    if (!existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'raid-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  let child: ChildProcess;

  const spawnServer = () => {
    child = spawn(process.execPath, [serverMain], {
      cwd: root,
      env: {
        ...demoEnvironment(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Vitest sets BASE_URL to '/' for Vite; the app needs its real address (the OAuth redirect, cookies).
        BASE_URL: baseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  };

  const stopServer = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };

  const stop = async () => {
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
  };

  const waitUntilReady = async () => {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        await stop();
        throw new Error(`the app exited with ${child.exitCode}:\n${output}`);
      }
      const ready = await fetch(`${baseUrl}/api/gameData`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    throw new Error(`the app did not answer within 90 s:\n${output}`);
  };

  const restart = async () => {
    await stopServer();
    spawnServer();
    await waitUntilReady();
  };

  // The embedded cluster's user, password and database (apps/server: db/embeddedCluster.ts, bootstrap.ts).
  const databaseUrl = async () => {
    const port = (await readFile(path.join(dataDir, 'port'), 'utf8')).trim();
    return `postgres://raid:raid@127.0.0.1:${port}/raid`;
  };

  spawnServer();
  await waitUntilReady();
  return { baseUrl, output: () => output, stop, restart, databaseUrl };
}
