import { describe, expect, it } from 'vitest';
import type { DiscordGuildDetails } from '../../integrations/discord/discordGateway.js';
import { isGuildLeader } from './ability.js';

const ADMINISTRATOR = String(1 << 3);
const RAID_LEADER = '300';
const guild: DiscordGuildDetails = {
  id: '100',
  name: 'Guild',
  icon: null,
  ownerId: '1',
  roles: [
    { id: '100', name: '@everyone', color: 0, permissions: '0', position: 0 },
    { id: '200', name: 'Officer', color: 0, permissions: ADMINISTRATOR, position: 2 },
    { id: RAID_LEADER, name: 'Raid Leader', color: 0, permissions: '0', position: 1 },
  ],
  channels: [],
};

describe('isGuildLeader', () => {
  it.each([
    ['the owner, without roles', { userId: '1', roles: [] }, [], true],
    ['an administrator', { userId: '2', roles: ['200'] }, [], true],
    ['a configured leader role', { userId: '3', roles: [RAID_LEADER] }, [RAID_LEADER], true],
    ['the leader role when it is not configured', { userId: '3', roles: [RAID_LEADER] }, [], false],
    ['a plain member, leader role configured', { userId: '4', roles: [] }, [RAID_LEADER], false],
    ['a role the guild no longer has', { userId: '5', roles: ['999'] }, ['999'], false],
  ])('%s → %s', (_label, member, leaderRoles, expected) => {
    expect(isGuildLeader(guild, member, leaderRoles)).toBe(expected);
  });

  it('makes everyone a leader when @everyone is a configured leader role', () => {
    expect(isGuildLeader(guild, { userId: '6', roles: [] }, ['100'])).toBe(true);
  });
});
