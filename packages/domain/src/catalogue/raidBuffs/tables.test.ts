import { describe, expect, it } from 'vitest';
import { classesByExpansion, findSpec } from '../classes.js';
import type { ExpansionKey } from '../types.js';
import { raidBuffTables } from './tables.js';

const expansions: ExpansionKey[] = ['classic', 'sod', 'wotlk', 'cata', 'mop'];

describe.each(expansions)('the %s raid-buff table', (expansion) => {
  const table = raidBuffTables[expansion];

  it('cites its sources and names every buff and ability in English and Russian', () => {
    expect(table.sources.length).toBeGreaterThan(0);
    for (const buff of table.buffs) {
      expect(buff.name.en && buff.name.ru, buff.key).toBeTruthy();
      for (const provider of buff.providers) expect(provider.ability.en && provider.ability.ru).toBeTruthy();
    }
  });

  it('has unique keys', () => {
    const keys = table.buffs.map((buff) => buff.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names only classes and specs of the expansion's catalogue", () => {
    const classIds = new Set(classesByExpansion[expansion].map((gameClass) => gameClass.id));
    for (const buff of table.buffs) {
      for (const provider of buff.providers) {
        expect(classIds.has(provider.classId), `${buff.key}: class ${provider.classId}`).toBe(true);
        for (const specId of provider.specIds ?? []) {
          const spec = findSpec(expansion, specId);
          const gameClass = classesByExpansion[expansion].find((c) => c.id === provider.classId);
          expect(spec, `${buff.key}: spec ${specId}`).toBeDefined();
          expect(
            gameClass?.specs.some((s) => s.id === specId),
            `${buff.key}: spec ${specId} of its class`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('party-only providers', () => {
  const partyOnly = (expansion: ExpansionKey) =>
    raidBuffTables[expansion].buffs.flatMap((buff) =>
      buff.providers.filter((provider) => provider.group).map((provider) => provider.ability.en),
    );

  it.each([
    ['classic', ['Battle Shout', 'Trueshot Aura', 'Leader of the Pack', 'Moonkin Aura', 'Windfury Totem']],
    ['wotlk', ['Strength of Earth Totem', 'Windfury Totem', 'Wrath of Air Totem', 'Mana Spring Totem']],
  ] as const)('include in %s %j', (expansion, abilities) => {
    expect(partyOnly(expansion)).toEqual(expect.arrayContaining([...abilities]));
  });

  it.each(['cata', 'mop'] as const)('are none in %s, where every buff reaches the raid', (expansion) => {
    expect(partyOnly(expansion)).toEqual([]);
  });

  it('tie Classic totems to the Horde and paladin buffs to the Alliance', () => {
    const factions = raidBuffTables.classic.buffs.flatMap((buff) =>
      buff.providers.map((provider) => [provider.classId, provider.factionId] as const),
    );
    for (const [classId, factionId] of factions) {
      if (classId === 7) expect(factionId).toBe(2);
      if (classId === 2) expect(factionId).toBe(1);
    }
  });
});
