import { describe, expect, it } from 'vitest';
import type { ExpansionKey, Server } from '../types.js';
import { servers as cata } from './cata.js';
import { servers as classic } from './classic.js';
import { servers as mop } from './mop.js';
import { MAIN_RU_REALM_ID } from './shared.js';
import { servers as sod } from './sod.js';
import { servers as wotlk } from './wotlk.js';

const byExpansion: Record<ExpansionKey, Server[]> = { classic, sod, wotlk, cata, mop };

/** Cyrillic letters, words separated by single spaces or hyphens. */
const CYRILLIC_NAME = /^[А-Яа-яЁё]+(?:[ -][А-Яа-яЁё]+)*$/u;

describe.each(Object.entries(byExpansion))('%s realms', (_key, servers) => {
  it('has unique ids', () => {
    const ids = servers.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has unique region + slug pairs', () => {
    const keys = servers.map((s) => `${s.serverRegion}/${s.serverSlug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has a main Russian realm with id 10024 and a Cyrillic-only name', () => {
    const ru = servers.find((s) => s.id === MAIN_RU_REALM_ID);
    expect(MAIN_RU_REALM_ID).toBe(10024);
    expect(ru).toBeDefined();
    expect(ru?.serverRegion).toBe('EU');
    expect(ru?.name).toMatch(CYRILLIC_NAME);
  });

  it('has lowercase slugs without spaces', () => {
    for (const s of servers) {
      expect(s.serverSlug).not.toBe('');
      expect(s.serverSlug).toBe(s.serverSlug.toLowerCase());
      expect(s.serverSlug).not.toMatch(/\s/);
    }
  });

  it('has non-empty, trimmed names and positive integer ids', () => {
    for (const s of servers) {
      expect(s.name.trim()).not.toBe('');
      expect(s.name).toBe(s.name.trim());
      expect(Number.isInteger(s.id) && s.id > 0).toBe(true);
    }
  });

  it('covers both US and EU', () => {
    const regions = new Set(servers.map((s) => s.serverRegion));
    expect(regions.has('US')).toBe(true);
    expect(regions.has('EU')).toBe(true);
  });
});
