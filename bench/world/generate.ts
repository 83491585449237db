import { demoGuilds } from '@raid/stand-ins/demoWorld';
import pg from 'pg';
import type { ServerModules } from '../db/serverModules.js';
import { worldCatalogue } from './catalogue.js';
import { dropPlainIndexes } from './indexes.js';
import { worldLayout, type WorldLayout } from './layout.js';
import {
  catalogueStatements,
  hotRaidStatements,
  peopleStatements,
  raidStatements,
  recordStatement,
  type HotGuild,
  type WorldStatement,
} from './sql.js';

export interface GeneratedWorld {
  layout: WorldLayout;
  /** Rows per table after the load. */
  counts: Record<string, number>;
  seconds: number;
  /** Whether the app's `recount_list_counters()` existed and filled the maintained counters. */
  recounted: boolean;
}

/** The demo world's first guild: the hot raids are posted there, so the bot's edits reach the Discord stand-in. */
function hotGuild(): HotGuild {
  const guild = demoGuilds[0];
  const channel = guild?.channels.find((candidate) => candidate.type === 0);
  if (!guild || !channel) throw new Error('the demo world has no guild with a text channel');
  return { id: guild.id, name: guild.name, channelId: channel.id };
}

/** Parallel connections for the records, the bulk of a world (PostgreSQL uses a core per connection). */
const RECORD_CONNECTIONS = 2;

const BULK_SESSION = `SET session_replication_role = replica; SET synchronous_commit = off;
  SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`;

async function bulkClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(BULK_SESSION);
  return client;
}

/** Fills the world raids' records in `RECORD_CONNECTIONS` id ranges at once. */
async function insertRecords(
  url: string,
  setup: WorldStatement[],
  layout: WorldLayout,
  log: (line: string) => void,
): Promise<void> {
  const share = Math.ceil(layout.raids / RECORD_CONNECTIONS);
  await Promise.all(
    Array.from({ length: RECORD_CONNECTIONS }, async (_, index) => {
      const client = await bulkClient(url);
      try {
        for (const statement of setup) await client.query(statement.text);
        const from = index * share + 1;
        await run(client, recordStatement(layout, from, Math.min(layout.raids, from + share - 1)), log);
      } finally {
        await client.end();
      }
    }),
  );
}

async function run(client: pg.Client, statement: WorldStatement, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await client.query(statement.text);
  log(`  ${statement.label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Makes a world of `raids` raids in an empty database: the app's own migrations create the schema (imported
 * from the measured build), then set-based SQL fills it (sql.ts). Triggers, foreign-key checks included, are
 * off during the load (`session_replication_role = replica`, the usual bulk-load setting; the rows are made
 * consistent by construction), and the counters that the app's triggers keep are then recomputed in one pass
 * by the app's own `recount_list_counters()` where the build has one. Ends with ANALYZE, as a real database
 * that grew to this size would have statistics.
 */
export async function generateWorld(
  modules: ServerModules,
  url: string,
  raids: number,
  rounds: number,
  log: (line: string) => void,
): Promise<GeneratedWorld> {
  const started = performance.now();
  const db = modules.database.createDb(url, { max: 2 });
  try {
    await modules.database.migrateToLatest(db);
  } finally {
    await db.destroy();
  }

  const layout = worldLayout(raids, rounds);
  const catalogue = worldCatalogue();
  const nowEpoch = Math.floor(Date.now() / 1000);
  const guild = hotGuild();
  const setup = catalogueStatements(catalogue, layout);
  const client = await bulkClient(url);
  try {
    for (const statement of [
      ...setup,
      ...peopleStatements(catalogue, layout, guild),
      ...raidStatements(catalogue, layout, nowEpoch),
    ]) {
      await run(client, statement, log);
    }
    const indexes = await dropPlainIndexes(client, 'records');
    await insertRecords(url, setup, layout, log);
    await run(client, { label: `${indexes.length} indexes of records`, text: indexes.join(';\n') }, log);
    for (const statement of hotRaidStatements(catalogue, layout, nowEpoch, guild))
      await run(client, statement, log);
    await client.query('SET session_replication_role = origin');
    const { rows } = await client.query<{ exists: boolean }>(
      `SELECT to_regprocedure('recount_list_counters()') IS NOT NULL AS exists`,
    );
    const recounted = Boolean(rows[0]?.exists);
    if (recounted)
      await run(client, { label: 'recount_list_counters()', text: 'SELECT recount_list_counters()' }, log);
    await run(client, { label: 'VACUUM ANALYZE', text: 'VACUUM ANALYZE' }, log);
    const counts: Record<string, number> = {};
    for (const table of ['users', 'guilds', 'characters', 'raids', 'records', 'history', 'sessions']) {
      const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
      counts[table] = Number(result.rows[0]?.n ?? 0);
    }
    return { layout, counts, seconds: (performance.now() - started) / 1000, recounted };
  } finally {
    await client.end();
  }
}
