import type { UserListItem } from '@raid/domain/schemas/user';
import type { z } from 'zod';
import type { guildListItem } from '@raid/domain/schemas/settings';
import type { communities, raidLeaders } from './repository.js';

type LeaderRow = Awaited<ReturnType<typeof raidLeaders>>[number];
type CommunityRow = Awaited<ReturnType<typeof communities>>[number];

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

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

export function presentCommunity(row: CommunityRow): z.infer<typeof guildListItem> {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    server: row.server,
    lootSystem: row.lootSystem,
    raids: row.raids,
    totalRaids: row.totalRaids,
    premium: bit(row.premium),
  };
}
