import { describe, expect, it } from 'vitest';
import { mayManageRoster } from './ability.js';

const ADMIN = '900';

describe('mayManageRoster', () => {
  it.each([
    ["the raid's leader", '1', ADMIN, true],
    ['the site administrator', ADMIN, ADMIN, true],
    ['a player signed up to the raid', '2', ADMIN, false],
    ['the administrator, when none is configured', ADMIN, null, false],
  ])('%s: %s', (_label, actorId, adminUserId, expected) => {
    expect(mayManageRoster({ id: actorId }, { user_id: '1' }, adminUserId)).toBe(expected);
  });
});
