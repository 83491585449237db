import { describe, expect, it } from 'vitest';
import { guildFixture } from '../testing/guildFixture.js';
import { canManageGuild, turnsOnPremiumFeature } from './guildManagement.js';

const ADMINISTRATOR = String(1 << 3);
const guild = guildFixture;

describe('canManageGuild', () => {
  it.each([
    ['the owner, without roles', { userId: '1', roles: [] }, true],
    ['an administrator', { userId: '2', roles: ['200'] }, true],
    ['a raid leader without Administrator', { userId: '3', roles: ['300'] }, false],
    ['a plain member', { userId: '4', roles: [] }, false],
    ['a member holding a role the guild no longer has', { userId: '5', roles: ['999'] }, false],
  ])('%s: %s', (_label, member, expected) => {
    expect(canManageGuild(guild, member)).toBe(expected);
  });

  it('lets everyone manage when @everyone itself has Administrator', () => {
    const open = {
      ...guild,
      roles: [{ id: '100', name: '@everyone', color: 0, permissions: ADMINISTRATOR, position: 0 }],
    };
    expect(canManageGuild(open, { userId: '4', roles: [] })).toBe(true);
  });
});

describe('turnsOnPremiumFeature', () => {
  const isOn = Boolean;
  it.each([
    [false, false, true, true],
    [false, true, true, false],
    [false, true, false, false],
    [false, false, false, false],
    [true, false, true, false],
  ])('premium %s, stored %s, requested %s: refused %s', (premium, stored, requested, expected) => {
    expect(turnsOnPremiumFeature(premium, stored, requested, isOn)).toBe(expected);
  });
});
