import type { DiscordGuildDetails } from '../integrations/discord/discordGateway.js';

export const RAID_LEADER_ROLE = '300';

/**
 * A Discord server for the permission tables: owner '1', @everyone (the guild's id), an Officer role with the
 * Administrator permission ('200') and a Raid Leader role without it.
 */
export const guildFixture: DiscordGuildDetails = {
  id: '100',
  name: 'Guild',
  icon: null,
  ownerId: '1',
  roles: [
    { id: '100', name: '@everyone', color: 0, permissions: '0', position: 0 },
    { id: '200', name: 'Officer', color: 0, permissions: String(1 << 3), position: 2 },
    { id: RAID_LEADER_ROLE, name: 'Raid Leader', color: 0, permissions: String(1 << 11), position: 1 },
  ],
  channels: [],
};
