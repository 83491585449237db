import type { GuildSettings } from '@raid/domain/schemas/settings';
import type { AppDeps } from '../../appDeps.js';
import type { UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { guildSettings, lockGuildSettings, updateGuildSettings } from '../../data/guilds.js';
import { turnsOnPremiumFeature } from '../../access/guildManagement.js';
import { requireGuildManager } from '../../access/guildAccess.js';
import { presentGuildSettings } from '../../presenters/guildSettings.js';

type GuildSettingsDeps = Pick<AppDeps, 'db' | 'discord' | 'now'>;

export async function readGuildSettings(
  deps: GuildSettingsDeps,
  user: UserRow,
  server: string,
): Promise<GuildSettings> {
  const guild = await requireGuildManager(deps, user, server);
  const row = await guildSettings(deps.db, guild.id);
  return presentGuildSettings(row);
}

const isSet = <T>(value: T | null) => value !== null;

/** Automatic creation as one value, so moving it to another day or hour counts as a change. */
const creationTime = (day: number | null, hour: number | null) => (day === null ? null : `${day}/${hour}`);

/**
 * Saves a Discord server's settings. Events, automatic raid creation and reminders are Premium (SPEC section
 * 6): a non-premium manager may keep or switch off what is on, not switch any of them on or change it. Nudges
 * (expected roles and their times) are free.
 */
export async function saveGuildSettings(
  deps: GuildSettingsDeps,
  user: UserRow,
  settings: GuildSettings,
): Promise<GuildSettings> {
  if ((settings.autoCreateDayOfWeek === null) !== (settings.autoCreateHour === null)) {
    refuseField(settings.autoCreateHour === null ? 'autoCreateHour' : 'autoCreateDayOfWeek');
  }
  const guild = await requireGuildManager(deps, user, settings.server);
  const row = await deps.db.transaction().execute(async (trx) => {
    const stored = await lockGuildSettings(trx, guild.id);
    const storedAutoCreate = creationTime(stored.auto_create_day_of_week, stored.auto_create_hour);
    const requestedAutoCreate = creationTime(settings.autoCreateDayOfWeek, settings.autoCreateHour);
    if (
      turnsOnPremiumFeature(user.premium, stored.use_discord_events, settings.useDiscordEvents, Boolean) ||
      turnsOnPremiumFeature(user.premium, storedAutoCreate, requestedAutoCreate, isSet) ||
      turnsOnPremiumFeature(user.premium, stored.reminder_minutes, settings.reminderMinutes, isSet)
    ) {
      fail('premiumRequired');
    }
    return updateGuildSettings(trx, guild.id, {
      status_buttons: [...new Set(settings.statusButtons)],
      hidden_fields: [...new Set(settings.hiddenFields)],
      use_discord_events: settings.useDiscordEvents,
      auto_create_day_of_week: settings.autoCreateDayOfWeek,
      auto_create_hour: settings.autoCreateHour,
      reminder_minutes: settings.reminderMinutes,
      expected_roles: [...new Set(settings.expectedRoles)],
      nudge_minutes: [...new Set(settings.nudgeMinutes)].sort((a, b) => b - a),
      // A client that does not know the bench credit (it came with issue 30) leaves it as it is.
      ...(settings.benchCredit === undefined
        ? {}
        : { bench_credit_percent: Math.round(settings.benchCredit * 100) }),
      updated_at: deps.now(),
    });
  });
  return presentGuildSettings(row);
}
