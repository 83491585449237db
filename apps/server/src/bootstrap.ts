import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { demoGuilds, demoUsers } from '@raid/stand-ins/demoWorld';
import { startWclStandIn } from '@raid/stand-ins/wclStandIn';
import pg from 'pg';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { createDb, migrateToLatest } from './db/database.js';
import { isDatabaseUnavailable } from './db/databaseFaults.js';
import { startEmbeddedCluster } from './db/embeddedCluster.js';
import { postDemoRaids } from './demo/postDemoRaids.js';
import { seedDemoWorld } from './demo/seedDemoWorld.js';
import { DomainEvents } from './events/domainEvents.js';
import type { AppInstance } from './http/appInstance.js';
import { WEB_DIST_DIR } from './http/webApp.js';
import { startDiscordBot } from './discordBot/discordBot.js';
import { syncSlashCommands } from './discordBot/slashCommandSync.js';
import { pgDiscordBudget } from './integrations/discord/budget/pgDiscordBudget.js';
import { connectRedisDiscordBudget } from './integrations/discord/budget/redisDiscordBudget.js';
import { DiscordClient } from './integrations/discord/discordClient.js';
import { WclCache } from './integrations/wcl/wclCache.js';
import { WclClient } from './integrations/wcl/wclClient.js';
import { startScheduledWork } from './jobs/scheduledWork.js';

/** A request's query that takes longer is abandoned and answered 503, so no request hangs on a stuck database. */
const QUERY_TIMEOUT_MS = 15_000;

/**
 * How background work (jobs, the Discord outbox, live events) reports a failure: one line while the database is
 * away (it retries by itself), the stack otherwise — not the whole error object: pg errors carry their
 * connection, pages of it.
 */
function logFault(message: string, error?: unknown): void {
  if (isDatabaseUnavailable(error)) console.warn(`${message}: database unavailable (${String(error)})`);
  else console.error(message, error instanceof Error ? error.stack : (error ?? ''));
}

/** The database the app keeps in its embedded cluster (one-off commands such as admin.ts open it too). */
export const EMBEDDED_DATABASE = 'raid';

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

interface RunningServer {
  app: AppInstance;
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the whole product: the database (embedded in DATA_DIR unless DATABASE_URL is set), migrations, and —
 * without Discord or Warcraft Logs credentials — the in-process stand-ins and the demo world.
 */
export async function startServer(
  config: Config,
  options: { logger?: boolean } = {},
): Promise<RunningServer> {
  const closers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  };
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const cluster = await startEmbeddedCluster(config.dataDir);
      closers.push(cluster.stop);
      await ensureDatabase(cluster.url('postgres'), EMBEDDED_DATABASE);
      databaseUrl = cluster.url(EMBEDDED_DATABASE);
    }
    // Migrations may take minutes on a large database; requests may not.
    const migrationDb = createDb(databaseUrl, { max: 1 });
    await migrateToLatest(migrationDb).finally(() => migrationDb.destroy());
    const db = createDb(databaseUrl, {
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      timeStatements: config.serverTiming,
    });
    closers.push(() => db.destroy());

    let discordConfig = config.discord;
    let discordStandIn: DiscordStandIn | null = null;
    if (!discordConfig) {
      const standIn = await startDiscordStandIn();
      discordStandIn = standIn;
      closers.push(standIn.close);
      // The demo's way to see what the bot sent: the stand-in records every request.
      console.log(
        `Discord stand-in at ${standIn.url}; what the bot sent: ${standIn.url}/__requests; ` +
          `its Discord page (click the posts' buttons as a demo user): ${standIn.url}/__client`,
      );
      discordConfig = {
        clientId: standIn.clientId,
        clientSecret: standIn.clientSecret,
        botToken: standIn.botToken,
        apiUrl: `${standIn.url}/api`,
        authorizeBaseUrl: standIn.url,
      };
    }
    let wclConfig = config.wcl;
    if (!wclConfig) {
      const standIn = await startWclStandIn();
      closers.push(standIn.close);
      wclConfig = {
        clientId: standIn.clientId,
        clientSecret: standIn.clientSecret,
        apiUrlTemplate: standIn.apiUrlTemplate,
        tokenUrl: standIn.tokenUrl,
      };
    }
    const demoMode = !config.discord;
    const adminUserId =
      config.adminUserId ?? (demoMode ? (demoUsers.find((user) => user.admin)?.id ?? null) : null);
    if (demoMode) {
      await seedDemoWorld(db, new Date());
      await postDemoRaids(
        db,
        new Date(),
        demoGuilds.map((guild) => guild.id),
      );
    }

    // The bot's Discord budget, shared by every process: in Redis when the deployment has it, else PostgreSQL.
    let budget = pgDiscordBudget(db);
    if (config.redisUrl) {
      const redisBudget = await connectRedisDiscordBudget(
        config.redisUrl,
        config.redisStream,
        logFault,
        budget,
      );
      closers.push(redisBudget.close);
      budget = redisBudget.store;
    }
    const now = () => new Date();
    const events = new DomainEvents((error, event) => logFault(`listener of ${event.type} failed`, error));
    const deps = {
      config: {
        ...config,
        adminUserId,
        // The stand-in signs the interactions its Discord client page sends with its own key pair.
        discordPublicKey: config.discordPublicKey ?? discordStandIn?.publicKey ?? null,
      },
      db,
      discord: new DiscordClient({ ...discordConfig, budget }),
      wcl: new WclCache(new WclClient(wclConfig), db, { now }),
      events,
      now,
    };
    const app = await buildApp(deps, { ...options, webDistDir: WEB_DIST_DIR });
    closers.push(() => app.close());
    const bot = startDiscordBot(deps, { log: logFault });
    closers.push(bot.stop);
    const warn = (message: string) => console.warn(message);
    const commandsSynced = syncSlashCommands(deps.discord, { demo: demoMode, warn });
    // The demo's client page needs its commands from the start; a check against real Discord may take its time.
    if (demoMode) await commandsSynced;
    else
      commandsSynced.catch((error: unknown) =>
        warn(`Discord's slash commands could not be checked: ${String(error)}`),
      );
    // The job queue starts while the server already answers (its start reads every upcoming raid; events from
    // that time wait for it); the server is ready once both are.
    const jobsStarting = startScheduledWork(deps, databaseUrl, {
      pollingIntervalSeconds: 1,
      cronMonitorIntervalSeconds: 30,
      log: logFault,
    });
    jobsStarting.catch(() => undefined);
    closers.push(async () => (await jobsStarting).stop());
    const url = await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    if (discordStandIn && address && typeof address !== 'string')
      discordStandIn.setInteractionsEndpoint(`http://127.0.0.1:${address.port}/api/discord/interactions`);
    await jobsStarting;
    return { app, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
