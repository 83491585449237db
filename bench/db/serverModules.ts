import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as DatabaseModuleTypes from '../../apps/server/dist/db/database.js';
import type * as ClusterModuleTypes from '../../apps/server/dist/db/embeddedCluster.js';

type DatabaseModule = typeof DatabaseModuleTypes;
type ClusterModule = typeof ClusterModuleTypes;

/**
 * The built server's own database code (its migrations, its embedded cluster), loaded from the measured
 * build: the world is created by the app's migrations, never by a copy of them.
 */
export interface ServerModules {
  database: DatabaseModule;
  cluster: ClusterModule;
  serverMain: string;
  webIndex: string;
}

export async function loadServerModules(appRoot: string): Promise<ServerModules> {
  const dist = path.join(appRoot, 'apps/server/dist');
  // What `npm start` runs: the bundle since it exists, the compiled entry in older checkouts.
  const bundle = path.join(dist, 'main.bundle.js');
  const serverMain = existsSync(bundle) ? bundle : path.join(dist, 'main.js');
  const webIndex = path.join(appRoot, 'apps/web/dist/index.html');
  for (const file of [serverMain, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` in ${appRoot} first`);
  }
  const load = (file: string) => import(pathToFileURL(path.join(dist, file)).href);
  return {
    database: (await load('db/database.js')) as DatabaseModule,
    cluster: (await load('db/embeddedCluster.js')) as ClusterModule,
    serverMain,
    webIndex,
  };
}
