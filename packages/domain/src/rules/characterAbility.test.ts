import { describe, expect, it } from 'vitest';
import { mayEditCharacter } from './characterAbility.js';

describe('mayEditCharacter', () => {
  it.each([
    ['the account it is linked to', '1', true],
    ['another player', '2', false],
    ['the site administrator', '900', false],
  ])('%s: %s', (_label, actorId, expected) => {
    expect(mayEditCharacter({ id: actorId }, { user_id: '1' })).toBe(expected);
  });
});
