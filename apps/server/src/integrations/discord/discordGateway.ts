import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  RESTGetAPIApplicationCommandsResult,
  RESTPutAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';

/**
 * What the server needs from Discord. The real implementation (discordClient.ts) speaks Discord's HTTP API at
 * DISCORD_API_URL; in the demo and in tests that URL points at the stand-in in tools/stand-ins.
 */

export interface DiscordTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface DiscordUserProfile {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string | null;
  avatar: string | null;
}

/** An entry of GET /users/@me/guilds. */
export interface DiscordGuildSummary {
  id: string;
  name: string;
  icon: string | null;
  owner: boolean;
  /** Permission bit set as a decimal string. */
  permissions: string;
}

export interface DiscordRole {
  id: string;
  name: string;
  color: number;
  /** Permission bit set as a decimal string. */
  permissions: string;
  position: number;
  /**
   * A bot's or an integration's own role (the bot's role appears in every server it is in): Discord gives it
   * to that bot alone, so no member can hold it.
   */
  managed?: boolean;
}

/** Discord channel types we use: 0 text, 2 voice, 5 announcement, 13 stage. */
export interface DiscordChannel {
  id: string;
  name: string;
  type: number;
  position: number;
}

export interface DiscordGuildDetails {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  roles: DiscordRole[];
  channels: DiscordChannel[];
}

export interface DiscordMember {
  userId: string;
  roles: string[];
}

/** An entry of the server's member list: the member with the name Discord shows for them. */
export interface DiscordListedMember extends DiscordMember {
  name: string;
}

/** The raid announcement the bot posts (an embed with its buttons), or an answer to an interaction. */
export interface RaidMessage {
  content?: string;
  /** Action rows of buttons and select menus; an edit without them removes the old ones. */
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
  embeds: Array<{
    title: string;
    description?: string;
    url?: string;
    color?: number;
    timestamp?: string;
    fields?: Array<{ name: string; value: string; inline?: boolean }>;
    footer?: { text: string };
  }>;
}

export interface DiscordInvite {
  code: string;
  url: string;
}

export interface ScheduledEventInput {
  name: string;
  description?: string;
  channelId: string;
  startTime: Date;
  endTime?: Date;
}

export interface DiscordGateway {
  /** The OAuth2 authorize URL (scopes identify and guilds) with our `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<DiscordTokens>;
  refreshTokens(refreshToken: string): Promise<DiscordTokens>;
  currentUser(accessToken: string): Promise<DiscordUserProfile>;
  currentUserGuilds(accessToken: string): Promise<DiscordGuildSummary[]>;
  /** The link that adds the bot to a server. */
  botInviteLink(): string;

  /** Bot calls. A guild or member the bot cannot see answers null. */
  botGuildIds(): Promise<string[]>;
  guild(guildId: string): Promise<DiscordGuildDetails | null>;
  member(guildId: string, userId: string): Promise<DiscordMember | null>;
  /**
   * Every member of the server (up to `max`), bots left out. Needs the bot's Server Members intent; a server the
   * bot cannot see answers [].
   */
  guildMembers(guildId: string, max: number): Promise<DiscordListedMember[]>;
  createMessage(channelId: string, message: RaidMessage): Promise<string>;
  editMessage(channelId: string, messageId: string, message: RaidMessage): Promise<void>;
  sendDirectMessage(userId: string, content: string): Promise<void>;
  /** A new invite that expires after `maxAgeSeconds`, or null when the bot lacks the permission. */
  createInvite(channelId: string, maxAgeSeconds: number): Promise<DiscordInvite | null>;
  /** Whether the invite still exists (not expired, not revoked). */
  inviteExists(code: string): Promise<boolean>;
  createScheduledEvent(guildId: string, event: ScheduledEventInput): Promise<string>;
  editScheduledEvent(guildId: string, eventId: string, event: ScheduledEventInput): Promise<void>;
  deleteScheduledEvent(guildId: string, eventId: string): Promise<void>;

  /** Replaces the answer to an interaction (after a deferred answer): Discord's webhook with its token. */
  editInteractionAnswer(token: string, message: RaidMessage): Promise<void>;
  /** Replaces the application's global slash commands with these. */
  registerCommands(commands: RESTPutAPIApplicationCommandsJSONBody): Promise<number>;
  /** The application's global slash commands as Discord keeps them, with their localizations. */
  registeredCommands(): Promise<RESTGetAPIApplicationCommandsResult>;
}

export const ADMINISTRATOR_PERMISSION = 1n << 3n;

/**
 * Discord refused the call itself (a 4xx other than 429: missing access, unknown channel, a user who does not
 * accept direct messages): trying again cannot help. Rate limits, 5xx and network failures are worth a retry.
 */
export function isPermanentDiscordRefusal(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : NaN;
  return status >= 400 && status < 500 && status !== 429;
}
