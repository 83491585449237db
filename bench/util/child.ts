import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A process the bench started: its output (for error messages) and a stop that waits for the exit. */
export interface Child {
  process: ChildProcess;
  output: () => string;
  exited: Promise<void>;
  stop: () => Promise<void>;
}

const OUTPUT_LIMIT = 20_000;

/**
 * Starts a child process whose output goes to `logFile` (a file, not a pipe, so a chatty server costs the
 * bench nothing). `stop` sends SIGTERM (the product then stops its embedded PostgreSQL cleanly) and SIGKILL
 * after `killAfterMs`.
 */
export function startChild(
  command: string,
  args: string[],
  options: { logFile: string; env?: NodeJS.ProcessEnv; cwd?: string; killAfterMs?: number; ipc?: boolean },
): Child {
  const fd = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    stdio: options.ipc ? ['ignore', fd, fd, 'ipc'] : ['ignore', fd, fd],
  });
  closeSync(fd);
  const output = () => {
    try {
      return readFileSync(options.logFile, 'utf8').slice(-OUTPUT_LIMIT);
    } catch {
      return '';
    }
  };
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(options.killAfterMs ?? 30_000, false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return { process: child, output, exited, stop };
}

/**
 * Polls `url` until it answers 200 (any body), the child exits, or `timeoutMs` passes. Answers the moment of
 * the first 200 (performance.now()).
 */
export async function waitForOk(
  url: string,
  child: Child,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<number> {
  const deadline = performance.now() + (options.timeoutMs ?? 180_000);
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (performance.now() < deadline) {
    if (exited) throw new Error(`${url}: the process exited before answering.\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await sleep(options.intervalMs ?? 20);
  }
  throw new Error(`${url} did not answer 200 in time.\n${child.output()}`);
}
