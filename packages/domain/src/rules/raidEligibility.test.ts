import { describe, expect, it } from 'vitest';
import { eligibleCharacters, isEligibleForRaid } from './raidEligibility.js';

describe('raid eligibility', () => {
  const raid = { server: 7, faction: 1 };
  it.each([
    ['same realm and faction', { server: 7, faction: 1 }, true],
    ['same realm and faction, off 0', { server: 7, faction: 1, off: 0 }, true],
    ['another realm', { server: 8, faction: 1 }, false],
    ['the other faction', { server: 7, faction: 2 }, false],
    ['deleted (off 1)', { server: 7, faction: 1, off: 1 }, false],
    ['deleted (off true)', { server: 7, faction: 1, off: true }, false],
  ])('%s → %s', (_, character, expected) => {
    expect(isEligibleForRaid(character, raid)).toBe(expected);
  });

  it('keeps the eligible characters in their order', () => {
    const characters = [
      { id: 1, server: 7, faction: 1 },
      { id: 2, server: 7, faction: 2 },
      { id: 3, server: 7, faction: 1 },
    ];
    expect(eligibleCharacters(characters, raid).map((character) => character.id)).toEqual([1, 3]);
  });
});
