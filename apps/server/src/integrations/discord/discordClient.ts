/**
 * The real Discord client behind DiscordGateway. Bot calls go through @discordjs/rest (which keeps Discord's
 * per-route rate-limit buckets, waits out a 429's retry-after and retries 5xx answers); the OAuth2 calls made
 * with a user's token use fetch against the same API base URL, with the same 429 / 5xx handling.
 *
 * Everything is real HTTP: in the demo and in tests DISCORD_API_URL points at tools/stand-ins' Discord stand-in.
 */
import { DiscordAPIError, REST, type RESTOptions } from '@discordjs/rest';
import {
  GuildScheduledEventEntityType,
  GuildScheduledEventPrivacyLevel,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
  Routes,
} from 'discord-api-types/v10';
import type {
  APIAllowedMentions,
  RESTGetAPICurrentUserGuildsResult,
  RESTGetAPICurrentUserResult,
  RESTGetAPIGuildChannelsResult,
  RESTGetAPIGuildMemberResult,
  RESTGetAPIGuildMembersResult,
  RESTGetAPIGuildResult,
  RESTPatchAPIChannelMessageJSONBody,
  RESTPatchAPIGuildScheduledEventJSONBody,
  RESTPostAPIChannelInviteJSONBody,
  RESTPostAPIChannelInviteResult,
  RESTPostAPIChannelMessageJSONBody,
  RESTPostAPIChannelMessageResult,
  RESTPostAPICurrentUserCreateDMChannelJSONBody,
  RESTPostAPICurrentUserCreateDMChannelResult,
  RESTPostAPIGuildScheduledEventJSONBody,
  RESTPostAPIGuildScheduledEventResult,
  RESTPostOAuth2AccessTokenResult,
  RESTPatchAPIWebhookWithTokenMessageJSONBody,
  RESTGetAPIApplicationCommandsResult,
  RESTPutAPIApplicationCommandsJSONBody,
  RESTPutAPIApplicationCommandsResult,
} from 'discord-api-types/v10';
import type {
  DiscordChannel,
  DiscordGateway,
  DiscordInvite,
  DiscordListedMember,
  DiscordGuildDetails,
  DiscordGuildSummary,
  DiscordMember,
  DiscordTokens,
  DiscordUserProfile,
  RaidMessage,
  ScheduledEventInput,
} from './discordGateway.js';
import { budgetedRequest } from './budget/budgetedRequest.js';
import type { DiscordBudgetStore } from './budget/discordBudget.js';
import { discordUserFetch, type UserCallInit, type UserFetchOptions } from './discordUserFetch.js';

interface DiscordClientOptions {
  /** DISCORD_API_URL without the version: default https://discord.com/api (v10 is appended). */
  apiUrl?: string;
  /** Where the OAuth2 authorize page lives: default https://discord.com. */
  authorizeBaseUrl?: string;
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Per-request time limit (default 15 s). */
  timeoutMs?: number;
  /** How many times a 5xx answer or a network error is retried (default 3). 429s are always waited out. */
  retries?: number;
  /** A 429 asking to wait longer than this fails at once instead of waiting (default 60 s). */
  maxRateLimitWaitMs?: number;
  /**
   * The budget the bot's calls share with every other server process (budget/): without one, this process
   * keeps only its own count, as @discordjs/rest does.
   */
  budget?: DiscordBudgetStore;
  /** The bot's requests a second under the shared budget (default BOT_REQUESTS_PER_SECOND). */
  budgetPerSecond?: number;
}

/** The bot's permissions asked for in the invite link. */
export const BOT_PERMISSIONS =
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.CreateInstantInvite |
  PermissionFlagsBits.ManageEvents |
  PermissionFlagsBits.ViewChannel;

/**
 * Every message the bot sends pings nobody: its texts name no one on purpose, and user text inside them must
 * not reach @everyone, a role or a user even if escaping ever missed something.
 */
const NO_MENTIONS: APIAllowedMentions = { parse: [] };

/** Channel types DiscordGuildDetails carries: text, voice, announcement, stage. */
const USED_CHANNEL_TYPES = new Set([0, 2, 5, 13]);
const PAGE_SIZE = 200;
/**
 * The bot's requests a second, all processes together: Discord allows 50; 45 leave room for requests that
 * arrive closer together than they were sent.
 */
export const BOT_REQUESTS_PER_SECOND = 45;
/** Discord's largest page of List Guild Members. */
const MEMBERS_PAGE = 1000;

function discordError(error: unknown, status: number, codes: readonly number[]): boolean {
  return error instanceof DiscordAPIError && error.status === status && codes.includes(Number(error.code));
}

