import type { DiscordServer } from '@raid/domain/schemas/gameData';
import { guildSettings, type GuildSettings } from '@raid/domain/schemas/settings';
import type { GuildsTable } from '../db/schema.js';
import type { DiscordChannel, DiscordGuildDetails } from '../integrations/discord/discordGateway.js';
import type { Selectable } from 'kysely';

const TEXT_CHANNEL_TYPES = new Set([0, 5]); // text, announcement
const VOICE_CHANNEL_TYPES = new Set([2, 13]); // voice, stage

export function isTextChannel(channel: DiscordChannel): boolean {
  return TEXT_CHANNEL_TYPES.has(channel.type);
}

const byPosition = (a: DiscordChannel, b: DiscordChannel) => a.position - b.position;

/**
 * A Discord server for the settings and raid dialogs. Once a server has schedule channels, raids are posted
 * only there: its other text channels come `disabled`, and the settings dialog still lists them so a manager
 * can add one. Roles come in Discord's order (highest first), without @everyone.
 */
export function presentDiscordServer(
  guild: DiscordGuildDetails,
  leader: boolean,
  scheduleChannelIds: ReadonlySet<string>,
): DiscordServer {
  const channels = [...guild.channels].sort(byPosition);
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    leader,
    roles: guild.roles
      .filter((role) => role.id !== guild.id && !role.managed)
      .sort((a, b) => b.position - a.position)
      .map((role) => ({ id: role.id, name: role.name, color: role.color })),
    channels: channels.filter(isTextChannel).map((channel) => ({
      id: channel.id,
      name: channel.name,
      disabled: scheduleChannelIds.size > 0 && !scheduleChannelIds.has(channel.id),
    })),
    voiceChannels: channels
      .filter((channel) => VOICE_CHANNEL_TYPES.has(channel.type))
      .map((channel) => ({ id: channel.id, name: channel.name, disabled: false })),
  };
}

type GuildSettingsRow = Pick<
  Selectable<GuildsTable>,
  | 'id'
  | 'status_buttons'
  | 'hidden_fields'
  | 'use_discord_events'
  | 'auto_create_day_of_week'
  | 'auto_create_hour'
  | 'reminder_minutes'
  | 'expected_roles'
  | 'nudge_minutes'
  | 'bench_credit_percent'
>;

const statusButtons = guildSettings.shape.statusButtons.element.options;
const hiddenFields = guildSettings.shape.hiddenFields.element.options;

/** Keeps only names the API knows, so a name dropped from the schema never breaks the answer. */
function known<T extends string>(values: readonly string[], options: readonly T[]): T[] {
  return values.filter((value): value is T => (options as readonly string[]).includes(value));
}

export function presentGuildSettings(row: GuildSettingsRow): GuildSettings {
  return {
    server: row.id,
    statusButtons: known(row.status_buttons, statusButtons),
    hiddenFields: known(row.hidden_fields, hiddenFields),
    useDiscordEvents: row.use_discord_events,
    autoCreateDayOfWeek: row.auto_create_day_of_week,
    autoCreateHour: row.auto_create_hour,
    reminderMinutes: row.reminder_minutes,
    expectedRoles: row.expected_roles,
    nudgeMinutes: row.nudge_minutes,
    benchCredit: row.bench_credit_percent / 100,
  };
}
