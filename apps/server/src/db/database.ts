import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  type LogEvent,
  type MigrationResultSet,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import * as initial from './migrations/0001_initial.js';
import * as discordOutbox from './migrations/0002_discord_outbox.js';
import * as scheduledWork from './migrations/0003_scheduled_work.js';
import * as listCounters from './migrations/0004_list_counters.js';
import * as archiveDays from './migrations/0005_archive_days.js';
import * as publicTablesVersion from './migrations/0006_public_tables_version.js';
import * as rateLimitCounters from './migrations/0007_rate_limit_counters.js';
import * as sessionActivity from './migrations/0008_session_activity.js';
import * as calendarFeeds from './migrations/0009_calendar_feeds.js';
import * as nudges from './migrations/0010_nudges.js';
import * as attendance from './migrations/0011_attendance.js';
import * as apiTokens from './migrations/0012_api_tokens.js';
import * as webhooks from './migrations/0013_webhooks.js';
import * as guildInvites from './migrations/0014_guild_invites.js';
import * as interactionClaims from './migrations/0015_interaction_claims.js';
import * as gdkp from './migrations/0016_gdkp.js';
import * as teams from './migrations/0017_teams.js';
import * as lockouts from './migrations/0018_lockouts.js';
import * as prioritySignups from './migrations/0019_priority_signups.js';
import * as raidReports from './migrations/0020_raid_reports.js';
import * as discordBudget from './migrations/0021_discord_budget.js';
import * as teamBenchCredit from './migrations/0022_team_bench_credit.js';
import * as openRaidDays from './migrations/0023_open_raid_days.js';
import * as ownerTotals from './migrations/0024_owner_totals.js';
import { recordSpan } from '../http/serverTiming.js';
import { foldBeginIntoFirstStatement } from './foldedBegin.js';
import { prepareHotQueries } from './preparedStatements.js';
import { statementDescription } from './statementDescription.js';
import type { Database } from './schema.js';

// PostgreSQL bigint (count(*)) arrives as text by default; our counts fit a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Db = Kysely<Database>;

/** Repositories take either, so a service decides whether a read runs inside its transaction. */
export type Executor = Db | Transaction<Database>;

/** How long a request may wait for a connection when the database is slow or gone; then it answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

export function createDb(
  connectionString: string,
  options: { max?: number; queryTimeoutMs?: number; timeStatements?: boolean } = {},
): Db {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    // A connection, once opened, stays: a sign-up burst after a quiet spell (a raid just posted) would
    // otherwise open them again at its start, while its first requests wait (pg closes idle ones after 10 s).
    min: max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing its sockets (a crashed host) is found out by the kernel.
    keepAlive: true,
    ...(options.queryTimeoutMs !== undefined && { query_timeout: options.queryTimeoutMs }),
  });
  // An idle connection that the server drops (restart, shutdown) emits 'error' on the pool; unhandled, that
  // would crash the process. The pool discards the connection and the next query opens a new one.
  pool.on('error', () => undefined);
  // A connection lost while a request holds it (between two statements of a transaction) emits 'error' on
  // its client, where nobody listens: that would end the process. The request's next statement fails and
  // answers 503; the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  prepareHotQueries(pool);
  foldBeginIntoFirstStatement(pool);
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(options.timeStatements && {
      log: (event: LogEvent) => {
        if (event.level === 'query')
          recordSpan('sql', event.queryDurationMillis, () => statementDescription(event.query.sql));
      },
    }),
  });
}

/**
 * Migrations are listed here (not read from disk) so the compiled server and the tests run the same set.
 * Kysely's migrator holds a PostgreSQL advisory lock while it runs, so two processes starting at once apply
 * each migration once.
 */
const migrations = {
  '0001_initial': initial,
  '0002_discord_outbox': discordOutbox,
  '0003_scheduled_work': scheduledWork,
  '0004_list_counters': listCounters,
  '0005_archive_days': archiveDays,
  '0006_public_tables_version': publicTablesVersion,
  '0007_rate_limit_counters': rateLimitCounters,
  '0008_session_activity': sessionActivity,
  '0009_calendar_feeds': calendarFeeds,
  '0010_nudges': nudges,
  '0011_attendance': attendance,
  '0012_api_tokens': apiTokens,
  '0013_webhooks': webhooks,
  '0014_guild_invites': guildInvites,
  '0015_interaction_claims': interactionClaims,
  '0016_gdkp': gdkp,
  '0017_teams': teams,
  '0018_lockouts': lockouts,
  '0019_priority_signups': prioritySignups,
  '0020_raid_reports': raidReports,
  '0021_discord_budget': discordBudget,
  '0022_team_bench_credit': teamBenchCredit,
  '0023_open_raid_days': openRaidDays,
  '0024_owner_totals': ownerTotals,
};

export const migrationNames = Object.keys(migrations);

/** The newest migration applied to the database, or undefined before the first. */
export async function latestAppliedMigration(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
  return rows[0]?.name;
}

export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Applies the migrations up to and including `name` (a restore loads a backup's rows into its own schema). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
