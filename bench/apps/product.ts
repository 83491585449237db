import { startChild, waitForOk, type Child } from '../util/child.js';
import { freePort } from '../util/ports.js';

/** The product, built, in its own process: as `npm start` runs it, pointed at a bench world. */
export interface RunningProduct {
  baseUrl: string;
  child: Child;
  /** performance.now() at spawn and at the first 200 of GET /api/gameData. */
  spawnedAt: number;
  readyAt: number;
  stop: () => Promise<void>;
}

/** The caller's environment without anything that would point the app at real services or another database. */
export function cleanEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(DATABASE_URL|DATA_DIR|REDIS_|DISCORD_|WCL_|ADMIN_USER_ID|BASE_URL|PORT|HOST)/.test(name),
    ),
  );
}

/**
 * Spawns the built server as `npm start` runs it (`apps/server/dist/main.bundle.js`) with the world's database
 * (DATA_DIR for the embedded cluster, or DATABASE_URL) and no Discord / Warcraft Logs credentials: demo mode, with
 * the stand-ins in-process. The demo seed runs only into a database without users, so it adds nothing to a bench
 * world.
 */
export async function startProduct(options: {
  serverMain: string;
  appRoot: string;
  /** The built web app it serves (a snapshot: see webSnapshot.ts). */
  webDistDir: string;
  serverEnv: Record<string, string>;
  logFile: string;
  port?: number;
}): Promise<RunningProduct> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  // BENCH_CPU_PROF_DIR: a V8 CPU profile of the product, written when it stops (open it in Chromium's DevTools).
  // BENCH_TRACE_GC=1: the product logs each garbage collection and its pause (NODE_OPTIONS may not carry it).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(process.env.BENCH_TRACE_GC === '1' ? ['--trace-gc'] : []),
  ];
  const child = startChild(process.execPath, [...nodeArgs, options.serverMain], {
    cwd: options.appRoot,
    logFile: options.logFile,
    env: {
      ...cleanEnvironment(),
      ...options.serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      WEB_DIST_DIR: options.webDistDir,
    },
  });
  try {
    const readyAt = await waitForOk(`${baseUrl}/api/gameData`, child, { timeoutMs: 300_000 });
    return { baseUrl, child, spawnedAt, readyAt, stop: child.stop };
  } catch (error) {
    await child.stop();
    throw error;
  }
}
