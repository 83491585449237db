import type { guildListItem } from '@raid/domain/schemas/settings';
import type { z } from 'zod';
import type { communities } from '../../data/guilds.js';

type CommunityRow = Awaited<ReturnType<typeof communities>>[number];

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A row of the communities table (`GET /api/guilds`). */
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
