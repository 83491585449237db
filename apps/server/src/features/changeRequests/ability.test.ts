import { describe, expect, it } from 'vitest';
import { mayAnswerChangeRequest } from './ability.js';

describe('mayAnswerChangeRequest', () => {
  it.each([
    ["the record's owner", '2', true],
    ['the leader who asked', '1', false],
    ['another player', '3', false],
  ])('%s: %s', (_label, actorId, expected) => {
    expect(mayAnswerChangeRequest({ id: actorId }, { user_id: '2' })).toBe(expected);
  });
});
