import { randomBytes } from 'node:crypto';
import { environmentSchema, withoutEmpty } from './environment.js';
import { defaultRateLimits, type RateLimits } from './http/rateLimits.js';

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
  /** SERVER_TIMING=1: every answer carries a Server-Timing header with its statements' times (serverTiming.ts). */
  serverTiming: boolean;
  /**
   * Fastify's trustProxy from TRUST_PROXY: false (the default) takes the connection's address as the client's,
   * which behind a proxy is the proxy's for everyone; the proxies' addresses make X-Forwarded-For believed when
   * it comes from them, and only then. The login rate limit counts per client address.
   */
  trustProxy: false | string[];
  /** rateLimits.ts's defaults; tests lower them. */
  rateLimits: RateLimits;
  /** Null in demo mode (the in-process stand-ins); never null with NODE_ENV=production. */
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    apiUrl: string;
    authorizeBaseUrl: string;
  } | null;
  /**
   * The Discord application's Ed25519 public key (DISCORD_PUBLIC_KEY, hex): interactions signed by Discord are
   * verified with it. Null: no interactions endpoint. In demo mode the stand-in's key.
   */
  discordPublicKey: string | null;
  /**
   * Discord waits 3 s for an interaction's first answer: work still running after this long is deferred and
   * its result sent as a follow-up. Not an environment variable; tests shorten it.
   */
  interactionDeferAfterMs: number;
  /**
   * `apiUrlTemplate`: each site's API with `{site}` in place of its name (WCL_API_URL_TEMPLATE), or the
   * deprecated WCL_API_URL, which sends every site's queries to one address.
   */
  wcl: { clientId: string; clientSecret: string; apiUrlTemplate: string; tokenUrl: string } | null;
  /**
   * A fault for tests (FAULT_EXIT_AFTER_COMMIT=1, ignored with NODE_ENV=production): the process kills itself
   * right after the first change that told an event commits, before anything after the commit ran.
   */
  faultExitAfterCommit: boolean;
  /** The nightly backup (BACKUP_DIR, BACKUP_KEEP: the newest files kept); null: none. */
  backup: { dir: string; keep: number } | null;
}

/** The configuration cannot start the server; the message names every variable at fault, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start: the configuration is unsafe or incomplete (see README.md, "Configuration").\n${problems
        .map((problem) => `  ${problem}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment once at start-up; README.md lists every variable with its default. Without
 * Discord or Warcraft Logs credentials the app runs in demo mode on the in-process stand-ins (those sections are
 * null) — never with NODE_ENV=production, where they are required (environment.ts).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmpty(env));
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    baseUrl: (vars.BASE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL ?? null,
    redisUrl: vars.REDIS_URL ?? null,
    redisStream: vars.REDIS_STREAM,
    // Without a configured secret, signed cookies last as long as the process; several processes need one.
    sessionSecret: vars.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    adminUserId: vars.ADMIN_USER_ID ?? null,
    listCacheMs: vars.LIST_CACHE_MS,
    logRequests: vars.LOG_REQUESTS === '1',
    serverTiming: vars.SERVER_TIMING === '1',
    trustProxy: vars.TRUST_PROXY?.split(',').map((address) => address.trim()) ?? false,
    rateLimits: defaultRateLimits,
    discord:
      vars.DISCORD_CLIENT_ID && vars.DISCORD_CLIENT_SECRET && vars.DISCORD_BOT_TOKEN
        ? {
            clientId: vars.DISCORD_CLIENT_ID,
            clientSecret: vars.DISCORD_CLIENT_SECRET,
            botToken: vars.DISCORD_BOT_TOKEN,
            apiUrl: vars.DISCORD_API_URL,
            authorizeBaseUrl: vars.DISCORD_AUTHORIZE_URL,
          }
        : null,
    discordPublicKey: vars.DISCORD_PUBLIC_KEY?.toLowerCase() ?? null,
    interactionDeferAfterMs: 2_000,
    wcl:
      vars.WCL_CLIENT_ID && vars.WCL_CLIENT_SECRET
        ? {
            clientId: vars.WCL_CLIENT_ID,
            clientSecret: vars.WCL_CLIENT_SECRET,
            apiUrlTemplate: vars.WCL_API_URL ?? vars.WCL_API_URL_TEMPLATE,
            tokenUrl: vars.WCL_TOKEN_URL,
          }
        : null,
    faultExitAfterCommit: vars.FAULT_EXIT_AFTER_COMMIT === '1' && vars.NODE_ENV !== 'production',
    backup: vars.BACKUP_DIR ? { dir: vars.BACKUP_DIR, keep: vars.BACKUP_KEEP } : null,
  };
}