export class DiscordClient implements DiscordGateway {
  private readonly apiUrl: string;
  private readonly authorizeBaseUrl: string;
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly maxRateLimitWaitMs: number;
  private readonly rest: REST;
  private readonly userFetch: UserFetchOptions;

  constructor(options: DiscordClientOptions) {
    this.apiUrl = (options.apiUrl ?? 'https://discord.com/api').replace(/\/+$/, '');
    this.authorizeBaseUrl = (options.authorizeBaseUrl ?? 'https://discord.com').replace(/\/+$/, '');
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.retries = options.retries ?? 3;
    this.maxRateLimitWaitMs = options.maxRateLimitWaitMs ?? 60_000;
    const maxWait = this.maxRateLimitWaitMs;
    this.userFetch = {
      apiUrl: this.apiUrl,
      timeoutMs: this.timeoutMs,
      retries: this.retries,
      maxRateLimitWaitMs: this.maxRateLimitWaitMs,
      exhausted: new Map(),
    };
    const budget = options.budget;
    this.rest = new REST({
      api: this.apiUrl,
      version: '10',
      // With a shared budget the request's own time limit starts once its turn has come; the library's limit
      // then only bounds the wait for that turn.
      timeout: budget ? this.timeoutMs + maxWait : this.timeoutMs,
      retries: this.retries,
      // Wait out ordinary rate limits; fail fast rather than hold a request for minutes.
      rejectOnRateLimit: (data) => data.retryAfter > maxWait,
      ...(budget && {
        makeRequest: budgetedRequest({
          store: budget,
          globalPerSecond: options.budgetPerSecond ?? BOT_REQUESTS_PER_SECOND,
          timeoutMs: this.timeoutMs,
        }) as unknown as RESTOptions['makeRequest'],
      }),
    }).setToken(options.botToken);
  }

  // ---- OAuth2 and the user's own data ---------------------------------------------------------------------

  authorizeUrl(state: string, redirectUri: string): string {
    return (
      `${this.authorizeBaseUrl}/oauth2/authorize?response_type=code` +
      `&client_id=${encodeURIComponent(this.clientId)}&scope=identify%20guilds` +
      `&state=${encodeURIComponent(state)}&redirect_uri=${encodeURIComponent(redirectUri)}&prompt=none`
    );
  }

  botInviteLink(): string {
    return (
      `${this.authorizeBaseUrl}/oauth2/authorize?client_id=${encodeURIComponent(this.clientId)}` +
      `&scope=bot%20applications.commands&permissions=${BOT_PERMISSIONS.toString()}`
    );
  }

  async exchangeCode(code: string, redirectUri: string): Promise<DiscordTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  async refreshTokens(refreshToken: string): Promise<DiscordTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async currentUser(accessToken: string): Promise<DiscordUserProfile> {
    const user = await this.userCall<RESTGetAPICurrentUserResult>(Routes.user(), accessToken);
    return {
      id: user.id,
      username: user.username,
      global_name: user.global_name ?? null,
      discriminator: user.discriminator ?? null,
      avatar: user.avatar ?? null,
    };
  }

