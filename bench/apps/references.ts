import path from 'node:path';
import { startChild, waitForOk, type Child } from '../util/child.js';
import { freePort } from '../util/ports.js';
import { compileScript } from './compile.js';

/** A bare reference server in its own process. */
export interface RunningReference {
  baseUrl: string;
  child: Child;
  spawnedAt: number;
  readyAt: number;
  stop: () => Promise<void>;
}

export type ReferenceKind = 'bareHello' | 'bareSignUp' | 'bareSocket';

/** Compiles (once per run) and starts one reference; answers once it serves its first answer to `GET /`. */
export async function startReference(
  kind: ReferenceKind,
  options: { logDir: string; env?: Record<string, string> },
): Promise<RunningReference> {
  const script = await compiled(kind);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  // BENCH_CPU_PROF_DIR profiles the references as it does the product: the profiler's cost falls on both sides,
  // and the reference's profile shows what the product does beyond it.
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = startChild(process.execPath, [...nodeArgs, script], {
    logFile: path.join(options.logDir, `${kind}.log`),
    env: { ...process.env, ...options.env, PORT: String(port) },
    killAfterMs: 5_000,
  });
  try {
    const readyAt =
      kind === 'bareSignUp'
        ? await waitForListening(baseUrl, child)
        : await waitForOk(`${baseUrl}/`, child, { timeoutMs: 30_000, intervalMs: 5 });
    return { baseUrl, child, spawnedAt, readyAt, stop: child.stop };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

const scripts = new Map<ReferenceKind, Promise<string>>();
function compiled(kind: ReferenceKind): Promise<string> {
  let script = scripts.get(kind);
  if (!script) {
    script = compileScript(`apps/${kind}.ts`);
    scripts.set(kind, script);
  }
  return script;
}

/** The sign-up reference has no `GET /`: any answer (its 404) means it listens. */
async function waitForListening(baseUrl: string, child: Child): Promise<number> {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const answered = await fetch(`${baseUrl}/`).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) return performance.now();
    if (child.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${baseUrl} did not start.\n${child.output()}`);
}
