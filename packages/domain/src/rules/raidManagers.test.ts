import { describe, expect, it } from 'vitest';
import { canManageRaid, isSiteAdmin, mayBringCharacter } from './raidManagers.js';

const ADMIN = '900';
const raid = { user_id: '1' };

describe('isSiteAdmin', () => {
  it.each([
    ['the administrator', { id: ADMIN }, ADMIN, true],
    ['another user', { id: '2' }, ADMIN, false],
    ['a visitor', null, ADMIN, false],
    ['anyone, when no administrator is configured', { id: ADMIN }, null, false],
    ['anyone, when ADMIN_USER_ID is empty', { id: '' }, '', false],
  ])('%s: %s', (_label, actor, adminUserId, expected) => {
    expect(isSiteAdmin(actor, adminUserId)).toBe(expected);
  });
});

describe('canManageRaid', () => {
  it.each([
    ['the leader', { id: '1' }, ADMIN, true],
    ['the leader, with no administrator configured', { id: '1' }, null, true],
    ['the site administrator', { id: ADMIN }, ADMIN, true],
    ['another player', { id: '2' }, ADMIN, false],
    ['another player, with no administrator configured', { id: '2' }, null, false],
    ['a visitor', null, ADMIN, false],
  ])('%s: %s', (_label, actor, adminUserId, expected) => {
    expect(canManageRaid(actor, raid, adminUserId)).toBe(expected);
  });
});

describe('mayBringCharacter', () => {
  const place = { server: 7, faction: 1 };
  const own = { user_id: '1', server: 7, faction: 1, deleted: false };
  it.each([
    ['their own character of the realm and faction', own, true],
    ["another player's character", { ...own, user_id: '2' }, false],
    ['a character of another realm', { ...own, server: 8 }, false],
    ['a character of the other faction', { ...own, faction: 2 }, false],
    ['a deleted character', { ...own, deleted: true }, false],
  ])('%s: %s', (_label, character, expected) => {
    expect(mayBringCharacter('1', character, place)).toBe(expected);
  });
});
