import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { startProduct, type RunningProduct } from './apps/product.js';
import { webSnapshot } from './apps/webSnapshot.js';
import { readConfig, rowKeys, sizeLabel, wants, type BenchConfig, type RowKey } from './config.js';
import { loadServerModules, type ServerModules } from './db/serverModules.js';
import { databaseTarget, type DatabaseTarget } from './db/target.js';
import { runSection, writePerformanceDoc } from './report/performanceDoc.js';
import { scaleRows } from './report/scale.js';
import { failedRow, markdownTable, rowProfiles, type Row } from './report/table.js';
import { archiveRows, measureArchive, type ArchiveMeasurement } from './rows/archive.js';
import type { BenchContext } from './rows/context.js';
import { discordRows } from './rows/discordBot.js';
import { fanOutRows } from './rows/fanOut.js';
import { httpRows } from './rows/httpRows.js';
import { listRows } from './rows/lists.js';
import { pageRows } from './rows/page.js';
import { routeChangeRows } from './rows/routeChange.js';
import { signUpRows } from './rows/signUp.js';
import { startUpRows } from './rows/startUp.js';
import { log } from './util/log.js';
import { generateWorld } from './world/generate.js';
import { reuseKeptWorld } from './world/kept.js';
import { worldLayout } from './world/layout.js';

/**
 * `npm run bench`: builds the worlds, starts the product and the bare references, measures every row of the
 * performance issue's table, prints the table and writes it into docs/performance.md. bench/README.md says
 * what each row measures and which environment variables pick sizes, rows and the database.
 */

/** Table order (the issue's), whatever order the rows were measured in. */
const tableOrder: readonly RowKey[] = rowKeys;

async function buildWorld(
  config: BenchConfig,
  modules: ServerModules,
  target: DatabaseTarget,
  raids: number,
): Promise<string> {
  if (config.reuse) {
    const kept = await target.openKept();
    if (kept) {
      try {
        const world = await reuseKeptWorld(modules, kept.url, worldLayout(raids, config.rounds));
        if (world.fits) {
          const applied = world.applied.length > 0 ? `, then ${world.applied.join(', ')}` : '';
          log(`kept world of ${sizeLabel(raids)} raids reused in ${target.label}${applied}`);
          return `${sizeLabel(raids)}: kept from an earlier run (BENCH_REUSE=1)${applied}`;
        }
        log(`the kept ${sizeLabel(raids)} world is made afresh: ${world.why}`);
      } finally {
        await kept.close();
      }
    }
  }
  log(`world of ${sizeLabel(raids)} raids in ${target.label}`);
  const database = await target.open();
  try {
    const world = await generateWorld(modules, database.url, raids, config.rounds, (line) => log(line));
    const counts = Object.entries(world.counts)
      .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
      .join(', ');
    return `${sizeLabel(raids)}: ${counts}; made in ${world.seconds.toFixed(0)} s${world.recounted ? ' (counters by recount_list_counters())' : ''}`;
  } finally {
    await database.close();
  }
}

