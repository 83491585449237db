import { cp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * A copy of the built web app for this run: a build made meanwhile in the checkout (which empties
 * apps/web/dist) must not break the page a run is measuring.
 */
export async function webSnapshot(appRoot: string, workDir: string): Promise<string> {
  const target = path.join(workDir, 'web-dist');
  await rm(target, { recursive: true, force: true });
  await cp(path.join(appRoot, 'apps/web/dist'), target, { recursive: true, force: true });
  // The server finds its rendering entry beside the page build (`dist-ssr/` next to `dist/`); without it every
  // page would go out as the plain shell. A link, not a copy: the entry imports React from the checkout's
  // node_modules, which Node finds from the link's real path.
  const serverBuild = path.join(workDir, 'dist-ssr');
  await rm(serverBuild, { recursive: true, force: true });
  await symlink(path.join(appRoot, 'apps/web/dist-ssr'), serverBuild, 'dir');
  return target;
}
