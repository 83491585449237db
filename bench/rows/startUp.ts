import type { RunningProduct } from '../apps/product.js';
import { startReference } from '../apps/references.js';
import type { BenchConfig } from '../config.js';
import { seconds, times } from '../report/format.js';
import type { Row } from '../report/table.js';
import { log } from '../util/log.js';
import { median } from '../util/stats.js';

/**
 * Start-up on an existing data dir (or database): spawn of the built server until `GET /api/gameData` answers
 * 200, against the spawn of a bare Fastify hello until its first 200; alternating rounds, the product stopped
 * in between (SIGTERM, so the embedded cluster shuts down cleanly as after a normal stop).
 */
export async function startUpRows(
  config: BenchConfig,
  launch: (logName: string) => Promise<RunningProduct>,
  logDir: string,
): Promise<Row[]> {
  const product: number[] = [];
  const bare: number[] = [];
  for (let round = 1; round <= config.rounds; round++) {
    const running = await launch(`product-startup-${round}`);
    product.push(running.readyAt - running.spawnedAt);
    await running.stop();
    const hello = await startReference('bareHello', { logDir });
    bare.push(hello.readyAt - hello.spawnedAt);
    await hello.stop();
    log(`  round ${round}: product ${seconds(product.at(-1) ?? NaN)}, bare ${seconds(bare.at(-1) ?? NaN)}`);
  }
  const value = median(product);
  const reference = median(bare);
  return [
    {
      what: 'start-up on an existing data dir (spawn → `GET /api/gameData` 200)',
      measured: seconds(value),
      reference: `bare Fastify ${seconds(reference)}`,
      ratio: times(value / reference),
      goal: '≤ 2 s',
      met: value <= 2_000,
    },
  ];
}