async function guarded(what: string, goal: string, measure: () => Promise<Row[]>): Promise<Row[]> {
  try {
    return await measure();
  } catch (error) {
    log(`${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return [failedRow(what, goal, error)];
  }
}

/** The read rows (list, one raid, guilds and users) on a context's world. */
async function measureReads(context: BenchContext): Promise<Map<RowKey, Row[]>> {
  const { config } = context;
  const rows = new Map<RowKey, Row[]>();
  const list = wants(config, 'list');
  const single = wants(config, 'single');
  if (list || single) {
    log('read rows (alternating with bare Fastify)');
    const measured = await guarded('GET rows', '—', () => httpRows(context, { list, single }));
    if (list) rows.set('list', measured.slice(0, 1));
    if (single) rows.set('single', list ? measured.slice(1) : measured);
  }
  if (wants(config, 'lists')) {
    log('/api/guilds, /api/users');
    rows.set('lists', await guarded('`/api/guilds`, `/api/users`', '< 10 ms', () => listRows(context)));
  }
  return rows;
}

function commandLine(): string {
  const settings = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_') || name === 'CHROME_PATH')
    .map(([name, value]) => `${name}=${value}`);
  return [...settings, 'npm run bench'].join(' ');
}

async function main(): Promise<void> {
  const config = readConfig();
  const modules = await loadServerModules(config.appRoot);
  const logDir = path.join(config.workDir, `logs-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(logDir, { recursive: true });
  log(`app ${config.appRoot}; logs in ${logDir}`);
  const rows = new Map<RowKey, Row[]>();
  const worlds: string[] = [];
  const archive: ArchiveMeasurement[] = [];
  const largest = config.sizes.at(-1);
  if (largest === undefined) throw new Error('BENCH_SIZES is empty');
  const targetOptions = { externalUrl: config.externalUrl, workDir: config.workDir };
  const webDistDir = await webSnapshot(config.appRoot, config.workDir);
  /** Starts the product on a target's world; its output goes to `<logName>.log`. */
  const launcher =
    (target: DatabaseTarget) =>
    (logName: string, env: Record<string, string> = {}): Promise<RunningProduct> =>
      startProduct({
        serverMain: modules.serverMain,
        appRoot: config.appRoot,
        webDistDir,
        serverEnv: { ...target.serverEnv, ...env },
        logFile: path.join(logDir, `${logName}.log`),
      });

  // Smaller worlds: the archive's flatness; the read rows too on the size the largest is compared with.
  let smallerReads = new Map<RowKey, Row[]>();
  const smaller = config.sizes
    .slice(0, -1)
    .filter((raids) => wants(config, 'archive') || raids === config.scaleFrom);
  for (const raids of smaller) {
    const target = databaseTarget(modules, targetOptions, raids);
    try {
      worlds.push(await buildWorld(config, modules, target, raids));
      const product = await launcher(target)(`product-${sizeLabel(raids)}`);
      try {
        if (raids === config.scaleFrom) {
          log(`read rows at ${sizeLabel(raids)}, to compare the ${sizeLabel(largest)} world's with`);
          smallerReads = await measureReads({
            config,
            modules,
            layout: worldLayout(raids, config.rounds),
            target,
            product,
            logDir,
          });
        }
        if (wants(config, 'archive')) {
          log(`archive at ${sizeLabel(raids)}`);
          archive.push(await measureArchive(product.baseUrl, await target.liveUrl(), raids, config.seconds));
        }
      } finally {
        await product.stop();
      }
    } catch (error) {
      log(`the ${sizeLabel(raids)} world failed: ${String(error)}`);
    } finally {
      if (!config.keep) await target.remove();
    }
  }

  const target = databaseTarget(modules, targetOptions, largest);
  try {
    worlds.push(await buildWorld(config, modules, target, largest));
    const context: BenchContext = {
      config,
      modules,
      layout: worldLayout(largest, config.rounds),
      target,
      product: await launcher(target)(`product-${sizeLabel(largest)}`),
      logDir,
    };
    try {
      for (const [key, measured] of await measureReads(context)) {
        const before = smallerReads.get(key);
        const scale =
          before && config.scaleFrom !== null
            ? scaleRows(measured, before, { large: largest, small: config.scaleFrom })
            : [];
        rows.set(key, [...measured, ...scale]);
      }
      if (wants(config, 'archive')) {
        log(`archive at ${sizeLabel(largest)}`);
        rows.set(
          'archive',
          await guarded('archive pages', 'p99 < 50 ms', async () => {
            archive.push(
              await measureArchive(context.product.baseUrl, await target.liveUrl(), largest, config.seconds),
            );
            return archiveRows(archive);
          }),
        );
      }
      if (wants(config, 'fanout')) {
        // Its profile comes from the moves' Server-Timing headers: the product restarts with them for this row
        // only, so the other rows measure it without the timing's hooks.
        log('fan-out to 1,000 and 5,000 sockets (the product restarted with SERVER_TIMING=1)');
        await context.product.stop();
        context.product = await launcher(target)(`product-${sizeLabel(largest)}-timed`, {
          SERVER_TIMING: '1',
        });
        rows.set(
          'fanout',
          await guarded('roster change fan-out', '≤ 1.15 × bare Socket.IO after the least transaction', () =>
            fanOutRows(context),
          ),
        );
        await context.product.stop();
        context.product = await launcher(target)(`product-${sizeLabel(largest)}-after-fanout`);
      }
      if (wants(config, 'page')) {
        log('the page (Chromium, Lighthouse)');
        rows.set(
          'page',
          await guarded('the page', 'Lighthouse mobile ≥ 95, TBT ≤ 200 ms', () => pageRows(context)),
        );
      }
      if (wants(config, 'routes')) {
        log('warm route changes (Chromium)');
        rows.set('routes', await guarded('warm route change', '≤ 200 ms', () => routeChangeRows(context)));
      }
      if (wants(config, 'signup')) {
        log('sign-up burst');
        rows.set(
          'signup',
          await guarded('sign-up burst', 'p99 ≤ 2 × bare Fastify + pg', () =>
            // Its profile's burst comes last, on the product restarted with Server-Timing.
            signUpRows(context, async () => {
              await context.product.stop();
              context.product = await launcher(target)(`product-${sizeLabel(largest)}-timed-signup`, {
                SERVER_TIMING: '1',
              });
            }),
          ),
        );
      }
    } finally {
      await context.product.stop();
    }
    if (wants(config, 'discord')) {
      // Two processes of their own with the bot pointed at one Discord stand-in: the product above is stopped,
      // or its bot would post the same raids to its in-process stand-in.
      log("the bot inside Discord's limits (2 processes, one Discord stand-in)");
      const signUps = process.env.BENCH_DISCORD_SIGNUPS;
      const raids = process.env.BENCH_DISCORD_RAIDS;
      rows.set(
        'discord',
        await guarded("the bot inside Discord's limits", '0 × 429, every post correct ≤ 2 s', () =>
          discordRows({
            layout: worldLayout(largest, config.rounds),
            liveUrl: () => target.liveUrl(),
            launch: launcher(target),
            ...(signUps && { signUps: Number(signUps) }),
            ...(raids && { raids: Number(raids) }),
          }),
        ),
      );
    }
    if (wants(config, 'startup')) {
      log('start-up');
      rows.set(
        'startup',
        await guarded('start-up', '≤ 2 s', () => startUpRows(config, launcher(target), logDir)),
      );
    }
  } finally {
    if (!config.keep) await target.remove();
  }

  const table = tableOrder.flatMap((key) => rows.get(key) ?? []);
  const facts = {
    command: commandLine(),
    database: config.externalUrl
      ? `external PostgreSQL (${new URL(config.externalUrl).host})`
      : 'embedded PostgreSQL (DATA_DIR)',
    worlds,
    notes: [
      'HTTP rows: autocannon, 10 connections, browser-like `accept-encoding: br, gzip`; medians of alternating rounds. "per answer" is the JSON as the server makes it, "compressed" what a browser receives.',
      'Latency rows (archive, guilds, users): one request at a time on a kept-alive connection, until the last byte of the answer as sent (compressed, not decoded by the bench); a request cut at 15 s counts as 15 s.',
      "Sign-up: the hot raids ask for no logs or item level; the bench characters are unknown to the Warcraft Logs stand-in, so each sign-up asks it and is accepted ('not found' only fails a raid with requirements).",
      `Rounds: ${config.rounds} of ${config.seconds} s. Logs of every process: ${logDir}.`,
    ],
  };
  process.stdout.write(`\n${[markdownTable(table), ...rowProfiles(table)].join('\n\n')}\n\n`);
  if (config.writeDoc) {
    const file = await writePerformanceDoc(config.repoRoot, runSection(table, facts));
    log(`written to ${file}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
