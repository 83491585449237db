import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { compileScript } from '../apps/compile.js';
import { startChild, type Child } from '../util/child.js';

/** Sockets of one server that watch one raid. */
export interface CrowdTarget {
  name: string;
  url: string;
  origin: string;
  raid: number;
  cookies: string[];
}

/** A series of changes measured against one target's sockets. */
export interface Series {
  target: string;
  /** Makes the change `index` of the series; answers its answer's Server-Timing header, if any. */
  change: (index: number) => Promise<string | null>;
}

export interface FanOutResult {
  /** Request start to each socket's receipt, every change, every socket. */
  latencies: number[];
  /** JSON size of each received payload. */
  bytes: number[];
  /** Receipts that never came (sockets x changes - received). */
  missing: number;
  /** Each change's own request, start to answer (the product's move, or the bare reference's trigger). */
  requests: number[];
  /** Each change's answer's Server-Timing header, where it had one. */
  serverTimings: string[];
}

interface Receipt {
  target: string;
  mark: number;
  at: number;
  bytes: number;
}

type ChildMessage =
  | { type: 'ready'; sockets: number }
  | { type: 'marked' | 'done'; target: string; mark: number }
  | { type: 'receipts'; receipts: Receipt[]; payloads: Record<string, unknown> };

/** A client process and the messages it sent that nobody has waited for yet. */
class ClientProcess {
  private readonly waiters = new Map<string, (message: ChildMessage) => void>();
  private readonly early = new Map<string, ChildMessage>();

  constructor(readonly child: Child) {
    child.process.on('message', (message: ChildMessage) => {
      const key = ClientProcess.key(message);
      const waiter = this.waiters.get(key);
      if (waiter) {
        this.waiters.delete(key);
        waiter(message);
      } else this.early.set(key, message);
    });
  }

  static key(message: { type: string; target?: string; mark?: number }): string {
    return `${message.type}:${message.target ?? ''}:${message.mark ?? ''}`;
  }

  wait<T extends ChildMessage>(key: string, timeoutMs: number): Promise<T | null> {
    const early = this.early.get(key);
    if (early) {
      this.early.delete(key);
      return Promise.resolve(early as T);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(key);
        resolve(null);
      }, timeoutMs);
      this.waiters.set(key, (message) => {
        clearTimeout(timer);
        resolve(message as T);
      });
    });
  }

  send(message: unknown): void {
    this.child.process.send?.(message as never);
  }
}

/**
 * A crowd of Socket.IO clients spread over `processes` child processes (load/socketClients.ts), connected to
 * every target at once, so the product and the bare reference are measured alternately against the same
 * clients. Latency is measured from just before the change's request to each socket's receipt; the parent
 * and the children share the machine's clock (performance.timeOrigin + performance.now()).
 */
export class SocketCrowd {
  private mark = 0;

  private constructor(private readonly clients: ClientProcess[]) {}

  static async start(
    targets: CrowdTarget[],
    options: { processes: number; logDir: string },
  ): Promise<SocketCrowd> {
    const script = await compileScript('load/socketClients.ts');
    const clients: ClientProcess[] = [];
    for (let index = 0; index < options.processes; index++) {
      const share = targets.map((target) => ({
        ...target,
        cookies: target.cookies.filter((_, position) => position % options.processes === index),
      }));
      const child = startChild(process.execPath, [script], {
        logFile: path.join(options.logDir, `socketClients-${index}.log`),
        env: { ...process.env, CLIENTS_CONFIG: JSON.stringify({ targets: share }) },
        ipc: true,
        killAfterMs: 5_000,
      });
      clients.push(new ClientProcess(child));
    }
    const crowd = new SocketCrowd(clients);
    const ready = await Promise.all(clients.map((client) => client.wait('ready::', 180_000)));
    if (ready.some((message) => message === null)) {
      await crowd.close();
      throw new Error(`sockets did not connect in time:\n${clients.map((c) => c.child.output()).join('\n')}`);
    }
    return crowd;
  }

  /** The last payload each target's sockets received, as JSON decoded it. */
  private readonly payloads = new Map<string, unknown>();

  lastPayload(target: string): unknown {
    return this.payloads.get(target) ?? null;
  }

  /**
   * `changes` changes of each series, alternating between the series change by change (the first series' first
   * change, the second's first, …, then the second's second, …, the first's second, and so on), so that a spell
   * of load on the shared machine falls on every series alike instead of on one series' run of changes. Each
   * change starts once every socket got the previous one (or after 10 s) and its receipts are collected before
   * the next, so a change may send `lastPayload` of another series.
   */
  async measureAlternately(series: Series[], sockets: number, changes: number): Promise<FanOutResult[]> {
    const runs = series.map(() => ({
      startedAt: new Map<number, number>(),
      requests: [] as number[],
      serverTimings: [] as string[],
      receipts: [] as Receipt[],
    }));
    for (let index = 0; index < changes; index++) {
      // The order turns with each change, so each series follows each other as often: what a change leaves
      // behind on the machine (its server's answer, its clients' garbage) falls on every series alike.
      for (let turn = 0; turn < series.length; turn++) {
        const at = (index + turn) % series.length;
        const run = runs[at];
        const one = series[at];
        if (!run || !one) continue;
        const { target, change } = one;
        const mark = ++this.mark;
        for (const client of this.clients) client.send({ type: 'mark', target, mark });
        await Promise.all(this.clients.map((client) => client.wait(`marked:${target}:${mark}`, 10_000)));
        const start = performance.now();
        run.startedAt.set(mark, performance.timeOrigin + start);
        const serverTiming = await change(index);
        run.requests.push(performance.now() - start);
        if (serverTiming) run.serverTimings.push(serverTiming);
        await Promise.all(this.clients.map((client) => client.wait(`done:${target}:${mark}`, 10_000)));
        await sleep(100);
        run.receipts.push(
          ...(await this.collect()).filter(
            (receipt) => receipt.target === target && run.startedAt.has(receipt.mark),
          ),
        );
      }
    }
    return runs.map((run) => ({
      latencies: run.receipts.map((receipt) => receipt.at - (run.startedAt.get(receipt.mark) as number)),
      bytes: run.receipts.map((receipt) => receipt.bytes),
      missing: sockets * changes - run.receipts.length,
      requests: run.requests,
      serverTimings: run.serverTimings,
    }));
  }

  /** Every client process's receipts since the last collection; notes each target's last payload. */
  private async collect(): Promise<Receipt[]> {
    const receipts: Receipt[] = [];
    for (const client of this.clients) {
      client.send({ type: 'collect' });
      const answer = await client.wait<Extract<ChildMessage, { type: 'receipts' }>>('receipts::', 30_000);
      receipts.push(...(answer?.receipts ?? []));
      for (const [target, payload] of Object.entries(answer?.payloads ?? {}))
        this.payloads.set(target, payload);
    }
    return receipts;
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.send({ type: 'close' });
    await Promise.all(this.clients.map((client) => client.child.stop()));
  }
}
