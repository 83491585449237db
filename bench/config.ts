import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every knob of `npm run bench`, read once from the environment (bench/README.md lists them). */
export interface BenchConfig {
  /** The repository whose build is measured (its apps/server/dist and apps/web/dist). */
  appRoot: string;
  /** Where docs/performance.md is written: this repository. */
  repoRoot: string;
  /** World sizes in raids; the largest gets every row, the others only the archive flatness check. */
  sizes: number[];
  /** Rows to run (all when empty). */
  only: Set<RowKey>;
  /** An external PostgreSQL server (a database per size is created and dropped there); embedded when null. */
  externalUrl: string | null;
  /** Alternating rounds per comparison. */
  rounds: number;
  /** Seconds of load per HTTP round. */
  seconds: number;
  /** Where embedded data dirs live; removed at the end unless `keep`. */
  workDir: string;
  keep: boolean;
  /**
   * Use a world kept by an earlier run (BENCH_KEEP=1) when it fits: same size and rounds, and no migration the
   * measured build lacks (the build's newer ones are applied to it). Made afresh otherwise.
   */
  reuse: boolean;
  /** Write docs/performance.md (off with BENCH_WRITE_DOC=0, e.g. while developing). */
  writeDoc: boolean;
  /**
   * The size whose read rows the largest world's are compared with: the one before the largest when that is 1M
   * or more (`BENCH_SIZES=1k,10k,100k,1m`), or with BENCH_SCALE_CHECK=1 (a quick check on small worlds); null
   * otherwise.
   */
  scaleFrom: number | null;
}

export const rowKeys = [
  'list',
  'single',
  'archive',
  'lists',
  'signup',
  'fanout',
  'page',
  'routes',
  'discord',
  'startup',
] as const;
export type RowKey = (typeof rowKeys)[number];

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** '1k' → 1000, '100k' → 100000, '1m' → 1000000, '2500' → 2500. */
export function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`BENCH_SIZES: cannot read '${text}' (use 1k, 10k, 100k, 1m)`);
  const factor = { '': 1, k: 1_000, m: 1_000_000 }[(match[2] ?? '').toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(match[1]) * factor);
}

export function sizeLabel(raids: number): string {
  if (raids >= 1_000_000 && raids % 1_000_000 === 0) return `${raids / 1_000_000}M`;
  if (raids >= 1_000 && raids % 1_000 === 0) return `${raids / 1_000}k`;
  return String(raids);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const sizes = (env.BENCH_SIZES || '1k,10k,100k')
    .split(',')
    .filter(Boolean)
    .map(parseSize)
    .sort((a, b) => a - b);
  const only = new Set<RowKey>();
  for (const key of (env.BENCH_ONLY ?? '').split(',').filter(Boolean)) {
    if (!(rowKeys as readonly string[]).includes(key))
      throw new Error(`BENCH_ONLY: unknown row '${key}' (one of ${rowKeys.join(', ')})`);
    only.add(key as RowKey);
  }
  return {
    appRoot: path.resolve(env.BENCH_APP_ROOT || repoRoot),
    repoRoot,
    sizes,
    only,
    externalUrl: env.BENCH_DATABASE_URL || null,
    rounds: positiveInt(env.BENCH_ROUNDS, 3, 'BENCH_ROUNDS'),
    seconds: positiveInt(env.BENCH_SECONDS, 5, 'BENCH_SECONDS'),
    workDir: path.resolve(env.BENCH_WORK_DIR || path.join(tmpdir(), 'raid-bench')),
    keep: env.BENCH_KEEP === '1',
    reuse: env.BENCH_REUSE === '1',
    writeDoc: env.BENCH_WRITE_DOC !== '0',
    scaleFrom:
      sizes.length > 1 && ((sizes.at(-1) ?? 0) >= 1_000_000 || env.BENCH_SCALE_CHECK === '1')
        ? (sizes.at(-2) ?? null)
        : null,
  };
}

export function wants(config: BenchConfig, row: RowKey): boolean {
  return config.only.size === 0 || config.only.has(row);
}
