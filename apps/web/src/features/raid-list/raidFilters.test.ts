import { describe, expect, it } from 'vitest';
import { filtersStorageKey, isFiltered, noFilters, parseStoredFilters } from './raidFilters.js';

describe('raid list filters', () => {
  it('are set when any of the six has a value', () => {
    expect(isFiltered(noFilters)).toBe(false);
    expect(isFiltered({ ...noFilters, lootSystem: 2 })).toBe(true);
  });

  it('count a chosen team as a filter, remembered with the others', () => {
    expect(isFiltered({ ...noFilters, team: 3 })).toBe(true);
    expect(parseStoredFilters('{"team":3,"zone":8}')).toEqual({ ...noFilters, team: 3, zone: 8 });
  });

  it('are remembered per expansion', () => {
    expect(filtersStorageKey('wotlk')).not.toBe(filtersStorageKey('mop'));
  });

  it('restore only valid ids from storage', () => {
    expect(parseStoredFilters('{"server":4440,"zone":"5","size":-1,"faction":2,"extra":1}')).toEqual({
      ...noFilters,
      server: 4440,
      faction: 2,
    });
    expect(parseStoredFilters('not json')).toEqual(noFilters);
    expect(parseStoredFilters(null)).toEqual(noFilters);
  });
});
