import { snowflake } from '@raid/domain/schemas/primitives';
import { z } from 'zod';
import { DEFAULT_WCL_API_URL_TEMPLATE } from './integrations/wcl/wclClient.js';

/** A secret shorter than this can be guessed offline from one signed cookie. */
const MIN_SESSION_SECRET_LENGTH = 32;

const DISCORD_CREDENTIALS = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_BOT_TOKEN'] as const;
const WCL_CREDENTIALS = ['WCL_CLIENT_ID', 'WCL_CLIENT_SECRET'] as const;

const text = z.string().optional();
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) address' });
/** An http(s) address with `{site}` where each Warcraft Logs site's name goes. */
const siteUrlTemplate = z
  .string()
  .refine((value) => value.includes('{site}'), {
    error: 'must contain {site}, e.g. https://{site}.warcraftlogs.com/api/v2/client',
  })
  .refine((value) => httpUrl.safeParse(value.replaceAll('{site}', 'www')).success, {
    error: 'must be an absolute http(s) address once {site} is replaced',
  });
const milliseconds = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .nonnegative('must not be negative');

/** Loopback names: plain http there never crosses a network. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  );
}

type Environment = Record<string, string | undefined>;
/** The variables as parsed so far: a refinement also sees them when another variable failed its check. */
type Variables = Readonly<Record<string, unknown>>;
type Issues = z.RefinementCtx;

function textOf(env: Variables, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' ? value : undefined;
}

function problem(ctx: Issues, name: string, why: string): void {
  ctx.addIssue({ code: 'custom', path: [name], message: why });
}

/**
 * Half a set of credentials is a mistake, not a wish for demo mode: without this the app would fall back to the
 * stand-in and a site meant to be real would offer the demo login.
 */
function requireWholeSet(env: Variables, names: readonly string[], ctx: Issues): void {
  const given = names.filter((name) => textOf(env, name));
  if (given.length === 0 || given.length === names.length) return;
  for (const name of names)
    if (!textOf(env, name))
      problem(ctx, name, `is missing: set all of ${names.join(', ')} or none (demo mode)`);
}

/**
 * Production never runs on stand-ins or demo users (anyone reaching the Discord stand-in could log in as the demo
 * administrator), never signs cookies with a per-process or guessable secret, and never sends the session cookie
 * over plain http.
 */
function requireProductionSafety(env: Variables, ctx: Issues): void {
  for (const name of [...DISCORD_CREDENTIALS, ...WCL_CREDENTIALS])
    if (!textOf(env, name)) problem(ctx, name, 'is required in production (demo mode is refused)');
  const secret = textOf(env, 'SESSION_SECRET');
  if (!secret) problem(ctx, 'SESSION_SECRET', 'is required in production');
  else if (secret.length < MIN_SESSION_SECRET_LENGTH)
    problem(ctx, 'SESSION_SECRET', `must be at least ${MIN_SESSION_SECRET_LENGTH} characters in production`);
  const baseUrl = textOf(env, 'BASE_URL');
  if (!baseUrl) problem(ctx, 'BASE_URL', 'is required in production (the public https:// address)');
  else if (URL.canParse(baseUrl)) {
    const url = new URL(baseUrl);
    if (url.protocol === 'http:' && !isLoopback(url.hostname))
      problem(ctx, 'BASE_URL', 'must be https:// in production (http:// only for localhost)');
  }
}

/** The environment the server reads, every variable of README's "Configuration"; empty counts as unset. */
export const environmentSchema = z
  .object({
    NODE_ENV: text,
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be a port number')
      .max(65_535, 'must be a port number')
      .default(3000),
    HOST: z.string().default('0.0.0.0'),
    BASE_URL: httpUrl.optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: text,
    REDIS_URL: text,
    REDIS_STREAM: z.string().default('raid-planner'),
    SESSION_SECRET: text,
    ADMIN_USER_ID: snowflake.optional(),
    LIST_CACHE_MS: milliseconds.default(2_000),
    LOG_REQUESTS: text,
    SERVER_TIMING: text,
    FAULT_EXIT_AFTER_COMMIT: text,
    BACKUP_DIR: text,
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a number of backups' })
      .int('must be a whole number of backups')
      .min(1, 'must keep at least one backup')
      .default(7),
    // The proxies in front whose X-Forwarded-For is believed: addresses, CIDR ranges or proxy-addr's names
    // (loopback, uniquelocal). A hop count is not offered: it would believe a client that talks to us directly.
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/, "must be a comma-separated list of the proxies' addresses")
      .optional(),
    DISCORD_CLIENT_ID: text,
    DISCORD_CLIENT_SECRET: text,
    DISCORD_BOT_TOKEN: text,
    // Without it the interactions endpoint answers 404: a deployment may run without buttons on its posts.
    DISCORD_PUBLIC_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be the 64 hexadecimal characters of the application's public key")
      .optional(),
    DISCORD_API_URL: httpUrl.default('https://discord.com/api'),
    DISCORD_AUTHORIZE_URL: httpUrl.default('https://discord.com'),
    WCL_CLIENT_ID: text,
    WCL_CLIENT_SECRET: text,
    WCL_API_URL_TEMPLATE: siteUrlTemplate.default(DEFAULT_WCL_API_URL_TEMPLATE),
    // Deprecated: one address for every site, which only serves a deployment whose realms share one site.
    WCL_API_URL: httpUrl.optional(),
    WCL_TOKEN_URL: httpUrl.default('https://www.warcraftlogs.com/oauth/token'),
  })
  .superRefine(
    (env, ctx) => {
      // Production requires every credential, which names each missing one already.
      if (env.NODE_ENV === 'production') return requireProductionSafety(env, ctx);
      requireWholeSet(env, DISCORD_CREDENTIALS, ctx);
      requireWholeSet(env, WCL_CREDENTIALS, ctx);
    },
    // Also when a variable failed its own check, so that one start names every problem, not the first few.
    { when: () => true },
  );

/** Unset and empty are the same to a shell user (`FOO= npm start`); zod's defaults apply to both. */
export function withoutEmpty(env: NodeJS.ProcessEnv): Environment {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
