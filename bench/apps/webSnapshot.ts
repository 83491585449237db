import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A copy of the built web app for this run: a build made meanwhile in the checkout (which empties
 * apps/web/dist) must not break the page a run is measuring.
 */
export async function webSnapshot(appRoot: string, workDir: string): Promise<string> {
  const target = path.join(workDir, 'web-dist');
  await rm(target, { recursive: true, force: true });
  await cp(path.join(appRoot, 'apps/web/dist'), target, { recursive: true, force: true });
  return target;
}
