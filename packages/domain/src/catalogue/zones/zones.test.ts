import { describe, it, expect } from 'vitest';
import type { ExpansionKey, Zone } from '../types.js';
import { zones as classic } from './classic.js';
import { zones as sod } from './sod.js';
import { zones as wotlk } from './wotlk.js';
import { zones as cata } from './cata.js';
import { zones as mop } from './mop.js';

const byExpansion: Record<ExpansionKey, Zone[]> = { classic, sod, wotlk, cata, mop };
const expansions = Object.keys(byExpansion) as ExpansionKey[];
const allowedSizes = new Set([10, 20, 25, 40]);
const cyrillic = /[\u0400-\u04FF]/;

function find(list: Zone[], nameEng: string): Zone {
  const zone = list.find((z) => z.nameEng === nameEng);
  if (!zone) throw new Error(`no zone ${nameEng}`);
  return zone;
}

describe.each(expansions)('%s zones', (key) => {
  const list = byExpansion[key];

  it('is not empty and has unique ids', () => {
    expect(list.length).toBeGreaterThan(0);
    const ids = list.map((z) => z.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
  });

  it('has unique English names', () => {
    const names = list.map((z) => z.nameEng);
    expect(new Set(names).size).toBe(names.length);
  });

  it('allows only 10, 20, 25 or 40 players, at least one size', () => {
    for (const zone of list) {
      expect(zone.sizes.length, zone.nameEng).toBeGreaterThan(0);
      expect(new Set(zone.sizes).size, zone.nameEng).toBe(zone.sizes.length);
      for (const size of zone.sizes) expect(allowedSizes.has(size), `${zone.nameEng} ${size}`).toBe(true);
    }
  });

  it('asks no logs exactly when there is no Warcraft Logs zone', () => {
    for (const zone of list) {
      expect(zone.dontAskLogs, zone.nameEng).toBe(zone.logzone === 0);
      if (!zone.dontAskLogs) expect(zone.logzone, zone.nameEng).toBeGreaterThan(0);
    }
  });

  it('has English and Russian names, the Russian one in Cyrillic', () => {
    for (const zone of list) {
      expect(zone.nameEng.trim(), zone.nameEng).not.toBe('');
      expect(zone.name.trim(), zone.nameEng).not.toBe('');
      expect(cyrillic.test(zone.name), zone.name).toBe(true);
      expect(zone.group.trim(), zone.nameEng).not.toBe('');
    }
  });

  it('has a lowercase ASCII image file name', () => {
    for (const zone of list) expect(zone.image, zone.nameEng).toMatch(/^[a-z0-9_]+\.svg$/);
  });

  it('has at least one relevant zone', () => {
    expect(list.some((z) => !z.notRelevant)).toBe(true);
  });
});

describe('spot facts', () => {
  it("Classic: Molten Core is 40-man, Zul'Gurub 20-man, no hard modes", () => {
    expect(find(classic, 'Molten Core').sizes).toEqual([40]);
    expect(find(classic, "Zul'Gurub").sizes).toEqual([20]);
    expect(find(classic, "Ruins of Ahn'Qiraj").sizes).toEqual([20]);
    expect(classic.every((z) => !z.hardmode)).toBe(true);
    expect(find(classic, 'Naxxramas').notRelevant).toBe(false);
    expect(find(classic, 'Molten Core').notRelevant).toBe(true);
  });

  it('SoD: the early raids are 10/10/20 and Scarlet Enclave is current', () => {
    expect(find(sod, 'Blackfathom Deeps').sizes).toEqual([10]);
    expect(find(sod, 'Gnomeregan').sizes).toEqual([10]);
    expect(find(sod, 'Sunken Temple').sizes).toEqual([20]);
    expect(find(sod, 'Molten Core').sizes).toEqual([20]);
    expect(find(sod, 'Molten Core').logzone).toBe(2012);
    expect(find(sod, 'Naxxramas').logzone).toBe(2017);
    const enclave = find(sod, 'Scarlet Enclave');
    expect(enclave.logzone).toBe(2018);
    expect(enclave.sizes).toEqual([20, 40]);
    expect(enclave.notRelevant).toBe(false);
  });

  it('Wrath: ICC is 10/25 with heroic and current; Naxx, OS and EoE share one WCL zone', () => {
    const icc = find(wotlk, 'Icecrown Citadel');
    expect(icc.sizes).toEqual([10, 25]);
    expect(icc.hardmode).toBe(true);
    expect(icc.notRelevant).toBe(false);
    expect(icc.logzone).toBe(1020);
    expect(find(wotlk, 'The Ruby Sanctum').logzone).toBe(1021);
    expect(find(wotlk, 'Ulduar').hardmode).toBe(true);
    expect(find(wotlk, 'Ulduar').notRelevant).toBe(true);
    expect(find(wotlk, "Onyxia's Lair").sizes).toEqual([10, 25]);
    const t7 = ['Naxxramas', 'The Obsidian Sanctum', 'The Eye of Eternity'].map(
      (n) => find(wotlk, n).logzone,
    );
    expect(new Set(t7)).toEqual(new Set([1015]));
    const mc = find(wotlk, 'Molten Core');
    expect(mc.notRelevant).toBe(true);
    expect(mc.dontAskLogs).toBe(true);
  });

  it('Cataclysm: tier 11 shares one WCL zone, Baradin Hold has no heroic and no logs', () => {
    const t11 = ['Blackwing Descent', 'The Bastion of Twilight', 'Throne of the Four Winds'].map((n) =>
      find(cata, n),
    );
    expect(new Set(t11.map((z) => z.logzone))).toEqual(new Set([1023]));
    expect(t11.every((z) => z.hardmode)).toBe(true);
    const bh = find(cata, 'Baradin Hold');
    expect(bh.hardmode).toBe(false);
    expect(bh.dontAskLogs).toBe(true);
    expect(find(cata, 'Firelands').logzone).toBe(1027);
    expect(find(cata, 'Dragon Soul').notRelevant).toBe(false);
  });

  it('Mists: every tier raid is 10/25 with heroic; Siege of Orgrimmar is current', () => {
    for (const name of [
      "Mogu'shan Vaults",
      'Heart of Fear',
      'Terrace of Endless Spring',
      'Throne of Thunder',
      'Siege of Orgrimmar',
    ]) {
      const zone = find(mop, name);
      expect(zone.sizes, name).toEqual([10, 25]);
      expect(zone.hardmode, name).toBe(true);
      expect(zone.dontAskLogs, name).toBe(false);
    }
    expect(find(mop, 'Heart of Fear').logzone).toBe(find(mop, 'Terrace of Endless Spring').logzone);
    expect(find(mop, 'Siege of Orgrimmar').notRelevant).toBe(false);
    expect(find(mop, "Mogu'shan Vaults").notRelevant).toBe(true);
  });
});

/** The Season of Discovery raids of its own have no public encounter list with names yet (bosses.ts). */
const withoutBossList = new Set(['Blackfathom Deeps', 'Gnomeregan', 'Sunken Temple', 'Scarlet Enclave']);

describe.each(expansions)('%s zone bosses', (key) => {
  it('lists at least one boss per zone, ids unique within the zone, names in both languages', () => {
    for (const zone of byExpansion[key]) {
      if (key === 'sod' && withoutBossList.has(zone.nameEng)) continue;
      expect(zone.bosses.length, zone.nameEng).toBeGreaterThan(0);
      const ids = zone.bosses.map((boss) => boss.id);
      expect(new Set(ids).size, zone.nameEng).toBe(ids.length);
      for (const boss of zone.bosses) {
        expect(Number.isInteger(boss.id) && boss.id > 0, boss.nameEng).toBe(true);
        expect(boss.name, boss.nameEng).toMatch(cyrillic);
        expect(boss.nameEng, boss.nameEng).not.toMatch(cyrillic);
      }
    }
  });
});

it('shares one boss list between expansions running the same raid', () => {
  const icc = byExpansion.wotlk.find((z) => z.nameEng === 'Icecrown Citadel');
  expect(icc?.bosses.at(-1)?.nameEng).toBe('The Lich King');
  expect(find(byExpansion.classic, 'Molten Core').bosses.map((b) => b.id)).toEqual(
    find(byExpansion.sod, 'Molten Core').bosses.map((b) => b.id),
  );
});
