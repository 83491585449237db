import { describe, it, expect } from 'vitest';
import { classesByExpansion, findSpec } from './classes.js';
import type { ExpansionKey, Role } from './types.js';

const expansions: ExpansionKey[] = ['classic', 'sod', 'wotlk', 'cata', 'mop'];
const cyrillic = /[\u0400-\u04FF]/;

const eraRoles: Record<string, Role[]> = {
  Warrior: ['tank', 'dps'],
  Paladin: ['tank', 'healer', 'dps'],
  Hunter: ['dps'],
  Rogue: ['dps'],
  Priest: ['healer', 'dps'],
  Shaman: ['healer', 'dps'],
  Mage: ['dps'],
  Warlock: ['dps'],
  Druid: ['tank', 'healer', 'dps'],
};
/** Season of Discovery runes add rogue, shaman and warlock tanks and mage healers. */
const sodRoles: Record<string, Role[]> = {
  ...eraRoles,
  Rogue: ['tank', 'dps'],
  Shaman: ['tank', 'healer', 'dps'],
  Mage: ['healer', 'dps'],
  Warlock: ['tank', 'dps'],
};
const wrathRoles = { ...eraRoles, 'Death Knight': ['tank', 'dps'] as Role[] };
const mistsRoles = { ...wrathRoles, Monk: ['tank', 'healer', 'dps'] as Role[] };

const expectedRoles: Record<ExpansionKey, Record<string, Role[]>> = {
  classic: eraRoles,
  sod: sodRoles,
  wotlk: wrathRoles,
  cata: wrathRoles,
  mop: mistsRoles,
};

describe('classesByExpansion', () => {
  it('has the right number of classes per expansion', () => {
    expect(classesByExpansion.classic).toHaveLength(9);
    expect(classesByExpansion.sod).toHaveLength(9);
    expect(classesByExpansion.wotlk).toHaveLength(10);
    expect(classesByExpansion.cata).toHaveLength(10);
    expect(classesByExpansion.mop).toHaveLength(11);
  });

  it.each(expansions)('%s: every class has a spec for each role it can play, and no other', (expansion) => {
    const expected = expectedRoles[expansion];
    const classes = classesByExpansion[expansion];
    expect(classes.map((c) => c.nameEng).sort()).toEqual(Object.keys(expected).sort());
    for (const cls of classes) {
      const roles = new Set(cls.specs.map((s) => s.role));
      expect([...roles].sort(), cls.nameEng).toEqual([...(expected[cls.nameEng] ?? [])].sort());
    }
  });

  it.each(expansions)('%s: spec ids and class ids are unique', (expansion) => {
    const classes = classesByExpansion[expansion];
    const specIds = classes.flatMap((c) => c.specs.map((s) => s.id));
    expect(new Set(specIds).size).toBe(specIds.length);
    expect(new Set(classes.map((c) => c.id)).size).toBe(classes.length);
  });

  it.each(expansions)('%s: names are filled in English and Russian', (expansion) => {
    for (const cls of classesByExpansion[expansion]) {
      expect(cls.nameEng).not.toBe('');
      expect(cls.name).toMatch(cyrillic);
      expect(cls.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(cls.image).toMatch(/^[a-z_]+\.svg$/);
      for (const spec of cls.specs) {
        expect(spec.nameEng.trim()).not.toBe('');
        expect(spec.spec2Eng.trim()).not.toBe('');
        expect(spec.name.trim()).not.toBe('');
        expect(spec.name, `${cls.nameEng} ${spec.nameEng}`).toMatch(cyrillic);
        expect(spec.classEng).toBe(cls.nameEng);
        expect(spec.image).toMatch(/^[a-z_]+\.svg$/);
        expect(spec.image2).toBe(cls.image);
      }
    }
  });

  it('has Monk only in Mists of Pandaria', () => {
    for (const expansion of expansions) {
      const hasMonk = classesByExpansion[expansion].some((c) => c.id === 10);
      expect(hasMonk, expansion).toBe(expansion === 'mop');
    }
  });

  it('has Death Knight from Wrath on', () => {
    for (const expansion of expansions) {
      const hasDeathKnight = classesByExpansion[expansion].some((c) => c.id === 6);
      expect(hasDeathKnight, expansion).toBe(!['classic', 'sod'].includes(expansion));
    }
  });

  it('uses Blizzard ids and names', () => {
    const warrior = classesByExpansion.mop.find((c) => c.id === 1);
    expect(warrior?.nameEng).toBe('Warrior');
    expect(warrior?.name).toBe('Воин');
    expect(warrior?.specs.map((s) => [s.id, s.name])).toEqual([
      [71, 'Оружие'],
      [72, 'Неистовство'],
      [73, 'Защита'],
    ]);
    expect(findSpec('cata', 260)?.nameEng).toBe('Combat');
    expect(findSpec('mop', 269)?.name).toBe('Танцующий с ветром');
  });
});

describe('findSpec', () => {
  it('finds the bear tank variant before Mists and Guardian in Mists', () => {
    for (const expansion of ['classic', 'sod', 'wotlk', 'cata'] as const) {
      const bear = findSpec(expansion, 1104);
      expect(bear?.role).toBe('tank');
      expect(bear?.spec2Eng).toBe('Guardian');
      expect(findSpec(expansion, 104)).toBeUndefined();
      expect(findSpec(expansion, 103)?.role).toBe('dps');
    }
    expect(findSpec('mop', 1104)).toBeUndefined();
    expect(findSpec('mop', 104)).toMatchObject({
      nameEng: 'Guardian',
      role: 'tank',
      image: 'druid_guardian.svg',
    });
  });

  it('uses Warcraft Logs names per expansion', () => {
    expect(findSpec('classic', 66)?.spec2Eng).toBe('Justicar');
    expect(findSpec('sod', 66)?.spec2Eng).toBe('Justicar');
    expect(findSpec('wotlk', 66)?.spec2Eng).toBe('Protection');
    expect(findSpec('classic', 73)?.spec2Eng).toBe('Protection');
  });

  it('returns undefined for specs the expansion does not have', () => {
    expect(findSpec('classic', 250)).toBeUndefined();
    expect(findSpec('cata', 268)).toBeUndefined();
    expect(findSpec('mop', 999999)).toBeUndefined();
  });

  it('builds image names from class and spec', () => {
    expect(findSpec('wotlk', 253)).toMatchObject({ image: 'hunter_beast_mastery.svg', image2: 'hunter.svg' });
    expect(findSpec('wotlk', 250)).toMatchObject({
      image: 'death_knight_blood.svg',
      image2: 'death_knight.svg',
    });
    expect(findSpec('classic', 1104)?.image).toBe('druid_feral_tank.svg');
  });
});
