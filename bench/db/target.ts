import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { sizeLabel } from '../config.js';
import type { ServerModules } from './serverModules.js';

/** The embedded cluster's database and credentials, as apps/server/src/bootstrap.ts and embeddedCluster.ts use. */
const EMBEDDED_DATABASE = 'raid';
const EMBEDDED_USER = 'raid:raid';

export interface OpenDatabase {
  url: string;
  close: () => Promise<void>;
}

/**
 * Where one world lives: a fresh embedded cluster in its own DATA_DIR (the default, as `npm start` runs), or a
 * fresh database on an external PostgreSQL (BENCH_DATABASE_URL).
 */
export interface DatabaseTarget {
  label: string;
  /** The environment that points the product at this world. */
  serverEnv: Record<string, string>;
  /** Opens the database for the world generator; `close` stops what `open` started. */
  open: () => Promise<OpenDatabase>;
  /** Opens the world an earlier run kept (BENCH_KEEP=1) as it is; null when there is none. */
  openKept: () => Promise<OpenDatabase | null>;
  /** The database's address while the product runs (the embedded cluster's port changes at every start). */
  liveUrl: () => Promise<string>;
  remove: () => Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function embeddedTarget(modules: ServerModules, workDir: string, raids: number): DatabaseTarget {
  const dataDir = path.join(workDir, `world-${sizeLabel(raids)}`);
  return {
    label: `embedded PostgreSQL in ${dataDir}`,
    serverEnv: { DATA_DIR: dataDir },
    open: async () => {
      await rm(dataDir, { recursive: true, force: true });
      const cluster = await modules.cluster.startEmbeddedCluster(dataDir);
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`).finally(() => admin.end());
      return { url: cluster.url(EMBEDDED_DATABASE), close: cluster.stop };
    },
    openKept: async () => {
      if (!existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) return null;
      const cluster = await modules.cluster.startEmbeddedCluster(dataDir);
      return { url: cluster.url(EMBEDDED_DATABASE), close: cluster.stop };
    },
    liveUrl: async () => {
      const port = (await readFile(path.join(dataDir, 'port'), 'utf8')).trim();
      return `postgres://${EMBEDDED_USER}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
    },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function externalTarget(baseUrl: string, raids: number): DatabaseTarget {
  const base = new URL(baseUrl);
  const name = `${base.pathname.replace(/^\//, '') || 'bench'}_${sizeLabel(raids).toLowerCase()}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`BENCH_DATABASE_URL: unusable database name ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const drop = () => adminQuery(admin.href, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return {
    label: `external PostgreSQL, database ${name}`,
    serverEnv: { DATABASE_URL: url.href },
    open: async () => {
      await drop();
      await adminQuery(admin.href, `CREATE DATABASE ${name}`);
      return { url: url.href, close: async () => undefined };
    },
    openKept: async () => {
      const client = new pg.Client({ connectionString: admin.href });
      await client.connect();
      const found = await client
        .query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
        .finally(() => client.end());
      return found.rowCount ? { url: url.href, close: async () => undefined } : null;
    },
    liveUrl: async () => url.href,
    remove: drop,
  };
}

export function databaseTarget(
  modules: ServerModules,
  options: { externalUrl: string | null; workDir: string },
  raids: number,
): DatabaseTarget {
  return options.externalUrl
    ? externalTarget(options.externalUrl, raids)
    : embeddedTarget(modules, options.workDir, raids);
}
