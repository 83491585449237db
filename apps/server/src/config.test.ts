import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.js';

const discord = { DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret', DISCORD_BOT_TOKEN: 'token' };
const wcl = { WCL_CLIENT_ID: 'wcl-id', WCL_CLIENT_SECRET: 'wcl-secret' };
const production = {
  NODE_ENV: 'production',
  ...discord,
  ...wcl,
  SESSION_SECRET: 'x'.repeat(32),
  BASE_URL: 'https://raids.example.org',
};

/** The problems readConfig names, one per variable and reason; [] when it accepts the environment. */
function problems(env: Record<string, string>): string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('readConfig', () => {
  it('runs the demo with nothing set: stand-ins, localhost, a random secret per process', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: null,
      discord: null,
      wcl: null,
      listCacheMs: 2000,
    });
    expect(config.sessionSecret).toHaveLength(64);
    expect(readConfig({}).sessionSecret).not.toBe(config.sessionSecret);
  });

  it('reads every variable, treating empty as unset', () => {
    const config = readConfig({
      ...production,
      PORT: '8080',
      BASE_URL: 'https://raids.example.org/',
      DATABASE_URL: 'postgres://db/raids',
      REDIS_URL: '',
      ADMIN_USER_ID: '210000000000000001',
      LIST_CACHE_MS: '0',
      DISCORD_API_URL: 'https://discord.example/api',
    });
    expect(config).toMatchObject({
      port: 8080,
      baseUrl: 'https://raids.example.org',
      databaseUrl: 'postgres://db/raids',
      redisUrl: null,
      sessionSecret: 'x'.repeat(32),
      adminUserId: '210000000000000001',
      listCacheMs: 0,
      discord: {
        clientId: 'id',
        apiUrl: 'https://discord.example/api',
        authorizeBaseUrl: 'https://discord.com',
      },
      wcl: {
        clientId: 'wcl-id',
        apiUrlTemplate: 'https://{site}.warcraftlogs.com/api/v2/client',
        tokenUrl: 'https://www.warcraftlogs.com/oauth/token',
      },
    });
  });

  it("sends each Warcraft Logs site's queries to its own API, unless the deprecated single address is set", () => {
    const template = 'https://wcl.example/{site}/api/v2/client';
    expect(readConfig({ ...wcl, WCL_API_URL_TEMPLATE: template }).wcl?.apiUrlTemplate).toBe(template);
    const single = 'https://classic.warcraftlogs.com/api/v2/client';
    expect(
      readConfig({ ...wcl, WCL_API_URL_TEMPLATE: template, WCL_API_URL: single }).wcl?.apiUrlTemplate,
    ).toBe(single);
    expect(problems({ ...wcl, WCL_API_URL_TEMPLATE: 'https://www.warcraftlogs.com/api/v2/client' })).toEqual([
      'WCL_API_URL_TEMPLATE must contain {site}, e.g. https://{site}.warcraftlogs.com/api/v2/client',
    ]);
  });

  it('accepts a complete production environment, and plain http on localhost', () => {
    expect(problems(production)).toEqual([]);
    expect(problems({ ...production, BASE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(problems({ ...production, BASE_URL: 'http://127.0.0.1:3000' })).toEqual([]);
  });

  it('refuses production without credentials, naming every missing variable at once', () => {
    const named = problems({ NODE_ENV: 'production' });
    for (const name of [
      'DISCORD_CLIENT_ID',
      'DISCORD_CLIENT_SECRET',
      'DISCORD_BOT_TOKEN',
      'WCL_CLIENT_ID',
      'WCL_CLIENT_SECRET',
      'SESSION_SECRET',
      'BASE_URL',
    ])
      expect(named.filter((problem) => problem.startsWith(`${name} `))).toHaveLength(1);
    expect(named).toHaveLength(7);
  });

  it('refuses a short session secret and a plain-http public address in production', () => {
    expect(
      problems({ ...production, SESSION_SECRET: 'x'.repeat(31), BASE_URL: 'http://raids.example.org' }),
    ).toEqual([
      'SESSION_SECRET must be at least 32 characters in production',
      'BASE_URL must be https:// in production (http:// only for localhost)',
    ]);
  });

  it('names badly formed variables together with the production problems', () => {
    expect(problems({ ...production, PORT: 'eighty', WCL_CLIENT_SECRET: '' })).toEqual([
      'PORT must be a port number',
      'WCL_CLIENT_SECRET is required in production (demo mode is refused)',
    ]);
    expect(problems({ PORT: '70000', LIST_CACHE_MS: '-1', BASE_URL: '/', ADMIN_USER_ID: 'arthas' })).toEqual([
      'PORT must be a port number',
      'BASE_URL must be an absolute http(s) address',
      'ADMIN_USER_ID must be a Discord id',
      'LIST_CACHE_MS must not be negative',
    ]);
  });

  it('refuses half a set of credentials outside production instead of falling back to demo mode', () => {
    expect(problems({ DISCORD_CLIENT_ID: 'id', WCL_CLIENT_SECRET: 'secret' })).toEqual([
      'DISCORD_CLIENT_SECRET is missing: set all of DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, DISCORD_BOT_TOKEN or none (demo mode)',
      'DISCORD_BOT_TOKEN is missing: set all of DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET, DISCORD_BOT_TOKEN or none (demo mode)',
      'WCL_CLIENT_ID is missing: set all of WCL_CLIENT_ID, WCL_CLIENT_SECRET or none (demo mode)',
    ]);
  });

  it('puts every problem in one message, one line each', () => {
    expect(() => readConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /^Refusing to start.*\n {2}DISCORD_CLIENT_ID .*\n(.*\n)* {2}SESSION_SECRET must be at least 32/,
    );
  });
});
