import { describe, expect, it } from 'vitest';
import { difficulties, HEROIC_DIFFICULTY_ID, NORMAL_DIFFICULTY_ID } from './common.js';
import { expansionCatalogue, expansionKeys } from './expansions.js';
import type { ExpansionKey, Zone } from './types.js';
import { expansionWclSites, wclBracket, wclMetric, wclSites, wclSpecSlug } from './wclRankings.js';

const era = {
  Warrior: 'Arms Fury Protection',
  Paladin: 'Holy Justicar Retribution',
  Hunter: 'BeastMastery Marksmanship Survival',
  Rogue: 'Assassination Combat Subtlety',
  Priest: 'Discipline Holy Shadow',
  Shaman: 'Elemental Enhancement Restoration',
  Mage: 'Arcane Fire Frost',
  Warlock: 'Affliction Demonology Destruction',
  Druid: 'Balance Feral Guardian Restoration',
};
const wrath = {
  ...era,
  Paladin: 'Holy Protection Retribution',
  'Death Knight': 'Blood Frost Unholy',
};

/** Every class's specs in catalogue order, as the slug zoneRankings(specName:) is sent. */
const expected: Record<ExpansionKey, Record<string, string>> = {
  classic: era,
  sod: {
    ...era,
    // The rune roles (tank rogue / shaman / warlock, healer mage) are ranked under their talent tree.
    Rogue: 'Assassination Combat Subtlety Combat',
    Shaman: 'Elemental Enhancement Restoration Enhancement',
    Mage: 'Arcane Fire Frost Arcane',
    Warlock: 'Affliction Demonology Destruction Demonology',
  },
  wotlk: wrath,
  cata: wrath,
  mop: { ...wrath, Monk: 'Brewmaster Mistweaver Windwalker' },
};

describe('Warcraft Logs spec slugs', () => {
  it.each(expansionKeys)('%s: every class and spec has the slug the API takes', (key) => {
    const slugs = Object.fromEntries(
      expansionCatalogue(key).classes.map((cls) => [
        cls.nameEng,
        cls.specs.map((spec) => wclSpecSlug(key, spec.id)).join(' '),
      ]),
    );
    expect(slugs).toEqual(expected[key]);
  });

  it('never sends a display name with a space (the API ignores "Beast Mastery" and ranks every spec)', () => {
    for (const key of expansionKeys) {
      for (const cls of expansionCatalogue(key).classes) {
        for (const spec of cls.specs) expect(wclSpecSlug(key, spec.id)).toMatch(/^[A-Z][A-Za-z]+$/);
      }
    }
    expect(wclSpecSlug('mop', 253)).toBe('BeastMastery');
    expect(wclSpecSlug('classic', 104)).toBeNull();
  });
});

describe('Warcraft Logs metric', () => {
  it('ranks healers by hps and tanks and damage dealers by dps', () => {
    expect([wclMetric('healer'), wclMetric('tank'), wclMetric('dps')]).toEqual(['hps', 'dps', 'dps']);
    const holy = expansionCatalogue('wotlk')
      .classes.flatMap((c) => c.specs)
      .find((s) => s.id === 65);
    expect(holy && wclMetric(holy.role)).toBe('hps');
  });
});

describe('Warcraft Logs sites of the realms', () => {
  it.each(expansionKeys)("%s: every realm names one of its expansion's sites", (key) => {
    for (const server of expansionCatalogue(key).servers) {
      expect(expansionWclSites[key]).toContain(server.logsSite);
      expect(wclSites).toContain(server.logsSite);
    }
  });

  it('logs the Anniversary realms on fresh and the Era and Hardcore realms on vanilla', () => {
    const site = (slug: string) =>
      expansionCatalogue('classic').servers.find((s) => s.serverSlug === slug)?.logsSite;
    for (const slug of [
      'dreamscythe',
      'nightslayer',
      'doomhowl',
      'maladath',
      'thunderstrike',
      'spineshatter',
      'soulseeker',
    ])
      expect(site(slug)).toBe('fresh');
    for (const slug of ['whitemane', 'firemaw', 'skull-rock', 'nekrosh', 'flamegor'])
      expect(site(slug)).toBe('vanilla');
  });
});

describe('Warcraft Logs bracket: size and difficulty', () => {
  const zone = (key: ExpansionKey, nameEng: string): Zone => {
    const found = expansionCatalogue(key).zones.find((z) => z.nameEng === nameEng);
    if (!found) throw new Error(`no zone ${nameEng}`);
    return found;
  };
  const normal = NORMAL_DIFFICULTY_ID;
  const heroic = HEROIC_DIFFICULTY_ID;

  it('asks the raid size and difficulty of a zone ranked per size and with a heroic mode', () => {
    const icc = zone('wotlk', 'Icecrown Citadel');
    expect(wclBracket(icc, { size: 25, difficulty: heroic })).toEqual({ size: 25, difficulty: 4 });
    expect(wclBracket(icc, { size: 10, difficulty: normal })).toEqual({ size: 10, difficulty: 3 });
    const soo = zone('mop', 'Siege of Orgrimmar');
    expect(wclBracket(soo, { size: 10, difficulty: heroic })).toEqual({ size: 10, difficulty: 4 });
  });

  it('leaves both out where the site has one bracket, and a size the zone does not have', () => {
    const moltenCore = zone('classic', 'Molten Core');
    expect(wclBracket(moltenCore, { size: 40, difficulty: normal })).toEqual({
      size: null,
      difficulty: null,
    });
    const naxx = zone('wotlk', 'Naxxramas');
    expect(wclBracket(naxx, { size: 25, difficulty: heroic })).toEqual({ size: 25, difficulty: null });
    expect(wclBracket(naxx, { size: 40, difficulty: normal })).toEqual({ size: null, difficulty: null });
  });

  it('knows every difficulty of the catalogue', () => {
    expect(difficulties.map((d) => d.id).sort()).toEqual([normal, heroic].sort());
  });
});
