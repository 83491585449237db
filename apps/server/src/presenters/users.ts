import type { ExpansionKey } from '@raid/domain/catalogue/types';
import type { User, UserListItem } from '@raid/domain/schemas/user';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { userCounts, type raidLeaders, type UserCounts } from '../data/users.js';

type LeaderRow = Awaited<ReturnType<typeof raidLeaders>>[number];

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A user row as SPEC section 3 "User" spells it; tokens never leave the server. */
export function presentUser(row: UserRow, counts: UserCounts): User {
  return {
    id: row.id,
    username: row.username,
    global_name: row.global_name,
    discriminator: row.discriminator,
    avatar: row.avatar,
    premium: bit(row.premium),
    preferredServer: row.preferred_server,
    preferredLootSystem: row.preferred_loot_system,
    raids: counts.raids,
    total: counts.total,
    totalRaids: counts.totalRaids,
    useDiscordEvents: bit(row.use_discord_events),
    preliminaryRaidRosters: bit(row.preliminary_raid_rosters),
    onlySetupNotifications: bit(row.only_setup_notifications),
    dontShowAvgLogInPublication: bit(row.dont_show_avg_log_in_publication),
    dontShowRaidExpInPublication: bit(row.dont_show_raid_exp_in_publication),
    dontShowLogsInPublication: bit(row.dont_show_logs_in_publication),
    dontShowRecordsInPublication: bit(row.dont_show_records_in_publication),
    dontShowAllCharsInRecords: bit(row.dont_show_all_chars_in_records),
    tentative: bit(row.tentative),
    late: bit(row.late),
    absence: bit(row.absence),
  };
}

/** A row of the raid leaders table (`GET /api/users`). */
export function presentRaidLeader(row: LeaderRow): UserListItem {
  return {
    id: row.id,
    username: row.username,
    global_name: row.global_name,
    discriminator: row.discriminator,
    avatar: row.avatar,
    premium: bit(row.premium),
    preferredServer: row.server,
    preferredLootSystem: row.lootSystem,
    raids: row.raids,
    total: row.total,
    totalRaids: row.totalRaids,
  };
}

export async function describeUser(db: Db, row: UserRow, expansion: ExpansionKey): Promise<User> {
  return presentUser(row, await userCounts(db, row.id, expansion));
}
