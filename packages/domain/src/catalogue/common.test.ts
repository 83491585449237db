import { describe, expect, it } from 'vitest';
import { LOOT_BIDDING_SYSTEM_ID, daysOfWeek, hours, lockoutResets, lootSystems, sizes } from './common.js';
import { CURRENT_EXPANSION, expansionForSubdomain, expansions, isExpansionKey } from './expansions.js';

describe('shared catalogue', () => {
  it('has days 0 to 6 with Sunday first', () => {
    expect(daysOfWeek.map((day) => day.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(daysOfWeek[0]?.nameEng).toBe('Sunday');
    expect(daysOfWeek[6]?.nameEng).toBe('Saturday');
  });

  it('has 24 hours, 00:00 to 23:00', () => {
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ id: 0, name: '00:00' });
    expect(hours[23]).toEqual({ id: 23, name: '23:00' });
  });

  it('has sizes 10, 20, 25 and 40', () => {
    expect(sizes.map((size) => size.id)).toEqual([10, 20, 25, 40]);
  });

  it('makes loot system id 2 the loot-bidding one', () => {
    expect(LOOT_BIDDING_SYSTEM_ID).toBe(2);
    expect(lootSystems.find((system) => system.id === 2)?.nameEng).toBe('GDKP');
  });

  it('knows the weekly reset of every region', () => {
    expect(lockoutResets.map((reset) => reset.region).sort()).toEqual(['CN', 'EU', 'KR', 'TW', 'US']);
    expect(lockoutResets.find((reset) => reset.region === 'US')).toEqual({
      region: 'US',
      dayOfWeek: 2,
      hourUtc: 15,
    });
  });
});

describe('expansions', () => {
  it('lists Classic era, SoD, wotlk, cata and mop with exactly one current', () => {
    expect(expansions.map((expansion) => expansion.shortName)).toEqual([
      'classic',
      'sod',
      'wotlk',
      'cata',
      'mop',
    ]);
    expect(expansions.filter((expansion) => expansion.current).map((e) => e.shortName)).toEqual([
      CURRENT_EXPANSION,
    ]);
  });

  it('selects by subdomain, falling back to the current expansion', () => {
    expect(expansionForSubdomain('WotLK')).toBe('wotlk');
    expect(expansionForSubdomain(null)).toBe(CURRENT_EXPANSION);
    expect(expansionForSubdomain('www')).toBe(CURRENT_EXPANSION);
    expect(isExpansionKey('toString')).toBe(false);
  });
});