  async currentUserGuilds(accessToken: string): Promise<DiscordGuildSummary[]> {
    const guilds: DiscordGuildSummary[] = [];
    let after: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(after ? { after } : {}) });
      const page = await this.userCall<RESTGetAPICurrentUserGuildsResult>(
        `${Routes.userGuilds()}?${query}`,
        accessToken,
      );
      for (const guild of page) {
        guilds.push({
          id: guild.id,
          name: guild.name,
          icon: guild.icon ?? null,
          owner: guild.owner,
          permissions: guild.permissions,
        });
      }
      if (page.length < PAGE_SIZE) return guilds;
      after = page[page.length - 1]?.id;
    }
  }

  private async token(params: Record<string, string>): Promise<DiscordTokens> {
    const basic = Buffer.from(
      `${encodeURIComponent(this.clientId)}:${encodeURIComponent(this.clientSecret)}`,
    ).toString('base64');
    const answer = await this.fetchJson<RESTPostOAuth2AccessTokenResult>(Routes.oauth2TokenExchange(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
      body: new URLSearchParams(params).toString(),
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
    };
  }

  private fetchJson<T>(route: string, init: UserCallInit): Promise<T> {
    return discordUserFetch<T>(this.userFetch, route, init);
  }

  private userCall<T>(route: string, accessToken: string): Promise<T> {
    return this.fetchJson<T>(route, { method: 'GET', headers: { Authorization: `Bearer ${accessToken}` } });
  }

  // ---- Bot calls --------------------------------------------------------------------------------------------

  async botGuildIds(): Promise<string[]> {
    const ids: string[] = [];
    let after: string | undefined;
    for (;;) {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(after ? { after } : {}) });
      const page = (await this.rest.get(Routes.userGuilds(), { query })) as RESTGetAPICurrentUserGuildsResult;
      ids.push(...page.map((guild) => guild.id));
      if (page.length < PAGE_SIZE) return ids;
      after = page[page.length - 1]?.id;
    }
  }

  async guild(guildId: string): Promise<DiscordGuildDetails | null> {
    try {
      const [guild, channels] = await Promise.all([
        this.rest.get(Routes.guild(guildId)) as Promise<RESTGetAPIGuildResult>,
        this.rest.get(Routes.guildChannels(guildId)) as Promise<RESTGetAPIGuildChannelsResult>,
      ]);
      return {
        id: guild.id,
        name: guild.name,
        icon: guild.icon,
        ownerId: guild.owner_id,
        roles: guild.roles.map((role) => ({
          id: role.id,
          name: role.name,
          color: role.color,
          permissions: role.permissions,
          position: role.position,
          managed: role.managed,
        })),
        channels: channels
          .filter((channel) => USED_CHANNEL_TYPES.has(channel.type))
          .map((channel): DiscordChannel => ({
            id: channel.id,
            name: channel.name ?? '',
            type: channel.type,
            position: 'position' in channel && typeof channel.position === 'number' ? channel.position : 0,
          }))
          .sort((a, b) => a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : 1)),
      };
    } catch (error) {
      if (
        discordError(error, 404, [RESTJSONErrorCodes.UnknownGuild]) ||
        discordError(error, 403, [RESTJSONErrorCodes.MissingAccess])
      ) {
        return null;
      }
      throw error;
    }
  }

  async guildMembers(guildId: string, max: number): Promise<DiscordListedMember[]> {
    const members: DiscordListedMember[] = [];
    let after = '0';
    try {
      while (members.length < max) {
        const limit = Math.min(MEMBERS_PAGE, max - members.length);
        const page = (await this.rest.get(Routes.guildMembers(guildId), {
          query: new URLSearchParams({ limit: String(limit), after }),
        })) as RESTGetAPIGuildMembersResult;
        for (const member of page) {
          if (member.user.bot) continue;
          const name = member.nick ?? member.user.global_name ?? member.user.username;
          members.push({ userId: member.user.id, roles: member.roles, name });
        }
        const last = page.at(-1);
        if (!last || page.length < limit) break;
        after = last.user.id;
      }
    } catch (error) {
      if (
        discordError(error, 404, [RESTJSONErrorCodes.UnknownGuild]) ||
        discordError(error, 403, [RESTJSONErrorCodes.MissingAccess])
      ) {
        return [];
      }
      throw error;
    }
    return members;
  }

  async member(guildId: string, userId: string): Promise<DiscordMember | null> {
    try {
      const member = (await this.rest.get(
        Routes.guildMember(guildId, userId),
      )) as RESTGetAPIGuildMemberResult;
      return { userId: member.user.id, roles: member.roles };
    } catch (error) {
      if (
        discordError(error, 404, [
          RESTJSONErrorCodes.UnknownMember,
          RESTJSONErrorCodes.UnknownUser,
          RESTJSONErrorCodes.UnknownGuild,
        ]) ||
        discordError(error, 403, [RESTJSONErrorCodes.MissingAccess])
      ) {
        return null;
      }
      throw error;
    }
  }

  async createMessage(channelId: string, message: RaidMessage): Promise<string> {
    const body: RESTPostAPIChannelMessageJSONBody = {
      ...(message.content !== undefined ? { content: message.content } : {}),
      embeds: message.embeds,
      components: message.components ?? [],
      allowed_mentions: NO_MENTIONS,
    };
    const created = (await this.rest.post(Routes.channelMessages(channelId), {
      body,
    })) as RESTPostAPIChannelMessageResult;
    return created.id;
  }

  async editMessage(channelId: string, messageId: string, message: RaidMessage): Promise<void> {
    // The message is replaced as a whole: no content now clears the old content.
    const body: RESTPatchAPIChannelMessageJSONBody = {
      content: message.content ?? '',
      embeds: message.embeds,
      components: message.components ?? [],
      allowed_mentions: NO_MENTIONS,
    };
    await this.rest.patch(Routes.channelMessage(channelId, messageId), { body });
  }

  async sendDirectMessage(userId: string, content: string): Promise<void> {
    const dmBody: RESTPostAPICurrentUserCreateDMChannelJSONBody = { recipient_id: userId };
    const channel = (await this.rest.post(Routes.userChannels(), {
      body: dmBody,
    })) as RESTPostAPICurrentUserCreateDMChannelResult;
    const body: RESTPostAPIChannelMessageJSONBody = { content, allowed_mentions: NO_MENTIONS };
    await this.rest.post(Routes.channelMessages(channel.id), { body });
  }

  async createInvite(channelId: string, maxAgeSeconds: number): Promise<DiscordInvite | null> {
    // unique: the app keeps the invite itself and asks for a new one only when the old one is gone.
    const body: RESTPostAPIChannelInviteJSONBody = { max_age: maxAgeSeconds, max_uses: 0, unique: true };
    try {
      const invite = (await this.rest.post(Routes.channelInvites(channelId), {
        body,
      })) as RESTPostAPIChannelInviteResult;
      return { code: invite.code, url: `https://discord.gg/${invite.code}` };
    } catch (error) {
      if (
        discordError(error, 403, [RESTJSONErrorCodes.MissingPermissions, RESTJSONErrorCodes.MissingAccess]) ||
        discordError(error, 404, [RESTJSONErrorCodes.UnknownChannel])
      ) {
        return null;
      }
      throw error;
    }
  }

  async inviteExists(code: string): Promise<boolean> {
    try {
      await this.rest.get(Routes.invite(code));
      return true;
    } catch (error) {
      if (discordError(error, 404, [RESTJSONErrorCodes.UnknownInvite])) return false;
      throw error;
    }
  }

  async createScheduledEvent(guildId: string, event: ScheduledEventInput): Promise<string> {
    const body: RESTPostAPIGuildScheduledEventJSONBody = {
      name: event.name,
      ...(event.description !== undefined ? { description: event.description } : {}),
      channel_id: event.channelId,
      scheduled_start_time: event.startTime.toISOString(),
      ...(event.endTime ? { scheduled_end_time: event.endTime.toISOString() } : {}),
      privacy_level: GuildScheduledEventPrivacyLevel.GuildOnly,
      entity_type: GuildScheduledEventEntityType.Voice,
    };
    const created = (await this.rest.post(Routes.guildScheduledEvents(guildId), {
      body,
    })) as RESTPostAPIGuildScheduledEventResult;
    return created.id;
  }

  async editScheduledEvent(guildId: string, eventId: string, event: ScheduledEventInput): Promise<void> {
    const body: RESTPatchAPIGuildScheduledEventJSONBody = {
      name: event.name,
      ...(event.description !== undefined ? { description: event.description } : {}),
      channel_id: event.channelId,
      scheduled_start_time: event.startTime.toISOString(),
      ...(event.endTime ? { scheduled_end_time: event.endTime.toISOString() } : {}),
      privacy_level: GuildScheduledEventPrivacyLevel.GuildOnly,
      entity_type: GuildScheduledEventEntityType.Voice,
    };
    await this.rest.patch(Routes.guildScheduledEvent(guildId, eventId), { body });
  }

  async deleteScheduledEvent(guildId: string, eventId: string): Promise<void> {
    try {
      await this.rest.delete(Routes.guildScheduledEvent(guildId, eventId));
    } catch (error) {
      // Someone already deleted it in Discord: the goal is reached.
      if (discordError(error, 404, [RESTJSONErrorCodes.UnknownGuildScheduledEvent])) return;
      throw error;
    }
  }

  // ---- Interactions -----------------------------------------------------------------------------------------

  async editInteractionAnswer(token: string, message: RaidMessage): Promise<void> {
    const body: RESTPatchAPIWebhookWithTokenMessageJSONBody = {
      content: message.content ?? '',
      embeds: message.embeds,
      components: message.components ?? [],
      allowed_mentions: NO_MENTIONS,
    };
    // The interaction's token authorizes the call; the bot's token must not be sent with it.
    await this.rest.patch(Routes.webhookMessage(this.clientId, token, '@original'), { body, auth: false });
  }

  async registerCommands(commands: RESTPutAPIApplicationCommandsJSONBody): Promise<number> {
    const saved = (await this.rest.put(Routes.applicationCommands(this.clientId), {
      body: commands,
    })) as RESTPutAPIApplicationCommandsResult;
    return saved.length;
  }

  async registeredCommands(): Promise<RESTGetAPIApplicationCommandsResult> {
    return (await this.rest.get(Routes.applicationCommands(this.clientId), {
      query: new URLSearchParams({ with_localizations: 'true' }),
    })) as RESTGetAPIApplicationCommandsResult;
  }
}
