import type { RunningProduct } from '../apps/product.js';
import type { BenchConfig } from '../config.js';
import type { DatabaseTarget } from '../db/target.js';
import type { ServerModules } from '../db/serverModules.js';
import type { WorldLayout } from '../world/layout.js';

/** What every row of the table measures against: the product running on the largest world. */
export interface BenchContext {
  config: BenchConfig;
  modules: ServerModules;
  layout: WorldLayout;
  target: DatabaseTarget;
  product: RunningProduct;
  logDir: string;
}
