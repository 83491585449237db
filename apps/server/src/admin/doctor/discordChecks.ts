/**
 * The doctor's Discord half, with the bot's token: the token and its application
 * (https://discord.com/developers/docs/resources/user#get-current-user,
 * https://discord.com/developers/docs/resources/application#get-current-application), the interactions endpoint
 * URL Discord sends slash commands and button clicks to, and every server the bot is in with the permissions it
 * lacks there (https://discord.com/developers/docs/resources/user#get-current-user-guilds,
 * .../resources/guild#get-guild, .../resources/guild#get-guild-member).
 */
import { failureOf, ok, problem, type Check } from './check.js';
import { basePermissions, missingBotPermissions, type GuildRoles } from './discordPermissions.js';

export interface DiscordDoctorOptions {
  /** DISCORD_API_URL, without the version (v10 is appended). */
  apiUrl: string;
  botToken: string;
  clientId: string;
  /** BASE_URL: the interactions endpoint must be BASE_URL/api/discord/interactions. */
  baseUrl: string;
  fetch?: typeof fetch;
}

interface Answer {
  status: number;
  body: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A GET with the bot's token; a 429 waits the `retry_after` Discord names and tries again (three times). */
function discordGetter(options: DiscordDoctorOptions): (path: string) => Promise<Answer> {
  const fetcher = options.fetch ?? globalThis.fetch;
  const api = `${options.apiUrl.replace(/\/+$/, '')}/v10`;
  return async (path) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetcher(`${api}${path}`, {
        headers: {
          authorization: `Bot ${options.botToken}`,
          // Discord asks every bot for a User-Agent of this form (https://discord.com/developers/docs/reference#user-agent).
          'user-agent': `DiscordBot (${options.baseUrl}, 1)`,
        },
        signal: AbortSignal.timeout(10_000),
      });
      const body: unknown = await response.json().catch(() => null);
      const retryAfter = isRecord(body) && typeof body.retry_after === 'number' ? body.retry_after : null;
      if (response.status === 429 && retryAfter !== null && retryAfter <= 10 && attempt < 3) {
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
        continue;
      }
      return { status: response.status, body };
    }
  };
}

const refusal = (answer: Answer): string =>
  `HTTP ${answer.status}${isRecord(answer.body) && answer.body.message ? ` (${text(answer.body.message)})` : ''}`;

export async function discordChecks(options: DiscordDoctorOptions): Promise<Check[]> {
  const get = discordGetter(options);
  const checks: Check[] = [];
  try {
    const me = await get('/users/@me');
    if (me.status !== 200 || !isRecord(me.body) || typeof me.body.id !== 'string') {
      return [
        problem(
          `Discord bot token: refused, ${refusal(me)}. Copy the bot's token (Developer Portal → your application → ` +
            'Bot → Reset Token) into DISCORD_BOT_TOKEN.',
        ),
      ];
    }
    const botId = me.body.id;
    checks.push(ok(`Discord bot token: the bot ${text(me.body.username)} (${botId})`));
    checks.push(...(await applicationChecks(get, options)));
    checks.push(...(await guildChecks(get, botId)));
  } catch (error) {
    checks.push(
      problem(`Discord: cannot reach ${options.apiUrl} (${failureOf(error)}); check DISCORD_API_URL.`),
    );
  }
  return checks;
}

async function applicationChecks(
  get: (path: string) => Promise<Answer>,
  options: DiscordDoctorOptions,
): Promise<Check[]> {
  const application = await get('/applications/@me');
  if (application.status !== 200 || !isRecord(application.body)) {
    return [problem(`Discord application: GET /applications/@me refused, ${refusal(application)}.`)];
  }
  const checks: Check[] = [];
  const id = text(application.body.id);
  checks.push(
    id === options.clientId
      ? ok(`Discord application: ${text(application.body.name)} (${id}), the one DISCORD_CLIENT_ID names`)
      : problem(
          `Discord application: the bot token belongs to application ${id}, DISCORD_CLIENT_ID is ` +
            `${options.clientId}; set the client id, secret and bot token of one application.`,
        ),
  );
  const wanted = `${options.baseUrl}/api/discord/interactions`;
  const endpoint = text(application.body.interactions_endpoint_url);
  const where = 'Developer Portal → your application → General Information → Interactions Endpoint URL';
  checks.push(
    endpoint === wanted
      ? ok(`Discord interactions endpoint URL: ${endpoint}`)
      : problem(
          endpoint === ''
            ? `Discord interactions endpoint URL: not set, so slash commands and buttons reach nobody; set ${where} to ${wanted}.`
            : `Discord interactions endpoint URL: ${endpoint}, not this deployment's ${wanted}; set ${where} to it (or BASE_URL, if that is wrong).`,
        ),
  );
  return checks;
}

async function guildChecks(get: (path: string) => Promise<Answer>, botId: string): Promise<Check[]> {
  const guilds: Array<{ id: string; name: string }> = [];
  // 200 a page, the most Discord gives; `after` pages on (the list is ordered by id).
  for (;;) {
    const after = guilds.at(-1)?.id;
    const page = await get(`/users/@me/guilds?limit=200${after ? `&after=${after}` : ''}`);
    if (page.status !== 200 || !Array.isArray(page.body)) {
      return [problem(`Discord servers: GET /users/@me/guilds refused, ${refusal(page)}.`)];
    }
    const entries = page.body.filter(isRecord).map((g) => ({ id: text(g.id), name: text(g.name) }));
    guilds.push(...entries);
    if (entries.length < 200) break;
  }
  if (guilds.length === 0) {
    return [
      problem(
        'Discord servers: the bot is in none; a server owner adds it with the bot invite link (the sidebar\'s "Add the bot").',
      ),
    ];
  }
  const checks: Check[] = [];
  for (const { id, name } of guilds) {
    const label = `Discord server "${name}" (${id})`;
    const [guild, member] = [await get(`/guilds/${id}`), await get(`/guilds/${id}/members/${botId}`)];
    if (guild.status !== 200 || !isRecord(guild.body) || member.status !== 200 || !isRecord(member.body)) {
      checks.push(
        problem(`${label}: cannot read its roles, ${refusal(guild.status === 200 ? member : guild)}.`),
      );
      continue;
    }
    const roles = Array.isArray(member.body.roles)
      ? member.body.roles.filter((r) => typeof r === 'string')
      : [];
    const missing = missingBotPermissions(basePermissions(guild.body as unknown as GuildRoles, botId, roles));
    checks.push(
      missing.length === 0
        ? ok(`${label}: the bot has every permission it needs`)
        : problem(
            `${label}: the bot lacks ${missing.map(({ name, why }) => `${name} (${why})`).join(', ')}; in that server's Server Settings → Roles, give the ` +
              "bot's role (or a role it has) these permissions.",
          ),
    );
  }
  return checks;
}
