import { lootSystems } from '@raid/domain/catalogue/common';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import {
  userFlagNames,
  type RefreshUserPayload,
  type User,
  type UserFlagName,
} from '@raid/domain/schemas/user';
import type { Updateable } from 'kysely';
import type { AppDeps } from '../../appDeps.js';
import type { UsersTable, UserRow } from '../../db/schema.js';
import { fail, refuseField } from '../../http/appError.js';
import { describeUser } from '../../presenters/users.js';
import { updateUser } from '../../data/users.js';
import { turnsOnPremiumFeature } from '../../access/guildManagement.js';

type PreferencesDeps = Pick<AppDeps, 'db' | 'now'>;

const flagColumns = {
  useDiscordEvents: 'use_discord_events',
  preliminaryRaidRosters: 'preliminary_raid_rosters',
  onlySetupNotifications: 'only_setup_notifications',
  dontShowAvgLogInPublication: 'dont_show_avg_log_in_publication',
  dontShowRaidExpInPublication: 'dont_show_raid_exp_in_publication',
  dontShowLogsInPublication: 'dont_show_logs_in_publication',
  dontShowRecordsInPublication: 'dont_show_records_in_publication',
  dontShowAllCharsInRecords: 'dont_show_all_chars_in_records',
  tentative: 'tentative',
  late: 'late',
  absence: 'absence',
} as const satisfies Record<UserFlagName, keyof UsersTable>;

/**
 * Saves the caller's preferences: preferred realm and loot system (which must exist in the expansion) and the
 * Settings flags. Discord events are Premium; a flag already on stays savable, since the web sends the whole
 * user object back with every change.
 */
export async function updatePreferences(
  deps: PreferencesDeps,
  user: UserRow,
  expansion: ExpansionKey,
  payload: RefreshUserPayload,
): Promise<User> {
  const { preferredServer, preferredLootSystem } = payload;
  if (
    preferredServer != null &&
    !expansionCatalogue(expansion).servers.some((server) => server.id === preferredServer)
  )
    refuseField('preferredServer');
  if (preferredLootSystem != null && !lootSystems.some((system) => system.id === preferredLootSystem)) {
    refuseField('preferredLootSystem');
  }
  if (
    payload.useDiscordEvents !== undefined &&
    turnsOnPremiumFeature(user.premium, user.use_discord_events, payload.useDiscordEvents === 1, Boolean)
  ) {
    fail('premiumRequired');
  }

  const changes: Updateable<UsersTable> = { updated_at: deps.now() };
  if (preferredServer !== undefined) changes.preferred_server = preferredServer;
  if (preferredLootSystem !== undefined) changes.preferred_loot_system = preferredLootSystem;
  for (const name of userFlagNames) {
    const value = payload[name];
    if (value !== undefined) changes[flagColumns[name]] = value === 1;
  }
  const row = await updateUser(deps.db, user.id, changes);
  return describeUser(deps.db, row, expansion);
}
