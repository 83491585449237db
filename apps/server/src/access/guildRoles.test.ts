import { describe, expect, it } from 'vitest';
import { guildFixture, RAID_LEADER_ROLE } from '../testing/guildFixture.js';
import { isGuildLeader } from './guildRoles.js';

const guild = guildFixture;

describe('isGuildLeader', () => {
  it.each([
    ['the owner, without roles', { userId: '1', roles: [] }, [], true],
    ['an administrator', { userId: '2', roles: ['200'] }, [], true],
    ['a configured leader role', { userId: '3', roles: [RAID_LEADER_ROLE] }, [RAID_LEADER_ROLE], true],
    ['the leader role when it is not configured', { userId: '3', roles: [RAID_LEADER_ROLE] }, [], false],
    ['a plain member, leader role configured', { userId: '4', roles: [] }, [RAID_LEADER_ROLE], false],
    ['a role the guild no longer has', { userId: '5', roles: ['999'] }, ['999'], false],
  ])('%s → %s', (_label, member, leaderRoles, expected) => {
    expect(isGuildLeader(guild, member, leaderRoles)).toBe(expected);
  });

  it('makes everyone a leader when @everyone is a configured leader role', () => {
    expect(isGuildLeader(guild, { userId: '6', roles: [] }, ['100'])).toBe(true);
  });
});
