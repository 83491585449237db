import { describe, expect, it } from 'vitest';
import { mayCancelSignUp, privateRaidSignUp, statusRefusal } from './ability.js';

const ADMIN = '900';
const LEADER = '1';
const PLAYER = '2';

describe('privateRaidSignUp', () => {
  it.each([
    ['the leader', LEADER, 'allowed'],
    ['the site administrator', ADMIN, 'allowed'],
    ['another player', PLAYER, 'ifServerMember'],
  ])('%s: %s', (_label, actorId, expected) => {
    expect(privateRaidSignUp({ id: actorId }, { user_id: LEADER }, ADMIN)).toBe(expected);
  });

  it('asks Discord about everyone but the leader when no administrator is configured', () => {
    expect(privateRaidSignUp({ id: ADMIN }, { user_id: LEADER }, null)).toBe('ifServerMember');
  });
});

describe('mayCancelSignUp', () => {
  it.each([
    ['a player signed up to the raid', PLAYER, true],
    ["the raid's leader", LEADER, false],
    ['the site administrator', ADMIN, true],
  ])('%s: %s', (_label, actorId, expected) => {
    expect(mayCancelSignUp({ id: actorId }, { user_id: LEADER })).toBe(expected);
  });
});

describe('statusRefusal', () => {
  it.each([
    ["the record's owner in another's raid", PLAYER, { user_id: PLAYER, raid_user_id: LEADER }, null],
    ['another player', PLAYER, { user_id: '3', raid_user_id: LEADER }, 'forbidden'],
    [
      "the raid's leader on a player's record",
      LEADER,
      { user_id: PLAYER, raid_user_id: LEADER },
      'forbidden',
    ],
    ['the leader on their own record', LEADER, { user_id: LEADER, raid_user_id: LEADER }, 'statusInOwnRaid'],
    ['the site administrator', ADMIN, { user_id: PLAYER, raid_user_id: LEADER }, 'forbidden'],
  ])('%s: %s', (_label, actorId, record, expected) => {
    expect(statusRefusal({ id: actorId }, record)).toBe(expected);
  });
});
