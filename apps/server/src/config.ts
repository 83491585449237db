import { randomBytes } from 'node:crypto';

export interface Config {
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** The Redis stream (and PUB/SUB prefix) of live events: processes that share it share events. */
  redisStream: string;
  sessionSecret: string;
  adminUserId: string | null;
  /**
   * How long a page of the raid lists, or a public table, is served as written before the database is asked
   * again. Changes made by this process are seen at once; another process's within this time.
   */
  listCacheMs: number;
  /** Log every request and its answer (LOG_REQUESTS=1); errors are logged either way. */
  logRequests: boolean;
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    apiUrl: string;
    authorizeBaseUrl: string;
  } | null;
  wcl: { clientId: string; clientSecret: string; apiUrl: string; tokenUrl: string } | null;
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be milliseconds, got ${value}`);
  return parsed;
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PORT must be a port number, got ${value}`);
  return parsed;
}

/**
 * Reads the environment once at start-up; README.md lists every variable with its default. Without Discord or
 * Warcraft Logs credentials the app runs in demo mode on the in-process stand-ins (those sections are null).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const listenPort = port(env.PORT);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${listenPort}`).replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+/.test(baseUrl))
    throw new Error(`BASE_URL must be an absolute http(s) address, got ${env.BASE_URL}`);
  const discordConfigured = Boolean(
    env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET && env.DISCORD_BOT_TOKEN,
  );
  const wclConfigured = Boolean(env.WCL_CLIENT_ID && env.WCL_CLIENT_SECRET);
  return {
    port: listenPort,
    host: env.HOST ?? '0.0.0.0',
    baseUrl,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisStream: env.REDIS_STREAM || 'raid-planner',
    // Without a configured secret, signed cookies last as long as the process; several processes need one.
    sessionSecret: env.SESSION_SECRET || randomBytes(32).toString('hex'),
    adminUserId: env.ADMIN_USER_ID || null,
    listCacheMs: milliseconds('LIST_CACHE_MS', env.LIST_CACHE_MS, 2_000),
    logRequests: env.LOG_REQUESTS === '1',
    discord: discordConfigured
      ? {
          clientId: env.DISCORD_CLIENT_ID as string,
          clientSecret: env.DISCORD_CLIENT_SECRET as string,
          botToken: env.DISCORD_BOT_TOKEN as string,
          apiUrl: env.DISCORD_API_URL ?? 'https://discord.com/api',
          authorizeBaseUrl: env.DISCORD_AUTHORIZE_URL ?? 'https://discord.com',
        }
      : null,
    wcl: wclConfigured
      ? {
          clientId: env.WCL_CLIENT_ID as string,
          clientSecret: env.WCL_CLIENT_SECRET as string,
          apiUrl: env.WCL_API_URL ?? 'https://www.warcraftlogs.com/api/v2/client',
          tokenUrl: env.WCL_TOKEN_URL ?? 'https://www.warcraftlogs.com/oauth/token',
        }
      : null,
  };
}
