import { findSpec } from '@raid/domain/catalogue/classes';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { describe, expect, it } from 'vitest';
import type { CharacterRow, RaidRow } from '../../db/schema.js';
import { wclQuery } from './logZones.js';

/** The fields wclQuery reads; the rest of the rows does not matter to it. */
function rows(
  expansion: ExpansionKey,
  zoneName: string,
  realmSlug: string,
  raid: { size: number; difficulty: number },
) {
  const catalogue = expansionCatalogue(expansion);
  const zone = catalogue.zones.find((z) => z.nameEng === zoneName);
  const realm = catalogue.servers.find((s) => s.serverSlug === realmSlug);
  if (!zone || !realm) throw new Error(`no ${zoneName} or ${realmSlug} in ${expansion}`);
  const raidRow = { expansion, zone: zone.id, zone2: null, zone3: null, ...raid } as unknown as RaidRow;
  const character = { name: 'Тралл', server: realm.id } as unknown as CharacterRow;
  return { raidRow, character };
}

const spec = (expansion: ExpansionKey, id: number) => {
  const found = findSpec(expansion, id);
  if (!found) throw new Error(`no spec ${id}`);
  return found;
};

describe('the Warcraft Logs query of a sign-up', () => {
  it("asks the realm's site, the spec's slug, hps for a healer and the raid's size and difficulty", () => {
    const { raidRow, character } = rows('wotlk', 'Icecrown Citadel', 'flamegor', { size: 25, difficulty: 2 });
    expect(wclQuery('k', character, raidRow, spec('wotlk', 65))).toEqual({
      key: 'k',
      name: 'Тралл',
      serverSlug: 'flamegor',
      serverRegion: 'EU',
      site: 'classic',
      zones: [{ zoneId: 1020, size: 25, difficulty: 4 }],
      specName: 'Holy',
      metric: 'hps',
    });
  });

  it('sends the slug, not the display name, and dps for a tank', () => {
    const { raidRow, character } = rows('mop', 'Siege of Orgrimmar', 'firemaw', { size: 10, difficulty: 1 });
    expect(wclQuery('k', character, raidRow, spec('mop', 253))).toMatchObject({
      site: 'classic',
      specName: 'BeastMastery',
      metric: 'dps',
      zones: [{ size: 10, difficulty: 3 }],
    });
    expect(wclQuery('k', character, raidRow, spec('mop', 104))).toMatchObject({
      specName: 'Guardian',
      metric: 'dps',
    });
  });

  it('asks an Anniversary realm of fresh and an Era realm of vanilla, without a bracket for one-size zones', () => {
    const fresh = rows('classic', 'Molten Core', 'thunderstrike', { size: 40, difficulty: 1 });
    expect(wclQuery('k', fresh.character, fresh.raidRow, spec('classic', 66))).toMatchObject({
      site: 'fresh',
      specName: 'Justicar',
      metric: 'dps',
      zones: [{ zoneId: 1000, size: null, difficulty: null }],
    });
    const era = rows('classic', 'Molten Core', 'firemaw', { size: 40, difficulty: 1 });
    expect(wclQuery('k', era.character, era.raidRow, spec('classic', 264))).toMatchObject({
      site: 'vanilla',
      specName: 'Restoration',
      metric: 'hps',
    });
    const sod = rows('sod', 'Molten Core', 'wild-growth', { size: 20, difficulty: 1 });
    expect(wclQuery('k', sod.character, sod.raidRow, spec('sod', 1062))).toMatchObject({
      site: 'sod',
      specName: 'Arcane',
      metric: 'hps',
    });
  });
});
