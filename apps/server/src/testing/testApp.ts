import { startDiscordStandIn, type DiscordStandIn } from '@raid/stand-ins/discordStandIn';
import { startWclStandIn, type WclStandIn } from '@raid/stand-ins/wclStandIn';
import { buildApp } from '../app.js';
import type { AppDeps } from '../appDeps.js';
import { DomainEvents } from '../events/domainEvents.js';
import { readConfig } from '../config.js';
import type { AppInstance } from '../http/appInstance.js';
import type { RateLimits } from '../http/rateLimits.js';
import { startDiscordBot, type DiscordBot } from '../discordBot/discordBot.js';
import { pgDiscordBudget } from '../integrations/discord/budget/pgDiscordBudget.js';
import { DiscordClient } from '../integrations/discord/discordClient.js';
import { WclCache } from '../integrations/wcl/wclCache.js';
import { WclClient } from '../integrations/wcl/wclClient.js';
import { startScheduledWork, type ScheduledWork } from '../jobs/scheduledWork.js';
import { createTestDatabase, type TestDatabase } from './testDatabase.js';
import { useForFile } from './useForFile.js';

export interface TestApp {
  app: AppInstance;
  deps: AppDeps;
  database: TestDatabase;
  discord: DiscordStandIn;
  wcl: WclStandIn;
  /** The bot with no timer: a test runs its due work with `bot.worker.runDue()`. */
  bot: DiscordBot;
  /** pg-boss with its jobs, when the test asked for it (`{ jobs: true }`); null otherwise. */
  jobs: ScheduledWork | null;
  /** Moves the app's clock; `null` goes back to real time. */
  setNow: (date: Date | null) => void;
  close: () => Promise<void>;
}

/** Fast pg-boss timings for tests: workers poll every half second, cron schedules are checked every second. */
export const TEST_JOB_OPTIONS = {
  pollingIntervalSeconds: 0.5,
  cronMonitorIntervalSeconds: 1,
  log: () => undefined,
};

/**
 * The real app on a fresh database, with the real Discord and Warcraft Logs clients pointed at in-process
 * stand-ins (DESIGN.md "Stand-ins, not mocks"). pg-boss starts only with `{ jobs: true }`: it installs its schema
 * in each database, which takes time most tests do not need. `{ rateLimits }` lowers limits of rateLimits.ts for
 * the tests of those limits.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { jobs?: boolean; rateLimits?: Partial<RateLimits> } = {},
): Promise<TestApp> {
  const config = readConfig({
    PORT: '0',
    BASE_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret',
    // Tests write rows directly, as another process would: lists are read afresh unless a test asks otherwise.
    LIST_CACHE_MS: '0',
    ...env,
  });
  const [database, discord, wcl] = await Promise.all([
    createTestDatabase({ timeStatements: config.serverTiming }),
    startDiscordStandIn(),
    startWclStandIn(),
  ]);
  let fixedNow: Date | null = null;
  const now = () => fixedNow ?? new Date();
  config.rateLimits = { ...config.rateLimits, ...options.rateLimits };
  // Interactions the stand-in sends (POST /__interactions) are signed with its key pair.
  config.discordPublicKey ??= discord.publicKey;
  const deps: AppDeps = {
    config,
    db: database.db,
    discord: new DiscordClient({
      apiUrl: `${discord.url}/api`,
      authorizeBaseUrl: discord.url,
      clientId: discord.clientId,
      clientSecret: discord.clientSecret,
      botToken: discord.botToken,
      budget: pgDiscordBudget(database.db),
    }),
    wcl: new WclCache(
      new WclClient({
        apiUrlTemplate: wcl.apiUrlTemplate,
        tokenUrl: wcl.tokenUrl,
        clientId: wcl.clientId,
        clientSecret: wcl.clientSecret,
      }),
      database.db,
      { now },
    ),
    events: new DomainEvents((error) => {
      throw error;
    }),
    now,
  };
  const app = await buildApp(deps);
  // Nothing runs by itself: a test drives the bot with `bot.worker.runDue()` and the app's clock. Retries wait
  // a millisecond instead of seconds.
  const bot = startDiscordBot(deps, {
    // Longer than production's second, so a test's burst of changes on a busy machine is still one burst; the
    // tests move the app's clock past it.
    coalesceMs: 3_000,
    pollMs: 0,
    runWhenQueued: false,
    retryBaseMs: 1,
    maxRetryMs: 1,
    log: () => undefined,
  });
  const jobs = options.jobs ? await startScheduledWork(deps, database.url, TEST_JOB_OPTIONS) : null;
  return {
    app,
    deps,
    bot,
    jobs,
    database,
    discord,
    wcl,
    setNow: (date) => {
      fixedNow = date;
    },
    close: async () => {
      await jobs?.stop();
      await bot.stop();
      await app.close();
      await Promise.all([discord.close(), wcl.close()]);
      await database.drop();
    },
  };
}

/**
 * A test app for the whole file, its start and close registered as the file's hooks. The object is filled when
 * the app has started, so tests use it as they would `await startTestApp()`'s answer.
 */
export function useTestApp(...args: Parameters<typeof startTestApp>): TestApp {
  return useForFile(
    () => startTestApp(...args),
    (t) => t.close(),
  );
}
